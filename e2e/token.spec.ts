import { type Page } from '@playwright/test';
import { Keypair } from '@solana/web3.js';
import {
  collectConsoleErrors,
  connectAs,
  expect,
  expectNamesStartWithVisibleText,
  expectNoSeriousViolations,
  resetWorld,
  screenshotAtWidths,
  test,
} from './support';

// The token governance page against the simulator's seed (README, "The simulator").

async function openDemoToken(page: Page, symbol: string) {
  await page.goto('/');
  const demo = page.getByRole('region', { name: 'Demo tokens' });
  await demo.getByRole('link', { name: new RegExp(`^${symbol}\\b`) }).click();
  await page.waitForURL(/\/tokens\/[1-9A-HJ-NP-Za-km-z]{32,44}$/);
}

const proposalRow = (page: Page, index: number) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^#${index} `) }) });

const simulatorUrl = `http://127.0.0.1:${process.env.SIMULATOR_PORT ?? '4010'}`;

test.beforeAll(async ({ playwright }) => {
  // Start from the seed, whatever earlier specs did to it.
  const request = await playwright.request.newContext();
  await resetWorld(request, simulatorUrl);
  await request.dispose();
});

test('an invalid mint typed on the home page is refused before any request', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const input = page.getByLabel('Token mint address');
  await input.fill('not-a-mint-0OIl');
  await page.getByRole('button', { name: 'Open token' }).click();
  await expect(page.getByText(/This is not a valid token address/)).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toBeFocused();
  await input.fill('abcXYZ');
  await page.getByRole('button', { name: 'Open token' }).click();
  await expect(page.getByText(/32 to 44 characters long, and this is 6/)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  // Nothing was asked of the server about the typed text (links may still prefetch other pages).
  expect(requests.filter((url) => /not-a-mint|abcXYZ|\/api\//.test(url))).toEqual([]);
});

test('a visitor who is not connected is told why to connect on a token page', async ({ page }) => {
  await openDemoToken(page, 'LUMEN');
  await expect(page.getByRole('heading', { name: 'Connect to read this token’s governance' })).toBeVisible();
  const connect = page.getByRole('link', { name: 'Connect', exact: true });
  await expect(connect).toHaveAttribute('href', /^\/api\/auth\/login\?returnTo=%2Ftokens%2F/);
  const tokenPath = new URL(page.url()).pathname;
  await connect.click();
  await page.getByRole('radio', { name: /^bob/ }).check();
  await page.getByRole('button', { name: 'Approve' }).click();
  // Back on the same token, now readable.
  await page.waitForURL((url) => url.pathname === tokenPath);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lumen');
});

test('a holder reads LUMEN: metadata, rules, proposals, filters and locks', async ({ page }, testInfo) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Demo tokens' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await connectAs(page, 'alice');
  await expect(page.getByRole('heading', { name: 'Connected as alice' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshotAtWidths(page, testInfo, 'home-demo');

  await openDemoToken(page, 'LUMEN');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lumen');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('LUMEN');
  await expect(page.getByText('Lanterns for every night market.').first()).toBeVisible();

  await expect(
    page.getByText(
      'At least 5 distinct voters locking at least 1,000 LUMEN each; 15% of the supply must take part; 66% of the weight cast must be yes; a proposal locks a bond of 1.5% of supply (15,000,000 LUMEN).',
    ),
  ).toBeVisible();
  await expect(page.getByText(/^Content revision 1:/)).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();

  const proposals = page.getByRole('region', { name: 'Proposals' });
  // The page's event stream is open: the list says it is live, not that it polls.
  await expect(
    proposals.getByText('Newest first. Live: new votes, proposals and results appear'),
  ).toBeVisible();
  await expect(proposals.getByRole('heading', { level: 3 })).toHaveCount(3);
  await expect(proposals.getByRole('heading', { level: 3 }).first()).toHaveText(/^#2 /);
  await expect(proposalRow(page, 2).getByText('Open', { exact: true })).toBeVisible();
  await expect(proposalRow(page, 2).getByText(/left to vote$/)).toBeVisible();
  await expect(proposalRow(page, 2).getByText('You have not voted yet.')).toBeVisible();
  await expect(proposalRow(page, 1).getByText('Failed', { exact: true })).toBeVisible();
  await expect(
    proposalRow(page, 1).getByText('Failed: 4.1% of supply took part, 15% needed, although 98% voted yes.'),
  ).toBeVisible();
  await expect(proposalRow(page, 0).getByText('Executed', { exact: true })).toBeVisible();
  await expect(proposalRow(page, 0).getByText(/^You voted yes with 10,000,000 LUMEN$/)).toBeVisible();
  await expect(proposalRow(page, 2).getByRole('link')).toHaveAttribute(
    'href',
    /^\/tokens\/[1-9A-HJ-NP-Za-km-z]+\/proposals\/[1-9A-HJ-NP-Za-km-z]+$/,
  );

  const needs = proposals.getByRole('button', { name: /^Needs my vote/ });
  await expect(needs).toHaveText(/1$/);
  await needs.click();
  await expect(needs).toHaveAttribute('aria-pressed', 'true');
  await expect(proposals.getByRole('heading', { level: 3 })).toHaveCount(1);
  await expect(proposals.getByRole('heading', { level: 3 })).toHaveText(/^#2 /);
  await proposals.getByRole('button', { name: /^Ready to settle/ }).click();
  await expect(proposals.getByText(/Nothing to settle/)).toBeVisible();
  await proposals.getByRole('button', { name: /^All/ }).click();

  const locks = page.getByRole('region', { name: 'My locks' });
  await expect(locks.getByText('Withdraw now')).toBeVisible();
  await expect(locks.getByText('10,000,000 LUMEN, yes')).toBeVisible();

  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page);
  await screenshotAtWidths(page, testInfo, 'token-lumen');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);

  // The visit is remembered on the home page.
  await page.goto('/');
  const recent = page.getByRole('region', { name: 'Recently opened' });
  await expect(recent.getByRole('link', { name: /LUMEN\s*Lumen/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a token page fetches no other page while it loads: its links prefetch on intent', async ({ page }) => {
  await connectAs(page, 'alice');
  const world = (await (await page.request.get(`${simulatorUrl}/__sim/world`)).json()) as {
    tokens: { mint: string; symbol: string }[];
  };
  const lumen = world.tokens.find((t) => t.symbol === 'LUMEN')!.mint;
  const prefetched: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch'] || request.headers()['rsc']) prefetched.push(request.url());
  });
  await page.goto(`/tokens/${lumen}`);
  await expect(proposalRow(page, 2)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(prefetched).toEqual([]);
});

test('the other demo tokens show their window states, locks and missing governance', async ({
  page,
}, testInfo) => {
  await connectAs(page, 'alice');

  await openDemoToken(page, 'EMBER');
  await expect(page.getByText('Lapsed, not yet recorded')).toBeVisible();
  await expect(page.getByText(/The window ended on/)).toBeVisible();

  await openDemoToken(page, 'STONE');
  await expect(page.getByRole('region', { name: 'The mutable window' }).getByText('Finalized')).toBeVisible();
  await expect(page.getByText(/locked forever/).first()).toBeVisible();

  await openDemoToken(page, 'TIDE');
  await expect(page.getByText('Mutable, extended')).toBeVisible();
  await expect(page.getByText('Closed, awaiting settlement')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Ready to settle/ })).toHaveText(/1$/);

  await openDemoToken(page, 'QUILL');
  const fields = page.getByRole('region', { name: 'Metadata fields' });
  const symbolTerm = fields.locator('dt').filter({ hasText: 'Symbol' });
  await expect(symbolTerm.getByText('Locked')).toBeVisible();
  await expect(fields.locator('dt').filter({ hasText: 'Name' }).getByText('Locked')).toHaveCount(0);
  await screenshotAtWidths(page, testInfo, 'token-quill');

  await openDemoToken(page, 'PLAIN');
  await expect(page.getByRole('heading', { name: 'This token has no governance' })).toBeVisible();
  // The trading tokens are demo tokens too, and a trade-only page is remembered like the others.
  await openDemoToken(page, 'GRASS');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Grass Roots');
  await expect(page.getByRole('heading', { name: 'This token has no governance' })).toBeVisible();
  await page.goto('/');
  const demo = page.getByRole('region', { name: 'Demo tokens' });
  for (const symbol of ['GRASS', 'EDGE', 'MIGR', 'OPEN', 'POOL'])
    await expect(demo.getByRole('link', { name: new RegExp(`^${symbol}\\b`) })).toBeVisible();
  const recent = page.getByRole('region', { name: 'Recently opened' });
  await expect(recent.getByRole('link').first()).toHaveAccessibleName(/^GRASS\s*Grass Roots/);
  await expect(recent.getByRole('link', { name: /^PLAIN\s*Plainsong/ })).toBeVisible();
  await screenshotAtWidths(page, testInfo, 'home-recent-trading');

  await page.goto('/tokens/not-a-mint');
  await expect(page.getByRole('heading', { name: 'This is not a valid token address' })).toBeVisible();
});

test('a token page that does not exist answers 404: a malformed mint, and an address that is no token', async ({
  page,
}) => {
  const malformedVisitor = await page.goto('/tokens/not-a-mint');
  expect(malformedVisitor?.status()).toBe(404);
  await connectAs(page, 'alice');
  // Decided before the page's loading boundary streams anything: the document itself is a 404.
  const malformed = await page.goto('/tokens/%%%');
  expect(malformed?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This is not a valid token address' })).toBeVisible();
  const unknown = await page.goto(`/tokens/${'1'.repeat(32)}`);
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'No token at this address' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
  // A trading token without governance has a page, but nothing to propose a change to.
  await openDemoToken(page, 'GRASS');
  expect((await page.reload())?.status()).toBe(200);
  const propose = await page.goto(`${new URL(page.url()).pathname}/propose`);
  expect(propose?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await openDemoToken(page, 'LUMEN');
  expect((await page.reload())?.status()).toBe(200);
  expect((await page.goto(`${new URL(page.url()).pathname}/propose`))?.status()).toBe(200);
});

test('a busy service and a down one read as different sentences when a page’s governance read fails', async ({
  page,
}, testInfo) => {
  await connectAs(page, 'alice');
  // An address no page has read yet: the dashboard holds nothing to show instead, so the service's own
  // answer reaches the page (server-rendered) and the API (for the browser's reads).
  const unread = () => Keypair.generate().publicKey.toBase58();
  const refuse = async (fault: object) => {
    await page.request.delete(`${simulatorUrl}/__sim/faults`);
    const answer = await page.request.post(`${simulatorUrl}/__sim/faults`, {
      data: { route: 'GET /partner/v1/governance/{mint}', count: 50, ...fault },
    });
    expect(answer.ok()).toBe(true);
  };
  const alert = page.getByRole('alert').filter({ hasText: 'could not be read' });
  try {
    await refuse({ status: 429, error: 'rate_limit_exceeded', retryAfterSeconds: 40 });
    const mint = unread();
    const html = await (await page.request.get(`/tokens/${mint}`)).text();
    expect(html).toContain('The service is busy; try again in 40 seconds.');
    const api = await page.request.get(`/api/partner/v1/governance/${unread()}`);
    expect(api.status()).toBe(429);
    expect(api.headers()['retry-after']).toBe('40');
    expect(await api.json()).toMatchObject({ error: 'rate_limit_exceeded', retryAfterSeconds: 40 });

    await page.goto(`/tokens/${mint}`);
    await expect(alert).toContainText(/The service is busy; try again in (3\d|40) seconds\./);
    await expect(alert.getByRole('button', { name: /^Try again in \d+ seconds$/ })).toBeDisabled();
    await screenshotAtWidths(page, testInfo, 'token-read-busy');
    await page.goto(`/tokens/${unread()}/proposals/${unread()}`);
    await expect(alert).toContainText(/The service is busy; try again in (3\d|40) seconds\./);

    await refuse({ status: 503, error: 'service_unavailable' });
    await page.goto(`/tokens/${unread()}`);
    await expect(alert).toContainText('The service is down right now; try again later.');
    await expect(alert).not.toContainText('busy');
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await screenshotAtWidths(page, testInfo, 'token-read-down');
    await page.goto(`/tokens/${unread()}/proposals/${unread()}`);
    await expect(alert).toContainText('The service is down right now; try again later.');
    const down = await page.request.get(`/api/partner/v1/governance/${unread()}`);
    expect(down.status()).toBe(503);
    expect(await down.json()).toMatchObject({ error: 'service_unavailable' });
  } finally {
    await page.request.delete(`${simulatorUrl}/__sim/faults`);
  }
});

test('the token page’s controls are named by the words they show (WCAG 2.5.3), connected and not', async ({
  page,
}) => {
  await openDemoToken(page, 'LUMEN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connect to read this token’s governance');
  await expectNamesStartWithVisibleText(page);
  await expectNoSeriousViolations(page);

  await connectAs(page, 'alice');
  await openDemoToken(page, 'LUMEN');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lumen');
  // The trade panel as it first shows (the form's shell), then as she turns to it: the form, with the
  // control that fills in the most she can spend.
  const panel = page.getByRole('region', { name: 'Trade LUMEN' });
  await expect(panel.getByRole('button', { name: 'Buy LUMEN' })).toBeVisible({ timeout: 15_000 });
  await expectNamesStartWithVisibleText(page);
  await expectNoSeriousViolations(page);
  await panel.hover();
  const max = page.getByRole('button').filter({ hasText: /^Max$/ });
  await expect(max).toBeVisible({ timeout: 15_000 });
  await expectNamesStartWithVisibleText(page);
  await expect(max).toHaveAccessibleName(/^Max: use all [\d,.]+ SOL$/);
  await expectNoSeriousViolations(page);
  await page.getByRole('tab', { name: 'Sell' }).click();
  await expect(max).toHaveAccessibleName(/^Max: use all [\d,.]+ LUMEN$/);
  await expectNamesStartWithVisibleText(page);
  await expectNoSeriousViolations(page);
});
