// The embeddable trade widget on a partner's page on another site (127.0.0.1 vs localhost): two widgets
// say ready with their own instance ids, one connects through the login popup (both hear it), the
// partitioned session stays inside the partner's page, trading posts submitted then confirmed, a page
// that is not allowed cannot frame the widget, and the widget refuses a made-up parent.
import { type Page } from '@playwright/test';
import { hostPage, serveHost, type HostServer, type Logged } from './embed-host';
import {
  collectConsoleErrors,
  expect,
  expectNoSeriousViolations,
  requestWatch,
  resetWorld,
  test,
} from './support';

const SIM = `http://127.0.0.1:${process.env.SIMULATOR_PORT ?? 4010}`;
const HOST_PORT = Number(process.env.EMBED_HOST_PORT ?? 3304);

let allowed: HostServer;
let unlisted: HostServer;
let grass: string;
let pool: string;

declare global {
  interface Window {
    __events: Logged[];
  }
}

test.beforeAll(async ({ request, baseURL }) => {
  await resetWorld(request, SIM);
  const world = (await (await request.get(`${SIM}/__sim/world`)).json()) as {
    tokens: { mint: string; symbol: string }[];
  };
  grass = world.tokens.find((t) => t.symbol === 'GRASS')!.mint;
  pool = world.tokens.find((t) => t.symbol === 'POOL')!.mint;
  const html = hostPage(new URL(baseURL!).origin, grass, pool);
  allowed = await serveHost(HOST_PORT, html);
  unlisted = await serveHost(HOST_PORT + 1, html);
});

test.afterAll(async () => {
  await allowed?.close();
  await unlisted?.close();
});

const events = (page: Page) => page.evaluate(() => window.__events);
const ofType = async (page: Page, type: string) => (await events(page)).filter((e) => e.type === type);
const widget = (page: Page, id: 'buy' | 'sell') => page.locator(`#${id} iframe`).contentFrame();

/** Connects the buy widget as `user` through the popup, and waits until both widgets say connected. */
async function connectInWidget(page: Page, user: string) {
  const popupOpened = page.waitForEvent('popup');
  await widget(page, 'buy').getByRole('button', { name: 'Connect' }).click();
  const popup = await popupOpened;
  await popup.getByRole('radio', { name: new RegExp(`^${user}`) }).check();
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Approve' }).click();
  await closed;
  await expect
    .poll(async () => (await ofType(page, 'connected')).map((e) => e.target).sort(), { timeout: 15_000 })
    .toEqual(['buy', 'sell']);
  await expect(widget(page, 'buy').getByText(`Connected as ${user}`)).toBeVisible();
}

