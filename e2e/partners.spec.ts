// The partner console: a member of the partner's team (dana, named in PARTNER_ADMIN_WALLETS by
// playwright.config.ts) signs in and opens it from the header; a holder (alice) and a visitor get the 403
// page saying why. The configurator's snippet follows the choices and its preview is the real widget,
// which, in German, speaks German and reads "0,5" as half a SOL (and refuses the ambiguous "1,234").
import { connectAs, expect, freshWorld, test } from './support';

test.describe.configure({ mode: 'serial' });

let grass = '';
test.beforeAll(async ({ playwright }) => {
  const world = await freshWorld(playwright);
  grass = world.tokens.find((t) => t.symbol === 'GRASS')!.mint;
});

test('a partner member opens the console from the header; a holder and a visitor get the 403 page', async ({
  page,
  browser,
}) => {
  await connectAs(page, 'dana');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Partners' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Widget configurator' })).toBeVisible();
  // What the endpoint was sent: here no endpoint is set, and the page says how to set one.
  await page.getByRole('link', { name: 'webhook deliveries' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Webhook deliveries' })).toBeVisible();
  await expect(page.getByText('Webhooks are not set up')).toBeVisible();
  await expect(page.getByText('No delivery yet.')).toBeVisible();

  const holder = await (await browser.newContext()).newPage();
  await connectAs(holder, 'alice');
  await expect(
    holder.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Partners' }),
  ).toHaveCount(0);
  expect((await holder.goto('/partners/webhooks'))?.status()).toBe(403);
  const refused = await holder.goto('/partners/widget');
  expect(refused?.status()).toBe(403);
  await expect(holder.getByRole('heading', { level: 1 })).toHaveText('You are not on the partner’s team');
  await expect(holder.getByText('Ask the dashboard’s operator to add your wallet')).toBeVisible();
  await holder.screenshot({ path: test.info().outputPath('forbidden.png') });
  const api = await holder.request.get('/api/partners/tokens');
  expect(api.status()).toBe(403);
  expect(await api.json()).toMatchObject({ error: 'partner_only' });
  // The docs are public, with no way into the console for her.
  await holder.goto('/partners');
  await expect(holder.getByRole('heading', { name: 'Events' })).toBeVisible();
  await expect(holder.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
  await holder.screenshot({ path: test.info().outputPath('docs.png'), fullPage: true });
  await expect(holder.getByRole('link', { name: 'Open the configurator' })).toHaveCount(0);
  await holder.context().close();

  const visitor = await (await browser.newContext()).newPage();
  expect((await visitor.goto('/partners/widget'))?.status()).toBe(403);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Connect to open the partner console');
  await expect(visitor.getByRole('main').getByRole('link', { name: 'Connect' })).toBeVisible();
  await visitor.context().close();
});

test('the configurator’s snippet follows the choices; the German preview speaks German and takes 0,5', async ({
  page,
}, testInfo) => {
  await connectAs(page, 'dana');
  await page.goto('/partners/widget');
  const snippet = page.locator('[data-snippet]');
  await page.getByRole('combobox', { name: 'Token', exact: true }).fill('GRASS');
  await page.getByRole('button', { name: new RegExp(`GRASS.*${grass}`) }).click();
  await expect(snippet).toContainText(`<trade-widget mint="${grass}"></trade-widget>`);

  await page.getByRole('radio', { name: 'Sell' }).check();
  await expect(snippet).toContainText(`mint="${grass}" side="sell"`);
  await page.getByRole('radio', { name: 'Buy' }).check();
  await page.getByLabel('Language').selectOption('de');
  await page.getByRole('checkbox', { name: /Lock the side/ }).check();
  await expect(snippet).toContainText(`<trade-widget mint="${grass}" lock-side locale="de"></trade-widget>`);

  // The preview is the real widget, in German, and its events reach the inspector.
  const widget = page.frameLocator('trade-widget iframe');
  await expect(widget.getByRole('tab', { name: 'Kaufen', exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(widget.getByRole('tab', { name: 'Verkaufen', exact: true })).toBeDisabled();
  await expect(page.getByRole('log', { name: 'Widget events' })).toContainText('"used":"de"');

  const amount = widget.getByLabel('Betrag');
  await amount.fill('1,234');
  await widget.getByRole('button', { name: 'GRASS kaufen' }).click();
  await expect(widget.getByText('„1,234“ ist mehrdeutig: 1,234 oder 1.234?')).toBeVisible();
  await amount.fill('0,5');
  await expect(widget.getByTestId('summary-amount')).toContainText('0,5 SOL, exakt');
  await widget.getByRole('button', { name: 'GRASS kaufen' }).click();
  await expect(page.getByRole('log', { name: 'Widget events' })).toContainText('"solDeltaLamports":"-5', {
    timeout: 30_000,
  });
  await page.screenshot({ path: testInfo.outputPath('configurator.png'), fullPage: true });
});
