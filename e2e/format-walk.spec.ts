import { type Page } from '@playwright/test';
import { connectAs, expect, mintOf, seedWorld, test } from './support';

// A new user's walk over every page at a phone and a desktop width: numbers and words read one way
// (issue 14 §3). Screenshots go to FORMAT_WALK_DIR when it is set, to be looked at.

/** Text a page must never show: mixed duration styles, spaced or over-precise percentages, bad plurals. */
const INCONSISTENT: [string, RegExp][] = [
  [
    'a singular count with a plural noun',
    /(?<![\d.,])1 (proposals|voters|votes|days|hours|minutes|seconds|tokens)\b/,
  ],
  ['a space before %', /\d %/],
  ['an abbreviated duration', /\b\d+ ?(s|sec|secs|min|mins|hr|hrs|h|m|d)\b(?![-\w])/],
  ['a share with two decimals', /\b\d+\.\d{2}%/],
];

async function expectConsistent(page: Page, what: string, symbol?: string) {
  const text = await page.locator('body').innerText();
  for (const [name, pattern] of INCONSISTENT) {
    expect(text.match(pattern)?.[0] ?? null, `${what}: ${name}`).toBeNull();
  }
  if (symbol)
    expect(
      text.match(/\d[\d,.]* tokens\b/)?.[0] ?? null,
      `${what}: "tokens" where ${symbol} is known`,
    ).toBeNull();
}

async function look(page: Page, name: string) {
  const dir = process.env.FORMAT_WALK_DIR;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (dir) await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
}

const seed = seedWorld();

test('every page reads numbers, durations and counts one way', async ({ page }) => {
  test.setTimeout(180_000);
  await connectAs(page, 'alice');
  const symbolOf = (mint: string) => seed.world.tokens.find((t) => t.mint === mint)!.symbol;
  await look(page, 'home');
  await expectConsistent(page, 'home');

  for (const symbol of ['LUMEN', 'GRASS']) {
    const mint = mintOf(seed.world, symbol);
    await page.goto(`/tokens/${mint}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await look(page, `token-${symbol}`);
    await expectConsistent(page, `token ${symbol}`, symbol);
  }

  const proposal = seed.world.proposals.find((p) => symbolOf(p.mint) === 'LUMEN')!;
  await page.goto(`/tokens/${proposal.mint}/proposals/${proposal.proposal}`);
  await expect(page.getByTestId('verdict-headline')).toBeVisible();
  await look(page, 'proposal');
  await expectConsistent(page, 'proposal', 'LUMEN');

  const open = seed.world.proposals.filter((p) => symbolOf(p.mint) === 'LUMEN').at(-1)!;
  await page.goto(`/tokens/${open.mint}/proposals/${open.proposal}`);
  await page.getByRole('button', { name: 'Vote yes' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Vote on this proposal' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/^Amount/).fill('12,000');
  await look(page, 'vote-dialog');
  await expectConsistent(page, 'vote dialog', 'LUMEN');
  await page.keyboard.press('Escape');

  for (const symbol of ['LUMEN', 'QUILL']) {
    const mint = mintOf(seed.world, symbol);
    await page.goto(`/tokens/${mint}/propose`);
    await page.waitForLoadState('networkidle');
    await look(page, `propose-${symbol}`);
    await expectConsistent(page, `propose ${symbol}`, symbol);
  }

  await page.goto('/activity');
  await page.waitForLoadState('networkidle');
  await look(page, 'activity');
  await expectConsistent(page, 'activity');

  await page.goto('/embed/demo');
  // The widgets keep their quotes current, so the page is never quiet: wait for both to be ready.
  await expect(page.getByRole('log', { name: 'Widget events' }).getByText('ready')).toHaveCount(2, {
    timeout: 30_000,
  });
  await look(page, 'embed-demo');
  await expectConsistent(page, 'embed demo');
});
