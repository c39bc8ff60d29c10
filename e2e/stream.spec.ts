import { chromium } from './chromium';
import { connectAs, expect, mintOf, openProposalOf, seedWorld, test, writeFromPage } from './support';

// The proposal page follows the server's event stream: when another person votes, the voter list and
// the tally change without a reload, and the page never polled the service for it.

const seed = seedWorld();

test('a proposal page updates through its stream when another person votes', async ({ browser }) => {
  test.setTimeout(120_000);
  const { mint, proposal } = openProposalOf(seed.world, 'LUMEN');

  const viewer = await (await browser.newContext()).newPage();
  await connectAs(viewer, 'bob');
  const streamed = viewer.waitForResponse((r) => r.url().includes(`/api/stream/governance/${mint}`));
  await viewer.goto(`/tokens/${mint}/proposals/${proposal}`);
  expect((await streamed).headers()['content-type']).toContain('text/event-stream');
  const table = viewer.getByRole('table', { name: /^Largest stake first/ });
  const rows = table.getByRole('row');
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();

  const voter = await (await browser.newContext()).newPage();
  await connectAs(voter, 'alice');
  const { status } = await writeFromPage(voter, '/api/partner/v1/governance/votes', {
    proposal,
    side: 'yes',
    amount: '10000000000',
    priorityFeeLamports: '5000',
    tipLamports: '1000000',
  });
  expect(status).toBe(200);

  // The open vote's data is kept within a few seconds; the stream tells the page to refetch.
  await expect(rows).toHaveCount(before + 1, { timeout: 15_000 });
  await expect(viewer.getByTestId('freshness')).toHaveText(/Updated (just now|\d+ seconds? ago)/);
  await viewer.screenshot({ path: '/tmp/readmodel-stream.png', fullPage: true });
});

test('proposal pages opened while votes land hydrate without a mismatch', async ({ browser }) => {
  test.setTimeout(120_000);
  const { mint, proposal } = openProposalOf(seed.world, 'LUMEN');
  const voter = await (await browser.newContext()).newPage();
  await connectAs(voter, 'alice');
  const viewerContext = await browser.newContext();
  await connectAs(await viewerContext.newPage(), 'bob');

  // alice votes and cancels without pause while bob opens the page again and again; the guard of every
  // journey (e2e/support.ts) fails this one on any hydration error or uncaught error in either context.
  let voting = true;
  const votes = (async () => {
    for (let cancel = false; voting; cancel = !cancel) {
      await writeFromPage(voter, `/api/partner/v1/governance/votes${cancel ? '/cancel' : ''}`, {
        proposal,
        ...(cancel ? {} : { side: 'yes', amount: '10000000000' }),
        priorityFeeLamports: '5000',
        tipLamports: '1000000',
      });
    }
  })();
  for (let i = 0; i < 6; i += 1) {
    const page = await viewerContext.newPage();
    await page.goto(`/tokens/${mint}/proposals/${proposal}`);
    // The stream connects once the page hydrated, later on a machine busy with the votes above.
    await expect(page.getByText('Live: new votes and results appear as they happen.')).toBeVisible({
      timeout: 15_000,
    });
    await page.waitForTimeout(1_500);
    await page.close();
  }
  voting = false;
  await votes;
});

test('live pages walked through in one tab each load, and a page back from the cache listens again', async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // Chrome keeps the pages a person leaves in its back/forward cache (Playwright turns that off unless
  // asked). A page kept there with its event streams open would keep their connections: after a few live
  // pages, the browser's six connections to the dashboard are taken and the next page never loads.
  const browser = await playwright.chromium.launch({
    ...chromium.launchOptions,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  try {
    const page = await (await browser.newContext({ baseURL })).newPage();
    await page.addInitScript(() =>
      addEventListener('pageshow', (event) => {
        if (event.persisted) (window as { restored?: boolean }).restored = true;
      }),
    );
    await connectAs(page, 'alice');
    const { mint, proposal } = openProposalOf(seed.world, 'LUMEN');
    const quill = mintOf(seed.world, 'QUILL');
    // Each with the inbox bell's stream; the token and proposal pages with their governance stream too.
    for (const path of [
      `/tokens/${mint}`,
      `/tokens/${mint}/proposals/${proposal}`,
      `/tokens/${quill}`,
      '/me',
      '/inbox',
      '/activity',
      `/tokens/${mint}/proposals/${proposal}`,
    ]) {
      await page.goto(path, { timeout: 15_000 });
      await expect(page.locator('main h1').first()).toBeVisible();
    }
    await expect(page.getByText('Live: new votes and results appear as they happen.')).toBeVisible({
      timeout: 15_000,
    });

    // Back to /activity, as it was: restored from the cache, its bell listens again.
    const listening = page.waitForRequest((request) => request.url().endsWith('/api/stream/inbox'));
    // A page restored from the cache fires no load event: the navigation is awaited until it commits.
    await page.goBack({ waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/activity$/);
    expect(await page.evaluate(() => (window as { restored?: boolean }).restored)).toBe(true);
    await listening;
    await expect(page.getByRole('heading', { level: 1, name: 'Your activity' })).toBeVisible();
  } finally {
    await browser.close();
  }
});