test('a partner page embeds two widgets, connects through the popup, and disconnects', async ({
  page,
  context,
  baseURL,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto(allowed.origin);

  await expect.poll(async () => (await ofType(page, 'ready')).length, { timeout: 30_000 }).toBe(2);
  const ready = await ofType(page, 'ready');
  const byTarget = Object.fromEntries(ready.map((e) => [e.target, e]));
  expect(byTarget.buy).toMatchObject({ protocol: 'trade-widget', version: 1, mint: grass });
  expect(byTarget.sell).toMatchObject({ protocol: 'trade-widget', version: 1, mint: pool });
  expect(byTarget.buy!.instanceId).not.toBe(byTarget.sell!.instanceId);
  const elementIds = await page.evaluate(() =>
    ['buy', 'sell'].map(
      (id) => (document.getElementById(id) as HTMLElement & { instanceId: string }).instanceId,
    ),
  );
  expect(elementIds).toEqual([byTarget.buy!.instanceId, byTarget.sell!.instanceId]);
  await expect.poll(async () => (await ofType(page, 'connect-required')).length).toBe(2);

  // The iframe takes its content's height.
  const resized = (await ofType(page, 'resize')).filter((e) => e.target === 'buy').at(-1)!;
  await expect(page.locator('#buy iframe')).toHaveCSS('height', `${resized.height as number}px`);

  await connectInWidget(page, 'alice');
  const connected = await ofType(page, 'connected');
  expect(connected.map((e) => e.instanceId).sort()).toEqual(elementIds.slice().sort());

  // The connection lives in the partner page's partition: our own site, top-level, is not connected.
  const site = await context.newPage();
  await site.goto(`${baseURL}/api/auth/session`);
  expect(JSON.parse((await site.locator('body').textContent()) ?? '{}')).toEqual({ connected: false });
  await site.close();

  // It survives a reload of the partner's page.
  await page.reload();
  await expect.poll(async () => (await ofType(page, 'connected')).length, { timeout: 30_000 }).toBe(2);
  await expect(widget(page, 'sell').getByText('Connected as alice')).toBeVisible();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/embed-host-${width}.png`, fullPage: true });
  }

  await widget(page, 'sell').getByRole('button', { name: 'Disconnect' }).click();
  await expect
    .poll(async () => (await ofType(page, 'disconnected')).map((e) => e.target).sort())
    .toEqual(['buy', 'sell']);
  await expect(widget(page, 'sell').getByText('Disconnected.')).toBeVisible();
  await expect(widget(page, 'buy').getByText('Connected as alice')).toHaveCount(0);

  // Changing an attribute updates that instance, under the same instance id (the log restarted with the
  // reload above, so this is its second ready).
  await page.locator('#buy').evaluate((element) => element.setAttribute('side', 'sell'));
  await expect(page.locator('#buy iframe')).toHaveAttribute('src', /[?&]side=sell(&|$)/);
  await expect
    .poll(async () => (await ofType(page, 'ready')).filter((e) => e.target === 'buy').length)
    .toBe(2);
  expect(new Set((await events(page)).filter((e) => e.target === 'buy').map((e) => e.instanceId)).size).toBe(
    1,
  );
  expect(errors).toEqual([]);
});

test('buying in the widget posts submitted, then confirmed with the same signature', async ({ page }) => {
  await page.goto(allowed.origin);
  await expect.poll(async () => (await ofType(page, 'ready')).length, { timeout: 30_000 }).toBe(2);
  await connectInWidget(page, 'alice');

  const buy = widget(page, 'buy');
  await buy.getByLabel('Amount').fill('0.01');
  await expect(buy.getByLabel('Amount')).toHaveValue('0.01');
  await buy.getByRole('button', { name: /^Buy/ }).last().click();
  // Submitted, or what the widget says instead (its alerts and the amount's message) as the failure.
  const submittedOrSaid = async () =>
    (await ofType(page, 'submitted')).length === 1
      ? 'submitted'
      : [
          `amount "${await buy.getByLabel('Amount').inputValue()}"`,
          ...(await buy.getByRole('alert').allInnerTexts()),
          ...(await buy.locator('[aria-live]').allInnerTexts()),
        ].join(' | ');
  await expect.poll(submittedOrSaid, { timeout: 30_000 }).toBe('submitted');
  const [submitted] = await ofType(page, 'submitted');
  expect(submitted).toMatchObject({ target: 'buy', side: 'buy', mint: grass, signature: expect.any(String) });
  await expect.poll(async () => (await ofType(page, 'confirmed')).length, { timeout: 60_000 }).toBe(1);
  const [confirmed] = await ofType(page, 'confirmed');
  expect(confirmed).toMatchObject({ target: 'buy', signature: submitted!.signature });
  expect(BigInt((confirmed!.fills as { tokenDelta: string }).tokenDelta)).toBeGreaterThan(0n);
  await expect(buy.getByText(/^Confirmed:/)).toBeVisible();
  const types = (await events(page)).filter((e) => e.target === 'buy').map((e) => e.type);
  expect(types.indexOf('submitted')).toBeLessThan(types.indexOf('confirmed'));
});

test('the widget reads nothing from the browser while it loads: its first reads come with its page', async ({
  page,
}) => {
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && !pathname.startsWith('/api/stream/')) reads.push(pathname);
  });
  const requests = requestWatch(page);
  await page.goto(allowed.origin);
  await expect.poll(async () => (await ofType(page, 'ready')).length, { timeout: 30_000 }).toBe(2);
  await expect(widget(page, 'buy').getByRole('button', { name: 'Connect' })).toBeVisible();
  await requests.settled();
  // Neither the session, the fee rate nor the token's metadata (nor the schemas checking them).
  expect(reads).toEqual([]);
});

test('a page that is not allowed cannot frame the widget', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.goto(unlisted.origin);
  // Chromium blocks the frame's navigation and reports the frame-ancestors violation.
  await expect
    .poll(() => messages.filter((m) => /frame-ancestors/.test(m) && /blocked/i.test(m)).length, {
      timeout: 30_000,
    })
    .toBe(2);
  // Each frame shows Chromium's error page (a frame's URL follows its blocked navigation a moment later).
  const frameUrls = () =>
    page
      .frames()
      .filter((frame) => frame !== page.mainFrame())
      .map((frame) => frame.url());
  await expect.poll(frameUrls).toEqual(['chrome-error://chromewebdata/', 'chrome-error://chromewebdata/']);
  await page.waitForTimeout(1000);
  expect(await events(page)).toEqual([]);
});

test('the widget refuses to run for a made-up parent, and says when the mint is missing', async ({
  page,
  baseURL,
}) => {
  await page.goto(`/embed/trade?mint=${grass}&parentOrigin=https%3A%2F%2Fevil.example&instanceId=tw-1-x`);
  await expect(page.getByRole('heading', { name: 'Trading is not available here' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect' })).toHaveCount(0);

  const self = encodeURIComponent(new URL(baseURL!).origin);
  await page.goto(`/embed/trade?mint=nope&parentOrigin=${self}&instanceId=tw-1-x`);
  await expect(page.getByRole('heading', { name: 'No token to trade' })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the widget meets AA contrast in the ${theme} theme with a pale accent`, async ({ page, baseURL }) => {
    const self = encodeURIComponent(new URL(baseURL!).origin);
    await page.emulateMedia({ colorScheme: theme === 'light' ? 'dark' : 'light' }); // the theme wins
    await page.goto(
      `/embed/trade?mint=${grass}&theme=${theme}&accent=%23fde047&parentOrigin=${self}&instanceId=t`,
    );
    await expect(page.getByRole('button', { name: 'Connect' })).toBeVisible();
    const root = page.locator('[data-theme]').first();
    await expect(root).toHaveAttribute('data-theme', theme);
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `/tmp/embed-widget-${theme}.png`, fullPage: true });
  });
}

test('the demo page embeds GRASS to buy and POOL to sell with a live event log', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/embed/demo');
  const log = page.getByRole('log', { name: 'Widget events' });
  await expect(log.getByText('ready')).toHaveCount(2, { timeout: 30_000 });
  await expect(log.getByText('GRASS buy').first()).toBeVisible();
  await expect(log.getByText('POOL sell').first()).toBeVisible();
  await expectNoSeriousViolations(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/embed-demo-${width}.png`, fullPage: true });
  }
  expect(errors).toEqual([]);
});
