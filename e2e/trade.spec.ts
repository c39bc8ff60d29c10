// The trade panel against the simulator: alice buys, buys exact out and sells GRASS on its token page and
// sees fills equal to the chain's balance changes; MIGR waits through migration_pending (a cancel, then a
// wait that goes through exactly once when the venue opens); caps set with /__sim/market/caps show their
// figures; carol (1-click trading off) is told before typing; tokens with and without governance.
import AxeBuilder from '@axe-core/playwright';
import { type Locator, type Page } from '@playwright/test';
import { formatSol, formatTokens } from '@/lib/domain';
import { collectConsoleErrors, connectAs, expect, resetWorld, screenshotAtWidths, test } from './support';

const SIM = `http://127.0.0.1:${process.env.SIMULATOR_PORT ?? 4010}`;
const CLIENT = 'demo-dashboard_app';

type World = { tokens: { mint: string; symbol: string }[] };
type Balance = { amount: string; lamports: string };
type TxReport = {
  status: string;
  fee: string;
  changes: { sol: string; tokens: { mint: string; delta: string }[] };
};

let mints: Record<string, string>;

test.beforeEach(async ({ request }) => {
  await resetWorld(request, SIM);
  const world = (await (await request.get(`${SIM}/__sim/world`)).json()) as World;
  mints = Object.fromEntries(world.tokens.map((t) => [t.symbol, t.mint]));
});

const panelOf = (page: Page, symbol: string) => page.getByRole('region', { name: `Trade ${symbol}` });

