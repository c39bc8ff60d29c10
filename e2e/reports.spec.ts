// The partner's trade reports: a dashboard of its own (the Partner tier app, a 50 bps fee, two allowed
// partner pages), two widget trades from those two pages, then the team's report lists both with their
// origin, and its fee total (on the page and in the CSV) is what the fee account received on the chain.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { solAmount } from '@/lib/format';
import { waitForServer } from '../test/support/wait-for';
import { hostPage, serveHost, type HostServer, type Logged } from './embed-host';
import { connectAs, expect, freePort, ownProcesses, test } from './support';

declare global {
  interface Window {
    __events: Logged[];
  }
}

type World = {
  tokens: { mint: string; symbol: string }[];
  users: { username: string; wallet: string }[];
  clients: { clientId: string; apiKey: string; feeWallet: string | null }[];
};

async function balance(sim: string, address: string): Promise<bigint> {
  const answer = await fetch(`${sim}/rpc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }),
  });
  return BigInt(((await answer.json()) as { result: { value: number } }).result.value);
}

/** On the partner page at `origin`: connects the buy widget as `user` through the popup, buys, waits for confirmed. */
async function widgetTrade(browser: Browser, origin: string, user: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const events = async (type: string) =>
    (await page.evaluate(() => window.__events)).filter((e) => e.type === type && e.target === 'buy');
  await page.goto(origin);
  await expect.poll(async () => (await events('ready')).length, { timeout: 30_000 }).toBe(1);
  const buy = page.locator('#buy iframe').contentFrame();
  const popupOpened = page.waitForEvent('popup');
  await buy.getByRole('button', { name: 'Connect' }).click();
  const popup = await popupOpened;
  await popup.getByRole('radio', { name: new RegExp(`^${user}`) }).check();
  await popup.getByRole('button', { name: 'Approve' }).click();
  await expect(buy.getByText(`Connected as ${user}`)).toBeVisible({ timeout: 15_000 });
  await buy.getByLabel('Amount').fill('0.02');
  await buy.getByRole('button', { name: /^Buy/ }).last().click();
  await expect.poll(async () => (await events('confirmed')).length, { timeout: 30_000 }).toBe(1);
  const [confirmed] = await events('confirmed');
  await context.close();
  return String(confirmed!.signature);
}

test('two widget trades from two allowed pages appear in the report with their origins and the chain’s fee total', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const root = process.cwd();
  const [port, simPort, shopPort, blogPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const sim = `http://127.0.0.1:${simPort}`;
  const dashboard = `http://localhost:${port}`;
  const storeDir = mkdtempSync(path.join(tmpdir(), 'reports-journey-store-'));
  const processes = ownProcesses(root);
  const hosts: HostServer[] = [];
  try {
    await processes.simulator(simPort, port);
    const world = (await (await fetch(`${sim}/__sim/world`)).json()) as World;
    const app = world.clients.find((client) => client.clientId === 'partner-pro_app')!;
    const feeWallet = app.feeWallet!;
    const grass = world.tokens.find((t) => t.symbol === 'GRASS')!.mint;
    const pool = world.tokens.find((t) => t.symbol === 'POOL')!.mint;
    const dana = world.users.find((u) => u.username.startsWith('dana'))!.wallet;
    for (const hostPort of [shopPort, blogPort])
      hosts.push(await serveHost(hostPort, hostPage(dashboard, grass, pool)));
    const [shop, blog] = hosts.map((host) => host.origin) as [string, string];

    const server = processes.node([path.join(root, 'scripts/serve.mjs')], {
      PORT: String(port),
      SIMULATOR_PORT: String(simPort),
      PARTNER_CLIENT_ID: app.clientId,
      PARTNER_API_KEY: app.apiKey,
      PARTNER_TIER: 'partner',
      PARTNER_FEE_BPS: '50',
      PARTNER_FEE_WALLET: feeWallet,
      EMBED_ALLOWED_ORIGINS: `${shop} ${blog}`,
      PARTNER_ADMIN_WALLETS: dana,
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      STORE_URL: `pglite:${storeDir}`,
      STORE_BACKUP_MINUTES: '0',
      LOG_LEVEL: 'warn',
      AUTH_PER_MINUTE_PER_IP: '600',
      OAUTH_CALLS_PER_MINUTE: '480',
    });
    await waitForServer(`${dashboard}/api/time`, server, 'the dashboard');

    const feeBefore = await balance(sim, feeWallet);
    const signatures = [await widgetTrade(browser, shop, 'alice'), await widgetTrade(browser, blog, 'bob')];
    const received = (await balance(sim, feeWallet)) - feeBefore;
    expect(received).toBeGreaterThan(0n);

    // Not on the team: the 403 page, and the CSV refused in the error shape.
    const visitor = await browser.newContext({ baseURL: dashboard });
    const stranger = await visitor.newPage();
    expect((await stranger.goto('/partners/reports'))?.status()).toBe(403);
    const refused = await stranger.request.get('/api/partners/reports.csv');
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ error: 'partner_only' });
    await visitor.close();

    const context = await browser.newContext({ baseURL: dashboard });
    const page = await context.newPage();
    await connectAs(page, 'dana');
    await page.goto('/partners/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Trade reports' })).toBeVisible();
    const origins = page.getByTestId('report-origins');
    for (const origin of [shop, blog])
      await expect(origins.getByRole('row').filter({ hasText: origin })).toContainText(origin);
    const trades = page.getByTestId('report-trades').getByRole('row');
    await expect(trades).toHaveCount(3); // the header and the two trades
    await expect(trades.filter({ hasText: shop })).toHaveCount(1);
    await expect(trades.filter({ hasText: blog })).toHaveCount(1);
    await expect(page.locator('[data-total="Partner fees received"]')).toHaveText(solAmount(received));
    await expect(page.locator('[data-total="Trades"]')).toHaveText('2');

    const csv = await page.request.get('/api/partners/reports.csv');
    expect(csv.status()).toBe(200);
    const rows = (await csv.text())
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(','));
    expect(rows.map((row) => row[10]).sort()).toEqual([...signatures].sort());
    expect(rows.map((row) => row[2]).sort()).toEqual([shop, blog].sort());
    expect(rows.reduce((sum, row) => sum + BigInt(row[8]!), 0n)).toBe(received);

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`reports-${width}.png`), fullPage: true });
    }
    await context.close();
  } finally {
    for (const host of hosts) await host.close();
    processes.stop();
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(storeDir, { recursive: true, force: true });
  }
});
