// The creators' update-content form on QUILL, against the simulator: alice proposes a new description,
// website and image and sees it confirmed and listed; bob is stopped by the bond; a misnamed and an
// oversize file are refused in the browser with no upstream call; a stale revision is rebased and confirmed.
import { type Page } from '@playwright/test';
import { pngImage, textFile } from '@/test/support/images';
import { recordRequests } from '@/test/support/page-requests';
import {
  collectConsoleErrors,
  connectAs,
  expect,
  expectNoSeriousViolations,
  mintOf,
  resetWorld,
  test,
  watchServerElement,
} from './support';

const SIM = `http://127.0.0.1:${process.env.SIMULATOR_PORT ?? 4010}`;
const UPDATE_CONTENT = 'POST /partner/v1/governance/proposals/update-content';
const SHOTS = process.env.PROPOSE_SHOTS; // a directory for the screenshots looked at during development

type World = { tokens: { mint: string; symbol: string }[] };

let mint: string;

test.beforeEach(async ({ request }) => {
  await resetWorld(request, SIM);
  const world = (await (await request.get(`${SIM}/__sim/world`)).json()) as World;
  mint = mintOf(world, 'QUILL');
});

async function updateContentCalls(page: Page): Promise<number> {
  const stats = (await (await page.request.get(`${SIM}/__sim/stats`)).json()) as {
    requests: Record<string, number>;
  };
  return stats.requests[UPDATE_CONTENT] ?? 0;
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  // The phone width screen by screen, to look at closely.
  await page.setViewportSize({ width: 390, height: 900 });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, part = 1; y < height; y += 800, part += 1) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.screenshot({ path: `${SHOTS}/${name}-390-part${part}.png` });
  }
  // Both themes: the dark one at both widths too.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.emulateMedia({ colorScheme: 'dark' });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-dark-${width}.png`, fullPage: width === 1280 });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function openForm(page: Page, user: string, shot?: string) {
  await connectAs(page, user);
  await page.goto(`/tokens/${mint}`);
  if (shot) await shoot(page, shot);
  await page.getByRole('link', { name: 'Propose a change' }).click();
  await expect(page).toHaveURL(`/tokens/${mint}/propose`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Propose a change to Quill (QUILL)');
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const form = (page: Page) => page.getByRole('form', { name: 'Propose a change' });
const submitButton = (page: Page) => form(page).getByRole('button', { name: /^(Propose|Confirm)/ });

/** The form cannot be sent: its button is disabled, and submitting it anyway sends nothing upstream. */
async function expectSubmitRefused(page: Page) {
  await expect(submitButton(page)).toBeDisabled();
  await form(page).evaluate((element: HTMLFormElement) => element.requestSubmit());
  expect(await updateContentCalls(page)).toBe(0);
}

test('alice proposes a new description, website and image on QUILL and sees it confirmed and listed', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await openForm(page, 'alice', 'token-page');
  await expect(field(page, 'Name')).toHaveValue('Quill');
  await expect(page.getByTestId('name-bytes')).toHaveText('5 / 32 bytes');
  // The symbol is locked on QUILL: read-only, with a lock and a sentence.
  await expect(page.getByRole('textbox', { name: /^Symbol/ })).toHaveAttribute('readonly', '');
  await expect(
    page.getByText(/Locked for good by the governance: no proposal can change the symbol/),
  ).toBeVisible();
  await expect(page.getByTestId('nothing-to-change')).toBeVisible();
  await expect(page.getByTestId('bond-cover')).toHaveText('You hold 60,000,000 QUILL, enough to cover it.');
  await expect(submitButton(page)).toBeDisabled();
  await expectNoSeriousViolations(page);
  await shoot(page, 'propose-empty');

  // Errors: bytes, not characters; a link the service would answer with 500.
  await field(page, 'Name').fill('Ñandú ✍️ Quill Writers Guild');
  await expect(page.getByTestId('name-bytes')).toContainText('34 / 32 bytes');
  await expect(page.getByText('The name must be at most 32 bytes.')).toBeVisible();
  await field(page, 'Website').fill('http://localhost:3000');
  await expect(
    page.getByText('Enter a web address such as example.com or https://example.com/page.'),
  ).toBeVisible();
  await expect(field(page, 'Website')).toHaveAttribute('aria-invalid', 'true');
  await expect(submitButton(page)).toBeDisabled();
  await expectNoSeriousViolations(page);
  await shoot(page, 'propose-errors');

  await field(page, 'Name').fill('Quill');
  await field(page, 'Description').fill('For writers, readers and editors.');
  await field(page, 'Website').fill('Quill.example.org/guild');
  await expect(page.getByTestId('website-sent-as')).toHaveText(
    'Will be sent as https://quill.example.org/guild',
  );
  await page.getByLabel('Image', { exact: true }).setInputFiles({
    name: 'quill-mark.png',
    mimeType: 'image/png',
    buffer: Buffer.from(pngImage({ width: 48, height: 32, rgb: 0x7b2cbf })),
  });
  await expect(page.getByTestId('image-facts')).toContainText('PNG, 48 × 32 pixels');
  const changes = page.getByRole('list', { name: 'Changes, before and after' });
  await expect(changes.getByRole('listitem')).toHaveCount(3);
  await expect(changes).toContainText('For writers and readers.');
  await expect(changes).toContainText('https://quill.example.org/guild');
  await expect(changes).toContainText('new image “quill-mark.png”');
  await expect(page.getByTestId('duration-outcome')).toContainText('10 minutes after you submit');
  await expectNoSeriousViolations(page);
  await shoot(page, 'propose-preview');

  await submitButton(page).click();
  // The write's progress, or, when the confirmation came first, the page of the proposal it created
  // (the form's status leaves with the form).
  const created = page
    .getByRole('status')
    .filter({ hasText: 'Your proposal is created and open for voting' });
  await expect(page.getByTestId('action-status').or(created).first()).toHaveText(
    /Your proposal (was submitted|is confirmed|is created)|Done/,
    {
      timeout: 30_000,
    },
  );
  await page.waitForURL(new RegExp(`/tokens/${mint}/proposals/[1-9A-HJ-NP-Za-km-z]+\\?metadataUri=`), {
    timeout: 30_000,
  });
  await expect(created.getByRole('link', { name: /\/pinned\// })).toHaveCount(2);
  await shoot(page, 'propose-created');
  await expect(page.getByText('For writers, readers and editors.').first()).toBeVisible();

  await page.goto(`/tokens/${mint}`);
  await expect(
    page
      .getByRole('region', { name: 'Proposals' })
      .getByRole('heading', { name: '#1 New image, description and website' }),
  ).toBeVisible();
  expect(await updateContentCalls(page)).toBe(1);
  expect(errors).toEqual([]);
});

test('the form opens with what it needs, in place: the balance comes with the page, the browser reads nothing', async ({
  page,
}) => {
  await connectAs(page, 'alice');
  const reads = recordRequests(page, (request) => {
    const path = new URL(request.url()).pathname;
    return path.startsWith('/api/') && !/^\/api\/(time|stream)\b/.test(path) ? path : null;
  });
  const formWatch = await watchServerElement(page, 'form[aria-label="Propose a change"]');
  // The form's code arrives well after the page has hydrated, as on a slow network: the page must wait for
  // it with the server's form in place.
  let held = false;
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('"aria-label":"Propose a change"')) {
      held = true;
      await new Promise((resolve) => setTimeout(resolve, 1_500));
    }
    await route.fulfill({ response, body });
  });
  await page.goto(`/tokens/${mint}/propose`);
  await expect(page.getByTestId('bond-cover')).toHaveText('You hold 60,000,000 QUILL, enough to cover it.');
  await page.waitForLoadState('networkidle');
  expect(reads).toEqual([]);
  // The form the server drew is the one that comes alive: never dropped for a skeleton and drawn again.
  await field(page, 'Name').fill('Quill two');
  await expect(submitButton(page)).toBeEnabled();
  expect(held, 'the form’s code was found and held back').toBe(true);
  expect(await formWatch()).toEqual({ shown: true, gone: false, replaced: false });
});

