// The inbox: alice is connected; dana makes a proposal on a token alice holds; within the watcher's period
// it is in alice's inbox and her bell's count rises without a reload; a second browser context of alice
// shows the same read state once she marks it read.
import {
  connectAs,
  expect,
  expectNamesStartWithVisibleText,
  expectNoSeriousViolations,
  mintOf,
  seedWorld,
  test,
} from './support';

const seed = seedWorld();

test('a proposal made by another person reaches her inbox and bell live; read state is the same on another device', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(60_000);
  const { world } = seed;
  const tide = mintOf(world, 'TIDE');
  const bell = page.getByTestId('inbox-bell');
  const badge = page.getByTestId('inbox-count');

  await connectAs(page, 'alice');
  // Her bell lends the watcher her connection; its first look at her tokens fills the inbox.
  await expect(badge).toHaveText(/^[1-9]/, { timeout: 15_000 });
  await bell.click();
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
  await expect(page.getByTestId('inbox-event').first()).toBeVisible();
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByTestId('inbox-unread')).toHaveText('Nothing unread');
  await expect(badge).toHaveCount(0);

  // dana, on her own device, proposes to finalize TIDE's metadata (alice holds TIDE).
  const other = await browser.newContext();
  const dana = await other.newPage();
  await connectAs(dana, 'dana');
  const made = await dana.request.post('/api/partner/v1/governance/proposals/finalize-metadata', {
    headers: {
      origin: new URL(testInfo.project.use.baseURL!).origin,
      'x-requested-with': 'fetch',
      'idempotency-key': `inbox-journey-${Date.now()}`,
    },
    data: { mint: tide, voteDurationSeconds: 172_800, priorityFeeLamports: '5000', tipLamports: '1000000' },
  });
  expect(made.status(), await made.text()).toBe(200);
  const proposal = ((await made.json()) as { proposal: string }).proposal;
  await other.close();

  // Without a reload, her bell counts it.
  await expect(badge).toHaveText('1', { timeout: 15_000 });
  await expect(bell).toHaveAccessibleName('1 unread in your inbox');
  await page.reload();
  const event = page.locator('[data-testid=inbox-event][data-read=false]');
  await expect(event).toHaveCount(1);
  await expect(event.getByRole('link', { name: /^Proposal #\d+ is open for votes\.$/ })).toHaveAttribute(
    'href',
    `/tokens/${tide}/proposals/${proposal}`,
  );
  await expect(event.getByText('TIDE', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);
  await expectNamesStartWithVisibleText(page);
  await page.screenshot({ path: testInfo.outputPath('inbox.png'), fullPage: true });

  // Her other device: the same event, unread; she marks it read here; there, the bell goes quiet live
  // and the page shows it read.
  const second = await browser.newContext();
  const phone = await second.newPage();
  await connectAs(phone, 'alice');
  await expect(phone.getByTestId('inbox-count')).toHaveText('1', { timeout: 15_000 });
  await phone.goto('/inbox');
  await expect(phone.locator('[data-testid=inbox-event][data-read=false]')).toHaveCount(1);

  await event.getByRole('button', { name: /^Mark read/ }).click();
  await expect(page.locator('[data-testid=inbox-event][data-read=false]')).toHaveCount(0);
  await expect(badge).toHaveCount(0);
  await expect(phone.getByTestId('inbox-count')).toHaveCount(0, { timeout: 15_000 });
  await phone.reload();
  await expect(phone.locator('[data-testid=inbox-event][data-read=false]')).toHaveCount(0);
  await expect(phone.getByTestId('inbox-unread')).toHaveText('Nothing unread');
  await second.close();
});
