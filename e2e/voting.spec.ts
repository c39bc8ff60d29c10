// Voting on LUMEN's open proposal through the proposal page's action panel, against the simulator: vote,
// cancel, vote again, an already_voted refusal from a stale second tab, then (after the simulator clock
// passes the end) settle and withdraw. Each step must reach "confirmed" through /api/tx.
import AxeBuilder from '@axe-core/playwright';
import { type Locator, type Page } from '@playwright/test';
import {
  collectConsoleErrors,
  connectAs,
  expect,
  mintOf,
  resetWorld,
  screenshotAtWidths,
  test,
} from './support';

const SIM = `http://127.0.0.1:${process.env.SIMULATOR_PORT ?? 4010}`;
const TOKEN = 1_000_000n;
const AMOUNT = 10_000n * TOKEN;

type World = {
  nowUnix: string;
  tokens: { mint: string; symbol: string }[];
  proposals: { proposal: string; mint: string; note: string }[];
};
type GovernanceRead = {
  proposals: {
    proposal: string;
    yesVotes: string;
    noVotes: string;
    votingEndsAtUnix: string;
    settled: boolean;
  }[];
  viewerVotes: { proposal: string; side: string; amount: string; active: boolean; withdrawn: boolean }[];
};

type Stats = { requests: Record<string, number> };

let mint: string;
let proposal: string;

test.beforeAll(async ({ request }) => {
  await resetWorld(request, SIM);
  const world = (await (await request.get(`${SIM}/__sim/world`)).json()) as World;
  mint = mintOf(world, 'LUMEN');
  proposal = world.proposals.find((p) => p.mint === mint && p.note.startsWith('open'))!.proposal;
});