test('bob cannot cover the bond on QUILL: he sees the shortfall and nothing goes upstream', async ({
  page,
}) => {
  await openForm(page, 'bob');
  await expect(page.getByText(/^Bond: 15,000,000 QUILL \(1\.5% of the supply\), locked until/)).toBeVisible();
  await expect(page.getByTestId('bond-cover')).toHaveText(
    'You hold 8,000,000 QUILL: 7,000,000 QUILL short of the bond. You cannot propose until you hold at least 15,000,000 QUILL.',
  );
  await field(page, 'Description').fill('Bob would like this.');
  await expect(page.getByText('You cannot cover the bond.')).toBeVisible();
  await expectSubmitRefused(page);
});

test('a misnamed file and an oversize file are refused in the browser with no upstream call', async ({
  page,
}) => {
  await openForm(page, 'alice');
  await field(page, 'Description').fill('A new description.');
  const image = page.getByLabel('Image', { exact: true });
  await image.setInputFiles({ name: 'x.png', mimeType: 'image/png', buffer: Buffer.from(textFile()) });
  await expect(page.getByText('“x.png” is plain text, not a PNG, JPEG, WebP or GIF image.')).toBeVisible();
  await expect(image).toHaveAttribute('aria-invalid', 'true');
  await expect(submitButton(page)).toBeDisabled();
  await shoot(page, 'propose-misnamed');

  await image.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.from(pngImage({ size: 5 * 1024 * 1024 + 1 })),
  });
  await expect(
    page.getByText('The image is 5,242,881 bytes; the limit is 5,242,880 bytes (5 MiB).'),
  ).toBeVisible();
  await expectSubmitRefused(page);
});

