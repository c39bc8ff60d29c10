// The activity page, and the write that outlives its server: a vote is in flight when the dashboard's
// process is killed with SIGKILL; after a restart the activity page finds the vote on the chain and
// settles it as confirmed. The second journey runs its own simulator and server on free ports, so the
// shared server of the other journeys is never touched.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { waitForServer } from '../test/support/wait-for';
import {
  collectConsoleErrors,
  connectAs,
  expect,
  freePort,
  openProposalOf,
  resetWorld,
  ownProcesses,
  test,
} from './support';

const SIM = `http://127.0.0.1:${process.env.SIMULATOR_PORT ?? 4010}`;
type World = {
  clients: { clientId: string; apiKey: string }[];
  tokens: { mint: string; symbol: string }[];
  proposals: { proposal: string; mint: string; note: string }[];
};

async function openLumenProposal(page: Page, sim: string) {
  const world = (await (await page.request.get(`${sim}/__sim/world`)).json()) as World;
  const { mint, proposal } = openProposalOf(world, 'LUMEN');
  await page.goto(`/tokens/${mint}/proposals/${proposal}`);
  return { mint, proposal };
}

/**
 * No serious or critical axe-core violations on the page as it is now; then a full-page screenshot at each
 * width and colour scheme, into /tmp/`name`-`width`-`scheme`.png.
 */
