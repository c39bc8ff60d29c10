import { collectConsoleErrors, connectAs, expect, resetWorld, test } from './support';

// The page's clock follows the network's: when the simulated chain's clock jumps, the countdowns on an
// open page follow within 2 s, without a reload (issue 14 §3).

const SIM = `http://127.0.0.1:${process.env.SIMULATOR_PORT ?? '4010'}`;
type World = { tokens: { mint: string; symbol: string }[] };

/** "3 days 04:05:06" or "04:05:06" back to seconds. */
function countdownSeconds(text: string): number {
  const m = /^(?:([\d,]+) days? )?(\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!m) throw new Error(`not a countdown: ${text}`);
  const days = Number((m[1] ?? '0').replaceAll(',', ''));
  return days * 86_400 + Number(m[2]) * 3_600 + Number(m[3]) * 60 + Number(m[4]);
}

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  await resetWorld(request, SIM);
  await request.dispose();
});

test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  await request.post(`${SIM}/__sim/reset`);
  await request.dispose();
});

test('a jump of the network clock reaches an open page within 2 s', async ({ page }, testInfo) => {
  const errors = collectConsoleErrors(page);
  await connectAs(page, 'bob');
  const world = (await (await page.request.get(`${SIM}/__sim/world`)).json()) as World;
  const lumen = world.tokens.find((t) => t.symbol === 'LUMEN')!.mint;
  await page.goto(`/tokens/${lumen}`);
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/\d{2}:\d{2}:\d{2}$/);
  // Let the page settle on the network's time first (the page polls it each second).
  await page.waitForTimeout(1_500);
  const before = countdownSeconds(await timer.innerText());

  expect((await page.request.post(`${SIM}/__sim/clock`, { data: { advanceSeconds: 3_600 } })).ok()).toBe(
    true,
  );
  const jumpedAt = Date.now();
  await expect
    .poll(async () => before - countdownSeconds(await timer.innerText()), { timeout: 2_000, intervals: [50] })
    .toBeGreaterThanOrEqual(3_600);
  const followedMs = Date.now() - jumpedAt;
  testInfo.annotations.push({ type: 'followed the clock jump after (ms)', description: String(followedMs) });
  console.log(`clock: the page followed a 1 h jump of the network clock after ${followedMs} ms`);

  // It stays there: the countdown keeps ticking from the new time and does not fall back.
  await page.waitForTimeout(2_500);
  expect(before - countdownSeconds(await timer.innerText())).toBeGreaterThanOrEqual(3_600);
  expect(errors).toEqual([]);
});
