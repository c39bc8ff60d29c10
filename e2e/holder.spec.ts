import { expect, test, type Page } from '@playwright/test';
import { connectAs, expectNoSeriousViolations } from './support';

// A holder on a proposal page (issue 14 §4): the vote action on a phone's first screen, what stops a vote
// said before any dialog opens, busy and down told apart, an ended session offering to connect again.

const SIM = `http://127.0.0.1:${process.env.SIMULATOR_PORT ?? '4010'}`;
const SHOTS = process.env.HOLDER_SHOTS; // a directory to keep screenshots in, when set

type World = {
  tokens: { mint: string; symbol: string }[];
  proposals: { proposal: string; mint: string; note: string }[];
};
let world: World;

test.beforeEach(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  expect((await request.post(`${SIM}/__sim/reset`)).ok()).toBe(true);
  world = (await (await request.get(`${SIM}/__sim/world`)).json()) as World;
  await request.dispose();
});

function openLumenProposal(): string {
  const mint = world.tokens.find((t) => t.symbol === 'LUMEN')!.mint;
  const found = world.proposals.find((p) => p.mint === mint && /^open:/.test(p.note))!;
  return `/tokens/${mint}/proposals/${found.proposal}`;
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()!.width}-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('on a 390 px phone the vote buttons are on the first screen, after the title and a tally', async ({
  page,
}) => {
  await connectAs(page, 'alice');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(openLumenProposal());
  const voteYes = page.getByRole('button', { name: 'Vote yes' });
  await expect(voteYes).toBeVisible();
  const box = (await voteYes.boundingBox())!;
  expect(box.y + box.height).toBeLessThan(844);
  await expect(page.getByTestId('header-tally')).toContainText('Yes');
  await shoot(page, 'proposal-first-screen');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByTestId('header-tally')).toBeHidden();
  await shoot(page, 'proposal-first-screen');
});

test('1-click trading off is said on the page, before the vote dialog, with a way to check again', async ({
  page,
  playwright,
}) => {
  await connectAs(page, 'carol');
  await page.goto(openLumenProposal());
  const notice = page.getByRole('status').filter({ hasText: '1-click trading is off for your wallet' });
  await expect(notice).toBeVisible();
  await expect(page.getByText(/1-click trading is off for your wallet; turn it on/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Vote yes' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'trading-off');
  // Turned on at the service: checking again offers the vote.
  const request = await playwright.request.newContext();
  const carol = (await (await request.get(`${SIM}/__sim/world`)).json()).users.find(
    (u: { username: string }) => u.username === 'carol',
  );
  await request.post(`${SIM}/__sim/users/${carol.id}`, { data: { tradingEnabled: true } });
  await request.dispose();
  await notice.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByRole('button', { name: 'Vote yes' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});