async function governance(page: Page): Promise<GovernanceRead> {
  const response = await page.request.get(`/api/partner/v1/governance/${mint}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as GovernanceRead;
}

const panelOf = (page: Page) => page.getByRole('region', { name: 'Your actions' });
const dialogOf = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/** Confirms in the open dialog and waits until the stepper says the data is up to date. */
async function confirmAndWait(dialog: Locator, button: string) {
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog.getByTestId('action-status')).toHaveText(
    /^Done: .* is confirmed and the data is up to date\.$/,
    {
      timeout: 30_000,
    },
  );
  await expect(dialog.getByText('Confirmed on the network (done)')).toBeVisible();
  await expect(dialog.getByText('Data updated (done)')).toBeVisible();
}

async function fillVote(dialog: Locator, side: 'Yes' | 'No', amount: string) {
  await dialog.getByRole('radio', { name: side }).check();
  await dialog.getByLabel(/^Amount to lock/).fill(amount);
}

/** Serious or critical axe violations in the action panel and any open dialog (the rest of the page is
 * covered by the proposal page's own spec). */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('section[aria-labelledby="proposal-actions-title"]')
    .include('dialog[open]')
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('alice votes, cancels, votes again, settles and withdraws on the proposal page', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(240_000);
  const errors = collectConsoleErrors(page);
  await connectAs(page, 'alice');
  const before = await governance(page);
  const open = before.proposals.find((p) => p.proposal === proposal)!;
  const url = `/tokens/${mint}/proposals/${proposal}`;
  await page.goto(url);
  const panel = panelOf(page);
  await expect(panel.getByText(/^Lock from 1,000 \S+ up to the 40,000,000 \S+ you hold/)).toBeVisible();

  await test.step('vote yes with 10,000: confirmed, and the tally and "your vote" show it', async () => {
    await panel.getByRole('button', { name: 'Vote yes' }).click();
    const dialog = dialogOf(page, 'Vote on this proposal');
    await expect(dialog.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(
      dialog.getByText(/^Spent even if it fails: priority fee 0\.000005 SOL \+ tip 0\.001 SOL/),
    ).toBeVisible();
    await dialog.getByLabel(/^Amount to lock/).fill('500');
    await dialog.getByRole('button', { name: 'Lock and vote' }).click();
    await expect(dialog.getByText(/^Enter at least 1,000 \S+; smaller votes are refused\.$/)).toBeVisible();
    await fillVote(dialog, 'Yes', '10,000');
    await expect(
      dialog.getByText(/^Votes yes\. Locks 10,000 \S+ until the proposal is settled\.$/),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotAtWidths(page, testInfo, 'vote-dialog');
    await confirmAndWait(dialog, 'Lock and vote');
    await expect(dialog.getByText(/^10,000 \S+ left your wallet \(locked\)\. Fees paid: /)).toBeVisible();
    await screenshotAtWidths(page, testInfo, 'vote-confirmed');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(
      panel.getByText(/^You voted yes with 10,000 \S+\. To change it, cancel and vote again\.$/),
    ).toBeVisible();
    const after = await governance(page);
    const tally = after.proposals.find((p) => p.proposal === proposal)!;
    expect(BigInt(tally.yesVotes)).toBe(BigInt(open.yesVotes) + AMOUNT);
    expect(after.viewerVotes.filter((v) => v.proposal === proposal)).toMatchObject([
      { side: 'yes', amount: String(AMOUNT), active: true },
    ]);
    await expect(page.getByText(/you hold 39,990,000/i).first()).toBeVisible();
  });

  await test.step('cancel: confirmed, and the vote shows cancelled', async () => {
    await panel.getByRole('button', { name: 'Cancel or change my vote' }).click();
    const dialog = dialogOf(page, 'Cancel or change your vote');
    await expect(dialog.getByText(/^Your 10,000 \S+ stay locked until settlement/)).toBeVisible();
    await expect(dialog.getByText(/^To change your vote, cancel it here, then vote again/)).toBeVisible();
    await confirmAndWait(dialog, 'Cancel my vote');
    await expect(dialog.getByRole('button', { name: 'Vote again' })).toBeVisible();
    const votes = (await governance(page)).viewerVotes.filter((v) => v.proposal === proposal);
    expect(votes).toMatchObject([{ side: 'yes', active: false }]);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(panel.getByText(/^Lock from 1,000 \S+ up to the 39,990,000 \S+ you hold/)).toBeVisible();
  });

  // A second tab opened now still believes alice has no active vote; its reads are held back so it stays
  // stale, and its vote after the first tab's is refused with already_voted.
  const stale = await context.newPage();
  await stale.goto(url);
  await stale.route('**/api/partner/v1/governance/**', (route) =>
    route.request().method() === 'GET' ? route.abort() : route.continue(),
  );
  await panelOf(stale).getByRole('button', { name: 'Vote yes' }).click();
  const staleDialog = dialogOf(stale, 'Vote on this proposal');
  await fillVote(staleDialog, 'Yes', '1,000');

  await test.step('vote again (no): confirmed', async () => {
    await page.bringToFront();
    await panel.getByRole('button', { name: 'Vote no' }).click();
    const dialog = dialogOf(page, 'Vote on this proposal');
    await fillVote(dialog, 'No', '10000');
    await confirmAndWait(dialog, 'Lock and vote');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(panel.getByText(/^You voted no with 10,000 \S+\./)).toBeVisible();
    const votes = (await governance(page)).viewerVotes.filter((v) => v.proposal === proposal);
    expect(votes).toMatchObject([
      { side: 'no', active: true },
      { side: 'yes', active: false },
    ]);
  });

  await test.step('a second vote from the stale tab is refused: already_voted, cancel first', async () => {
    await stale.bringToFront();
    await staleDialog.getByRole('button', { name: 'Lock and vote' }).click();
    await expect(staleDialog.getByText('You already have an active vote on this proposal.')).toBeVisible({
      timeout: 15_000,
    });
    await expect(staleDialog.getByText(/^Cancel it first, then vote again\./)).toBeVisible();
    await expect(staleDialog.getByRole('button', { name: 'Cancel my vote' })).toBeVisible();
    await expect(staleDialog.getByTestId('action-status')).toHaveText('Your vote did not go through.');
    await stale.close();
    const votes = (await governance(page)).viewerVotes.filter((v) => v.proposal === proposal);
    expect(votes).toHaveLength(2);
  });

  await test.step('after the end, settle: confirmed and the outcome shown', async () => {
    const world = (await (await page.request.get(`${SIM}/__sim/world`)).json()) as World;
    const advance = Number(BigInt(open.votingEndsAtUnix) - BigInt(world.nowUnix) + 60n);
    expect((await page.request.post(`${SIM}/__sim/clock`, { data: { advanceSeconds: advance } })).ok()).toBe(
      true,
    );
    await page.reload();
    await expect(panel.getByText('Settle this proposal — anyone can; it applies the result.')).toBeVisible();
    await expect(panel.getByText(/^Voting ended on .*; settle it so its result applies\.$/)).toBeVisible();
    await expect(
      panel.getByText('Withdraw after the proposal is settled. Settle it first; anyone can.'),
    ).toBeVisible();
    await panel.getByRole('button', { name: 'Settle this proposal' }).first().click();
    const dialog = dialogOf(page, 'Settle this proposal');
    await expect(dialog.getByText(/^Records the result on the network/)).toBeVisible();
    await confirmAndWait(dialog, 'Settle');
    await expect(panel.getByText(/^Already settled: it (failed|passed)/)).toBeVisible();
    expect((await governance(page)).proposals.find((p) => p.proposal === proposal)!.settled).toBe(true);
    await screenshotAtWidths(page, testInfo, 'settled');
  });

  await test.step('withdraw: confirmed and the lock released', async () => {
    const dialog = dialogOf(page, 'Settle this proposal');
    await dialog.getByRole('button', { name: /^Withdraw 20,000 / }).click();
    const withdraw = dialogOf(page, 'Withdraw your locked tokens');
    await expect(withdraw.getByText(/^Releases 20,000 \S+ back to you\.$/)).toBeVisible();
    await confirmAndWait(withdraw, 'Withdraw');
    await expect(withdraw.getByText(/^20,000 \S+ came back to your wallet\./)).toBeVisible();
    await withdraw.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(
      panel.getByText(/^Nothing to withdraw: your 20,000 \S+ were already returned\.$/),
    ).toBeVisible();
    await expect(panel.getByText(/You hold 40,000,000 /)).toBeVisible();
    const votes = (await governance(page)).viewerVotes.filter((v) => v.proposal === proposal);
    expect(votes.every((v) => v.withdrawn)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotAtWidths(page, testInfo, 'withdrawn');
  });

  await test.step('withdraw for bob through `voter`, answer lost: outcome unknown, nothing resent', async () => {
    const world = (await (await page.request.get(`${SIM}/__sim/world`)).json()) as World & {
      users: { username: string; wallet: string }[];
    };
    const bob = world.users.find((u) => u.username === 'bob')!.wallet;
    const route = 'POST /partner/v1/governance/votes/withdraw';
    const fault = await page.request.post(`${SIM}/__sim/faults`, { data: { route, drop: true } });
    expect(fault.ok()).toBe(true);
    const sent = async () =>
      ((await (await page.request.get(`${SIM}/__sim/stats`)).json()) as Stats).requests[route] ?? 0;
    const before = await sent();

    await panel.getByText('Withdraw for another wallet').click();
    await panel.getByLabel('Voter’s wallet address').fill('not-an-address');
    await panel.getByRole('button', { name: 'Review' }).click();
    await expect(panel.getByText(/^Enter a valid wallet address/)).toBeVisible();
    await panel.getByLabel('Voter’s wallet address').fill(bob);
    await panel.getByRole('button', { name: 'Review' }).click();
    const dialog = dialogOf(page, 'Withdraw for another wallet');
    await expect(
      dialog.getByText(/locked on this proposal back to that wallet — never to you/),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Withdraw for this wallet' })).toBeEnabled();
    // Two submissions in the same moment (a double click) send one request.
    await dialog.locator('form').evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await expect(dialog.getByText('We could not tell whether your withdrawal went through.')).toBeVisible({
      timeout: 30_000,
    });
    await expect(dialog.getByText(/^Do not send it again blindly/)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'See your recent activity' })).toHaveAttribute(
      'href',
      '/activity',
    );
    await expect(dialog.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotAtWidths(page, testInfo, 'outcome-unknown');
    await dialog.getByRole('button', { name: 'Check again' }).click();
    await expect(
      dialog.getByText(/^Checked: the proposal and your votes on this page are up to date/),
    ).toBeVisible();
    expect(await sent()).toBe(before + 1);

    const list = await page.request.get(`/api/partner/v1/governance/proposals/${proposal}/votes?limit=200`);
    const votes = ((await list.json()) as { votes: { voter: string; withdrawn: boolean }[] }).votes;
    expect(votes.filter((v) => v.voter === bob).every((v) => v.withdrawn)).toBe(true);
  });

  await test.step('the journal holds one entry per intent, each with its own Idempotency-Key', async () => {
    const { activity } = (await (await page.request.get('/api/activity')).json()) as {
      activity: { kind: string; status: string; error: string | null; idempotencyKey: string }[];
    };
    const mine = activity.slice(0, 7).reverse();
    expect(mine.map((a) => [a.kind, a.status, a.error])).toEqual([
      ['vote', 'submitted', null],
      ['cancelVote', 'submitted', null],
      ['vote', 'submitted', null],
      ['vote', 'failed', 'already_voted'],
      ['settleProposal', 'submitted', null],
      ['withdrawVote', 'submitted', null],
      ['withdrawVote', 'outcome_unknown', null],
    ]);
    expect(new Set(mine.map((a) => a.idempotencyKey)).size).toBe(7);
  });

  expect(errors.filter((e) => !/net::ERR_FAILED|Failed to load resource/.test(e))).toEqual([]);
});
