import AxeBuilder from '@axe-core/playwright';
import { collectConsoleErrors, connectAs, expect, screenshotAtWidths, test } from './support';

test('a holder connects, stays connected across a reload, and disconnects', async ({ page }, testInfo) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Connect your account' })).toBeVisible();

  await connectAs(page, 'alice');
  await expect(page.getByRole('heading', { name: 'Connected as alice' })).toBeVisible();
  await expect(page.getByText('1-click trading on')).toBeVisible();
  for (const words of ['Read your profile', 'Vote, cancel, withdraw and settle for you']) {
    await expect(page.getByText(words)).toBeVisible();
  }
  await screenshotAtWidths(page, testInfo, 'home-connected');

  const session = await page.request.get('/api/auth/session');
  const body = await session.json();
  expect(body).toMatchObject({
    connected: true,
    username: 'alice',
    scopes: expect.arrayContaining(['governance:vote']),
  });
  expect(JSON.stringify(body)).not.toMatch(/svc_(at|rt)_/);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Connected as alice' })).toBeVisible();

  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByRole('heading', { name: 'Connect your account' })).toBeVisible();
  expect(await (await page.request.get('/api/auth/session')).json()).toEqual({ connected: false });
  expect(errors).toEqual([]);
});

test('declining on the consent screen comes back with a message and nothing shared', async ({ page }) => {
  await connectAs(page, 'bob', 'Deny');
  await expect(page.getByText('You declined on the consent screen')).toBeVisible();
  expect(await (await page.request.get('/api/auth/session')).json()).toEqual({ connected: false });
});

test('a person whose 1-click trading is off is told what to do', async ({ page }) => {
  await connectAs(page, 'carol');
  await expect(page.getByRole('heading', { name: 'Connected as carol' })).toBeVisible();
  await expect(page.getByText('1-click trading is off')).toBeVisible();
  await expect(page.getByText(/Turn on 1-click trading/)).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByRole('heading', { name: 'Connect your account' })).toBeVisible();
});

test('a replayed callback gets a clear page and no connection', async ({ page }) => {
  await page.goto('/api/auth/callback?code=replayed&state=forged');
  await expect(page.getByRole('heading', { name: /already been used or has expired/ })).toBeVisible();
  expect(await (await page.request.get('/api/auth/session')).json()).toEqual({ connected: false });
});

test('connecting from the other loopback name continues on the registered origin', async ({
  page,
  baseURL,
}) => {
  const other = baseURL!.replace('localhost', '127.0.0.1');
  await page.goto(`${other}/api/auth/login?returnTo=%2F`);
  await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
  await page.getByRole('radio', { name: /^bob/ }).check();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(new URL(page.url()).hostname).toBe('localhost');
  await expect(page.getByRole('heading', { name: 'Connected as bob' })).toBeVisible();
  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByRole('heading', { name: 'Connect your account' })).toBeVisible();
});