async function balance(page: Page, mint: string) {
  const response = await page.request.get(`/api/balance/${mint}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as Balance;
  return { tokens: BigInt(body.amount), sol: BigInt(body.lamports) };
}

async function report(page: Page, signature: string): Promise<TxReport> {
  const response = await page.request.get(`/api/tx/${signature}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as TxReport;
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('[data-trade-panel]').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

const abs = (v: bigint) => (v < 0n ? -v : v);
const signed = (text: string, v: bigint) => (v > 0n ? `+${text}` : v < 0n ? `−${text}` : text);

/**
 * Sends the form, waits for "Confirmed", and checks the fills shown against the chain: the transaction's
 * balance changes (GET /api/tx) and the wallet's balances before and after.
 */
async function sendAndCheckFills(page: Page, panel: Locator, mint: string, symbol: string, button: string) {
  const before = await balance(page, mint);
  await panel.getByRole('button', { name: button, exact: true }).click();
  await expect(panel.getByTestId('trade-confirmed')).toContainText('Confirmed', { timeout: 30_000 });
  const signature = await panel.getByTestId('tx-signature').getAttribute('title');
  expect(signature).toBeTruthy();
  const tx = await report(page, signature!);
  expect(tx.status).toMatch(/^(confirmed|finalized)$/);
  const sol = BigInt(tx.changes.sol);
  const tokens = BigInt(tx.changes.tokens.find((t) => t.mint === mint)!.delta);
  await expect(panel.getByTestId('fill-tokens')).toContainText(
    signed(`${formatTokens(abs(tokens))} ${symbol}`, tokens),
  );
  await expect(panel.getByTestId('fill-sol')).toContainText(signed(`${formatSol(abs(sol))} SOL`, sol));
  await expect(panel.getByTestId('fill-network-fee')).toContainText(`${formatSol(BigInt(tx.fee))} SOL`);
  const after = await balance(page, mint);
  expect(after.tokens - before.tokens).toBe(tokens);
  expect(after.sol - before.sol).toBe(sol);
  await expect(panel.getByTestId('trade-balances')).toContainText(`${formatTokens(after.tokens)} ${symbol}`);
  return { sol, tokens };
}

test('alice buys, buys exact out and sells GRASS; the fills equal the chain’s balance changes', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const errors = collectConsoleErrors(page);
  await connectAs(page, 'alice');
  const mint = mints.GRASS!;
  await page.goto(`/tokens/${mint}`);
  await expect(page.getByRole('heading', { name: 'This token has no governance' })).toBeVisible();
  const panel = panelOf(page, 'GRASS');
  await expect(panel.getByRole('tab', { name: 'Buy', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByTestId('trade-balances')).toContainText('20,000,000 GRASS');
  let firstPrice = '';

  await test.step('buy 0.5 SOL with 1 % slippage', async () => {
    await panel.getByLabel('Amount').fill('0.5');
    await expect(panel.getByTestId('summary-amount')).toContainText('0.5 SOL, exactly');
    await expect(panel.getByTestId('summary-bound')).toContainText('Slippage 1%');
    await expect(panel.getByTestId('summary-partner-fee')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotAtWidths(page, testInfo, 'trade-buy-form');
    const { tokens } = await sendAndCheckFills(page, panel, mint, 'GRASS', 'Buy GRASS');
    expect(tokens).toBeGreaterThan(0n);
    await expect(panel.getByTestId('fill-price')).toContainText('SOL per GRASS');
    firstPrice = (await panel.getByTestId('fill-price').locator('dd').textContent())!;
    await screenshotAtWidths(page, testInfo, 'trade-buy-confirmed');
    await panel.getByRole('button', { name: 'New trade' }).click();
    await expect(panel.getByLabel('Amount')).toBeFocused();
  });

  await test.step('buy exactly 1,000,000 GRASS with an explicit maximum of 0.2 SOL', async () => {
    await panel.getByRole('tab', { name: 'Buy exact out' }).click();
    await panel.getByLabel('Amount').fill('1,000,000');
    await panel.getByText('Exact bound').click();
    // Beside the bound, the price of the token's last confirmed fill: alice's buy above, read from the chain.
    await expect(panel.getByTestId('last-fill')).toHaveText(
      new RegExp(
        `^Last fill: ${firstPrice.replaceAll('.', '\\.')}, (now|\\d+ seconds? ago) — a past price, not a quote\\.$`,
      ),
    );
    await page.screenshot({ path: '/tmp/b-trade-last-fill.png', fullPage: false });
    await panel.getByLabel('Maximum SOL in').fill('0');
    await expect(panel.getByTestId('zero-bound')).toContainText('turns slippage protection off');
    await panel.getByLabel('Maximum SOL in').fill('0.2');
    await expect(panel.getByTestId('summary-bound')).toContainText('Maximum SOL in: 0.2 SOL');
    const { tokens } = await sendAndCheckFills(page, panel, mint, 'GRASS', 'Buy GRASS');
    expect(tokens).toBe(1_000_000_000_000n);
    await panel.getByRole('button', { name: 'New trade' }).click();
  });

  await test.step('sell 2,000,000 GRASS with 3 % slippage, fees at turbo', async () => {
    await panel.getByRole('tab', { name: 'Sell' }).click();
    await panel.getByLabel('Amount').fill('2,000,000');
    await panel.getByText('Slippage', { exact: true }).click();
    await panel.getByText('3%').click();
    await panel.getByText('Turbo').click();
    await expect(panel.getByTestId('summary-fees')).toContainText('tip 0.005 SOL');
    const { tokens, sol } = await sendAndCheckFills(page, panel, mint, 'GRASS', 'Sell GRASS');
    expect(tokens).toBe(-2_000_000_000_000n);
    expect(sol).toBeGreaterThan(0n);
    await expect(panel.getByTestId('fill-network-fee')).toContainText('includes the tip of 0.005 SOL');
    await screenshotAtWidths(page, testInfo, 'trade-sell-confirmed');
  });
  expect(errors).toEqual([]);
});

test('MIGR: a cancelled wait sends nothing; the next wait goes through exactly once when the pool opens', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await connectAs(page, 'alice');
  const mint = mints.MIGR!;
  await page.goto(`/tokens/${mint}`);
  const panel = panelOf(page, 'MIGR');
  const before = await balance(page, mint);
  await panel.getByLabel('Amount').fill('0.1');

  await test.step('cancel the wait: nothing was sent', async () => {
    await panel.getByRole('button', { name: 'Buy MIGR' }).click();
    const wait = panel.getByTestId('venue-wait');
    await expect(wait).toContainText(
      'The token is moving from its bonding curve to a pool; your trade will be sent when it opens.',
    );
    await expect(panel.getByTestId('venue-countdown')).toHaveText(/^Next try in \d+ seconds?$/);
    await screenshotAtWidths(page, testInfo, 'trade-venue-wait');
    await wait.getByRole('button', { name: 'Cancel waiting' }).click();
    await expect(panel.getByText(/^You stopped waiting: .* Nothing was sent\.$/)).toBeVisible();
    expect(await balance(page, mint)).toEqual(before);
    await panel.getByRole('button', { name: 'Try again' }).click();
  });

  await test.step('wait, the venue opens, the trade goes through once', async () => {
    await panel.getByRole('button', { name: 'Buy MIGR' }).click();
    await expect(panel.getByTestId('venue-wait')).toBeVisible();
    // Let the panel meet the refusal at least twice, then open the pool.
    await expect(panel.getByTestId('venue-wait')).toContainText('(try 3)', { timeout: 15_000 });
    const opened = await page.request.post(`${SIM}/__sim/market/venue`, { data: { mint, venue: 'pool' } });
    expect(opened.ok()).toBe(true);
    await expect(panel.getByTestId('trade-confirmed')).toContainText('Confirmed', { timeout: 30_000 });
    await expect(panel.getByTestId('trade-venue')).toContainText('Filled in the token’s pool');
    const signature = await panel.getByTestId('tx-signature').getAttribute('title');
    const tx = await report(page, signature!);
    const after = await balance(page, mint);
    // One fill only: the wallet changed by exactly this transaction's deltas.
    expect(after.tokens - before.tokens).toBe(BigInt(tx.changes.tokens[0]!.delta));
    expect(after.sol - before.sol).toBe(BigInt(tx.changes.sol));
    // The activity journal: the same intent (one Idempotency-Key) refused by the venue, then sent once.
    const { activity } = (await (await page.request.get('/api/activity?limit=200')).json()) as {
      activity: { idempotencyKey: string; status: string; signature: string | null; error: string | null }[];
    };
    const key = activity.find((e) => e.signature === signature)!.idempotencyKey;
    const attempts = activity.filter((e) => e.idempotencyKey === key);
    expect(attempts.filter((e) => e.status === 'submitted')).toHaveLength(1);
    expect(attempts.filter((e) => e.error === 'migration_pending').length).toBeGreaterThanOrEqual(2);
  });
});

test('caps set with /__sim/market/caps show their figures', async ({ page }) => {
  await connectAs(page, 'alice');
  await page.goto(`/tokens/${mints.GRASS}`);
  const panel = panelOf(page, 'GRASS');
  const caps = (data: object) =>
    page.request.post(`${SIM}/__sim/market/caps`, { data: { clientId: CLIENT, ...data } });

  expect((await caps({ maxTradeLamports: '300000000' })).ok()).toBe(true);
  await panel.getByLabel('Amount').fill('0.5');
  await panel.getByRole('button', { name: 'Buy GRASS' }).click();
  await expect(panel.getByText('This app allows at most 0.3 SOL per buy. Nothing was sent.')).toBeVisible();
  await expect(panel.getByText('Buy 0.3 SOL or less. Sells are never capped.')).toBeVisible();
  await panel.getByRole('button', { name: 'Change the amount' }).click();

  expect((await caps({ maxTradeLamports: null, dailyVolumeCapLamports: '1000000000' })).ok()).toBe(true);
  const spent = { clientId: CLIENT, userId: 'alice', lamports: '900000000' };
  expect((await page.request.post(`${SIM}/__sim/market/spent`, { data: spent })).ok()).toBe(true);
  await panel.getByRole('button', { name: 'Buy GRASS' }).click();
  await expect(
    panel.getByText(
      'You have bought 0.9 SOL today through this app, of 1 SOL a day, so 0.1 SOL is left. Nothing was sent.',
    ),
  ).toBeVisible();
  await expect(
    panel.getByText(/^Buy at most 0\.1 SOL, or wait until the limit resets at 00:00 UTC \(.+ your time\)/),
  ).toBeVisible();
});

test('a trade that lands failed on chain says its fees were still paid', async ({ page }) => {
  await connectAs(page, 'alice');
  const mint = mints.POOL!;
  await page.goto(`/tokens/${mint}`);
  const panel = panelOf(page, 'POOL');
  const before = await balance(page, mint);
  // The price moves 10 % against the next POOL trade after its quote: past a 0.5 % slippage.
  const drift = await page.request.post(`${SIM}/__sim/market/next-quote-drift`, {
    data: { mint, bps: 1000 },
  });
  expect(drift.ok()).toBe(true);
  await panel.getByLabel('Amount').fill('0.1');
  await panel.getByText('0.5%').click();
  await panel.getByRole('button', { name: 'Buy POOL' }).click();
  await expect(
    panel.getByText(/^Your trade failed on the network, so nothing was filled — but .* still paid\.$/),
  ).toBeVisible({
    timeout: 30_000,
  });
  const signature = await panel.getByTestId('tx-signature').getAttribute('title');
  const tx = await report(page, signature!);
  expect(tx.status).toBe('failed');
  await expect(panel.getByTestId('trade-fees-paid')).toHaveText(
    `Fees still paid: ${formatSol(BigInt(tx.fee))} SOL (network fee with the priority fee and tip). Nothing else moved.`,
  );
  const after = await balance(page, mint);
  expect(after.tokens).toBe(before.tokens);
  expect(before.sol - after.sol).toBe(BigInt(tx.fee));
});

test('carol is told 1-click trading is off before typing; bob holds no POOL to sell', async ({
  page,
  browser,
}) => {
  await connectAs(page, 'carol');
  await page.goto(`/tokens/${mints.GRASS}`);
  const panel = panelOf(page, 'GRASS');
  await expect(panel.getByText('1-click trading is off for your wallet')).toBeVisible();
  await expect(panel.getByLabel('Amount')).toHaveCount(0);

  const bob = await browser.newPage();
  await connectAs(bob, 'bob');
  await bob.goto(`/tokens/${mints.POOL}`);
  const pool = panelOf(bob, 'POOL');
  await pool.getByRole('tab', { name: 'Sell' }).click();
  await expect(pool.getByRole('button', { name: /^Max: use all/ })).toHaveCount(0);
  await pool.getByLabel('Amount').fill('10');
  await pool.getByRole('button', { name: 'Sell POOL' }).click();
  await expect(pool.getByText('You hold no POOL, so there is nothing to sell.')).toBeVisible();
  await expect(pool.getByLabel('Amount')).toBeFocused();
  await bob.close();
});

test('a governance token that trades shows both; PLAIN shows the panel and the note', async ({
  page,
}, testInfo) => {
  await connectAs(page, 'alice');
  await page.goto(`/tokens/${mints.LUMEN}`);
  await expect(page.getByRole('region', { name: 'The mutable window' })).toBeVisible();
  const panel = panelOf(page, 'LUMEN');
  await expect(panel.getByTestId('trade-balances')).toContainText('LUMEN');
  await panel.getByLabel('Amount').fill('0.1');
  await panel.getByRole('button', { name: 'Buy LUMEN' }).click();
  await expect(panel.getByTestId('trade-confirmed')).toContainText('Confirmed: you bought', {
    timeout: 30_000,
  });
  await screenshotAtWidths(page, testInfo, 'trade-lumen');

  await page.goto(`/tokens/${mints.PLAIN}`);
  await expect(page.getByRole('heading', { name: 'This token has no governance' })).toBeVisible();
  await expect(panelOf(page, 'PLAIN')).toBeVisible();
});
