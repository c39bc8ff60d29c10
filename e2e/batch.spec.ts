// My governance's batch actions: alice, with withdrawable locks on two tokens (LUMEN and QUILL) and a
// proposal ready to settle (TIDE's), withdraws all and settles all in one review, each write on its own
// row confirmed on the network. The world is arranged through the dashboard's own write API (her votes,
// a proposal on QUILL, the settlements that make her locks withdrawable) and the simulator's clock.
import type { Page, TestInfo } from '@playwright/test';
import { connectAs, expect, mintOf, openProposalOf, seedWorld, SIM, test, type World } from './support';

const M = 1_000_000n * 1_000_000n;
const FEES = { priorityFeeLamports: '5000', tipLamports: '1000000' };

type GovernanceRead = {
  proposals: { proposal: string; proposalIndex: string; votingEndsAtUnix: string; settled: boolean }[];
  viewerVotes: { proposal: string; withdrawn: boolean }[];
};

async function write(page: Page, path: string, body: object): Promise<{ proposal?: string }> {
  // Sent from the page, as the dashboard's own forms send it (same origin, one key per intent).
  const answer = await page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(`/api/partner/v1/governance/${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-requested-with': 'fetch',
          'idempotency-key': `arrange-${crypto.randomUUID()}`,
        },
        body: JSON.stringify(body),
      });
      return { ok: response.ok, text: await response.text() };
    },
    { path, body: { ...body, ...FEES } },
  );
  expect(answer.ok, `${path}: ${answer.text}`).toBe(true);
  return JSON.parse(answer.text) as { proposal?: string };
}

/** A screenshot kept beside the journey's results (and attached to its report). */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(`${name}.png`, { path, contentType: 'image/png' });
}

async function governance(page: Page, mint: string): Promise<GovernanceRead> {
  const answer = await page.request.get(`/api/partner/v1/governance/${mint}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as GovernanceRead;
}

const seed = seedWorld();

test('alice withdraws all and settles all in one review, each row confirmed', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const { world } = seed;
  const lumenOpen = openProposalOf(world, 'LUMEN');
  await connectAs(page, 'alice');

  // Her votes on LUMEN's open proposal and on a proposal of her own on QUILL; the clock passes both ends.
  const quill = await write(page, 'proposals/finalize-metadata', {
    mint: mintOf(world, 'QUILL'),
    voteDurationSeconds: 120,
  });
  expect(quill.proposal).toBeTruthy();
  await write(page, 'votes', { proposal: lumenOpen.proposal, side: 'yes', amount: String(2n * M) });
  await write(page, 'votes', { proposal: quill.proposal!, side: 'no', amount: String(3n * M) });
  const lumen = await governance(page, mintOf(world, 'LUMEN'));
  const ends = BigInt(lumen.proposals.find((p) => p.proposal === lumenOpen.proposal)!.votingEndsAtUnix);
  const now = (await (await page.request.get(`${SIM}/__sim/world`)).json()) as World & { nowUnix: string };
  const advance = await page.request.post(`${SIM}/__sim/clock`, {
    data: { advanceSeconds: Number(ends - BigInt(now.nowUnix) + 60n) },
  });
  expect(advance.ok()).toBe(true);
  // Settled, her locks there are withdrawable; TIDE's closed proposal is left for the batch to settle.
  await write(page, 'proposals/settle', { proposal: lumenOpen.proposal });
  await write(page, 'proposals/settle', { proposal: quill.proposal! });

  await page.goto('/me');
  const batch = page.getByRole('region', { name: 'Ready for you across your tokens' });
  await expect(batch).toContainText('3 locks to withdraw, 1 proposal to settle');
  await batch.getByRole('button', { name: 'Withdraw and settle all' }).click();
  const review = page.getByRole('dialog', { name: 'Withdraw and settle all' });
  await expect(review.getByText('3 withdrawals and 1 settlement', { exact: false })).toBeVisible();
  const rows = review.getByTestId('batch-row');
  await expect(rows).toHaveCount(4);
  // Each write with its figures: the token, the amount and the proposal, or the verdict settling gives.
  await expect(rows).toHaveText([
    /^LUMEN\s*Withdraw 10,000,000 LUMEN from proposal #0$/,
    /^LUMEN\s*Withdraw 2,000,000 LUMEN from proposal #2$/,
    /^QUILL\s*Withdraw 3,000,000 QUILL from proposal #1$/,
    /^TIDE\s*Settle proposal #1: it passes$/,
  ]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, testInfo, 'batch-review');
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, testInfo, 'batch-review-phone');
  await page.setViewportSize({ width: 1280, height: 900 });

  await review.getByRole('button', { name: 'Send all 4' }).click();
  await expect(review.getByTestId('batch-outcome')).toHaveText(
    '4 of 4 confirmed. My governance is up to date.',
    { timeout: 40_000 },
  );
  for (const row of await rows.all()) {
    await expect(row).toHaveAttribute('data-phase', 'done');
    await expect(row.getByText(/^Done: the (withdrawal|settlement) is confirmed/)).toBeVisible();
  }
  await shot(page, testInfo, 'batch-done');

  // On the network: her locks are back and TIDE's proposal is settled; /me has nothing more to do.
  const after = await governance(page, mintOf(world, 'LUMEN'));
  expect(after.viewerVotes.every((v) => v.withdrawn)).toBe(true);
  const tide = await governance(page, mintOf(world, 'TIDE'));
  expect(tide.proposals.every((p) => p.settled)).toBe(true);
  await review.getByRole('button', { name: 'Close' }).click();
  await expect(batch).toHaveCount(0);

  // Her calendar feed's address is on /me; it answers an iCalendar.
  const address = await page.getByLabel('Calendar address').inputValue();
  expect(address).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const feed = await page.request.get(address);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  await page.getByTestId('calendar-feed').scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'calendar');
});