async function expectAccessibleAndShoot(
  page: Page,
  name: string,
  views: readonly (readonly [width: number, scheme: 'light' | 'dark'])[],
) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  for (const [width, scheme] of views) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/${name}-${width}-${scheme}.png`, fullPage: true });
  }
}

/** Opens the vote dialog on the proposal page and confirms a yes vote of `amount` tokens. */
async function vote(page: Page, amount: string) {
  const panel = page.getByRole('region', { name: 'Your actions' });
  await panel.getByRole('button', { name: 'Vote yes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vote on this proposal' });
  await dialog.getByRole('radio', { name: 'Yes' }).check();
  await dialog.getByLabel(/^Amount to lock/).fill(amount);
  await dialog.getByRole('button', { name: 'Lock and vote' }).click();
  return dialog;
}

test('the activity page lists a confirmed vote, linked from the header once connected', async ({ page }) => {
  test.setTimeout(120_000);
  await resetWorld(page.request, SIM);
  const errors = collectConsoleErrors(page);
  await page.goto('/activity');
  await expect(page.getByRole('heading', { name: 'Connect to see your activity' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }),
  ).toHaveCount(0);

  await connectAs(page, 'alice');
  await openLumenProposal(page, SIM);
  const dialog = await vote(page, '10,000');
  await expect(dialog.getByTestId('action-status')).toHaveText(/^Done: /, { timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { name: 'Your activity', level: 1 })).toBeVisible();
  // Newest first; earlier runs on this store may have listed the same vote before.
  const row = page.getByRole('listitem').filter({ hasText: 'vote yes 10,000 tokens' }).first();
  await expect(row.getByText('Confirmed', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(row.getByTestId('tx-signature')).toBeVisible();
  await expect(row.getByRole('link', { name: 'Open the proposal' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Every write is settled.' })).toBeVisible();

  await expectAccessibleAndShoot(page, 'harden-activity', [
    [390, 'light'],
    [1280, 'light'],
    [1280, 'dark'],
  ]);

  // The network record is a page of the transaction, not the raw JSON of /api/tx.
  await page.setViewportSize({ width: 1280, height: 900 });
  await row.getByRole('link', { name: /^Network record/ }).click();
  await expect(page).toHaveURL(/\/tx\/[1-9A-HJ-NP-Za-km-z]{64,88}$/);
  await expect(page.getByRole('heading', { name: /^Transaction /, level: 1 })).toBeVisible();
  // Confirmed, or already finalized 32 slots later (12.8 s on the simulator's clock).
  await expect(page.getByTestId('tx-status')).toContainText(/Confirmed|Finalized/);
  await expect(page.getByTestId('tx-slot')).toContainText(/\d/);
  await expect(page.getByTestId('tx-block-time')).toContainText(/\d{4}/);
  await expect(page.getByTestId('tx-fee')).toContainText(/\d SOL/);
  await expect(page.getByTestId('tx-fee-payer')).toContainText('your wallet');
  // alice's 10,000 LUMEN left her token account for the vote's escrow, which gained them.
  await expect(page.getByTestId('tx-token-changes')).toContainText('−10,000 LUMEN');
  await expect(page.getByTestId('tx-token-changes')).toContainText('+10,000 LUMEN');
  await expect(page.getByTestId('tx-sol-changes')).toContainText(/−\d[\d,.]* SOL/);
  await expect(page.getByTestId('tx-instruction-list')).toContainText('Token Program');
  await expect(page.getByTestId('tx-instruction-list')).toContainText('Compute Budget Program');
  await expectAccessibleAndShoot(page, 'b-tx-page', [
    [390, 'light'],
    [1280, 'dark'],
  ]);
  expect(errors).toEqual([]);
});

test('a transaction page answers 404 for a malformed signature and for one the network never saw', async ({
  page,
}) => {
  const malformed = await page.goto('/tx/not-a-signature');
  expect(malformed?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This is not a transaction signature' })).toBeVisible();
  // 64 bytes of 42 in base58: a well-formed signature that no transaction carries.
  const unknown = await page.goto(
    '/tx/qtstFmGTeYMvMzbdkCymFj2xvXsZV7jqa6guP2sgP9E6av1Lva5SM5GCbumRzkRiV4M2jjiFUuWyzSLYwUpPSwj',
  );
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Transaction not found' })).toBeVisible();
  await expect(
    page.getByText('The network has no record of this signature.', { exact: false }),
  ).toBeVisible();
  await page.screenshot({ path: '/tmp/b-tx-not-found.png', fullPage: true });
});

test('a vote in flight when the server is killed (SIGKILL) is settled as confirmed after a restart', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const root = process.cwd();
  const [port, simPort] = [await freePort(), await freePort()];
  const sim = `http://127.0.0.1:${simPort}`;
  const storeDir = mkdtempSync(path.join(tmpdir(), 'harden-journey-store-'));
  const processes = ownProcesses(root);
  try {
    await processes.simulator(simPort, port);
    const serverEnv = {
      PORT: String(port),
      SIMULATOR_PORT: String(simPort),
      PARTNER_CLIENT_ID: 'demo-dashboard_app',
      PARTNER_API_KEY: 'sk_demo-dashboard_key_7f3a',
      PARTNER_TIER: 'partner',
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      STORE_URL: `pglite:${storeDir}`,
      LOG_LEVEL: 'warn',
      AUTH_PER_MINUTE_PER_IP: '600',
      OAUTH_CALLS_PER_MINUTE: '480',
    };
    const startServer = async () => {
      const server = processes.node([path.join(root, 'scripts/serve.mjs')], serverEnv);
      await waitForServer(`http://localhost:${port}/api/time`, server, 'the dashboard');
      return server;
    };
    let server = await startServer();

    const context = await browser.newContext({ baseURL: `http://localhost:${port}` });
    const page = await context.newPage();
    await connectAs(page, 'alice');
    await openLumenProposal(page, sim);
    // The service executes the vote at once and holds its answer for 4 s: the dashboard dies in between.
    const fault = { route: 'POST /partner/v1/governance/votes', count: 1, answerDelayMs: 4_000 };
    expect((await page.request.post(`${sim}/__sim/faults`, { data: fault })).ok()).toBe(true);
    const sentVotes = async () =>
      ((await (await page.request.get(`${sim}/__sim/stats`)).json()) as { requests: Record<string, number> })
        .requests['POST /partner/v1/governance/votes'] ?? 0;
    const before = await sentVotes();
    await vote(page, '12,345');
    await expect.poll(sentVotes, { timeout: 15_000 }).toBe(before + 1);
    server.kill('SIGKILL'); // kill -9: no answer, no outcome recorded, the journal entry stays pending
    await new Promise((resolve) => server.once('exit', resolve));

    server = await startServer();
    await page.goto('/activity');
    const row = page.getByRole('listitem').filter({ hasText: 'vote yes 12,345 tokens' });
    await expect(row).toBeVisible();
    await expect(row.getByText('Confirmed (found on the network)')).toBeVisible({ timeout: 120_000 });
    await expect(row.getByTestId('tx-signature')).toBeVisible();
    await expect(row.getByRole('link', { name: 'Open the proposal' })).toBeVisible();
    await page.screenshot({ path: '/tmp/harden-activity-after-kill.png', fullPage: true });
    await context.close();
  } finally {
    processes.stop();
    rmSync(storeDir, { recursive: true, force: true });
  }
});