test('a stale revision is re-read, the edits kept, and the proposal confirmed on a second confirmation', async ({
  page,
}) => {
  await openForm(page, 'alice');
  const fault = await page.request.post(`${SIM}/__sim/faults`, {
    data: { route: UPDATE_CONTENT, count: 1, status: 422, error: 'stale_content_revision' },
  });
  expect(fault.ok()).toBe(true);
  await field(page, 'Description').fill('Rebased description.');
  // A large image over a slow link, so the upload's progress can be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
  await page.getByLabel('Image', { exact: true }).setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.from(pngImage({ size: 4 * 1024 * 1024 })),
  });
  await expect(page.getByTestId('image-facts')).toBeVisible();
  await submitButton(page).click();
  await expect(page.getByRole('progressbar', { name: 'Upload' })).toBeVisible();
  await shoot(page, 'propose-uploading');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  const notice = page
    .getByRole('alert')
    .filter({ hasText: 'The token’s metadata changed after you started' });
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(notice).toContainText('Your edits are kept');
  await expect(field(page, 'Description')).toHaveValue('Rebased description.');
  await expect(page.getByTestId('image-facts')).toBeVisible();
  expect(await updateContentCalls(page)).toBe(1);
  await shoot(page, 'propose-stale');

  await page.getByRole('button', { name: 'Confirm and propose again' }).click();
  await page.waitForURL(new RegExp(`/tokens/${mint}/proposals/`), { timeout: 30_000 });
  await expect(page.getByText('Your proposal is created and open for voting')).toBeVisible();
  expect(await updateContentCalls(page)).toBe(2);
});

test('carol, with 1-click trading off, is told before she fills anything', async ({ page }) => {
  await connectAs(page, 'carol');
  await page.goto(`/tokens/${mint}/propose`);
  await expect(
    page.getByRole('heading', {
      name: /^1-click trading is off for your wallet\. Turn it on .* to propose a change/,
    }),
  ).toBeVisible();
  await expect(form(page)).toHaveCount(0);
});

test('the vote’s length is bounded by the window only: what the service refuses, the form says', async ({
  page,
}) => {
  // This service allows votes of at most an hour: the dashboard does not know that (the bounds are not
  // published), so it offers what ends before the metadata locks and shows the service's refusal.
  const config = async (maxVoteDurationSeconds: number) =>
    expect((await page.request.post(`${SIM}/__sim/config`, { data: { maxVoteDurationSeconds } })).ok()).toBe(
      true,
    );
  await config(3600);
  try {
    await openForm(page, 'alice');
    await expect(page.getByRole('radio', { name: '3 days' })).toBeEnabled();
    await field(page, 'Description').fill('Quills for everyone.');
    await page.getByRole('radio', { name: '1 day' }).check();
    await expect(page.getByTestId('duration-outcome')).toContainText('1 day after you submit');
    await submitButton(page).click();
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'The service does not allow a vote of this length' });
    await expect(notice).toBeVisible({ timeout: 30_000 });
    await expect(notice).toContainText('Choose another vote duration');
    expect(await updateContentCalls(page)).toBe(1);
    await shoot(page, 'propose-duration-refused');
  } finally {
    await config(604_800);
  }
});
