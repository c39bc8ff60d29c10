// The creator writes against the simulator: extend QUILL's window (after a refusal over the service's
// cap), propose to finalize QUILL, record EMBER's lapsed window, and dana's bond reclaim on TIDE #0. Each
// must reach "confirmed" through /api/tx and the page must show the new state. What cannot be done is
// said before any dialog opens (bob's bond shortfall, carol's 1-click trading, LUMEN's open proposal).
import AxeBuilder from '@axe-core/playwright';
import { type Locator, type Page } from '@playwright/test';
import { collectConsoleErrors, connectAs, expect, resetWorld, test } from './support';

const SIM = `http://127.0.0.1:${process.env.SIMULATOR_PORT ?? 4010}`;

type World = {
  tokens: { mint: string; symbol: string }[];
  proposals: { proposal: string; mint: string; note: string }[];
};
type GovernanceRead = {
  governance: { finalized: boolean; mutableUntilUnix: string };
  proposals: {
    proposal: string;
    proposalIndex: string;
    actionKind: string;
    actionAdditionalSeconds: string | null;
    votingEndsAtUnix: string;
    createdAtUnix: string;
    proposalBondWithdrawn: boolean;
  }[];
};
type Stats = { requests: Record<string, number> };

let world: World;

test.beforeEach(async ({ request }) => {
  await resetWorld(request, SIM);
  world = (await (await request.get(`${SIM}/__sim/world`)).json()) as World;
});

const mintOf = (symbol: string) => world.tokens.find((t) => t.symbol === symbol)!.mint;

async function governance(page: Page, symbol: string): Promise<GovernanceRead> {
  const response = await page.request.get(`/api/partner/v1/governance/${mintOf(symbol)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as GovernanceRead;
}

async function sent(page: Page, route: string): Promise<number> {
  return ((await (await page.request.get(`${SIM}/__sim/stats`)).json()) as Stats).requests[route] ?? 0;
}

const windowPanel = (page: Page) => page.getByRole('region', { name: 'The mutable window' });

/** Confirms in the open dialog and waits until the stepper says the data is up to date. */
async function confirmAndWait(dialog: Locator, button: string | RegExp) {
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog.getByTestId('action-status')).toHaveText(
    /^Done: .* is confirmed and the data is up to date\.$/,
    { timeout: 30_000 },
  );
  await expect(dialog.getByText('Confirmed on the network (done)')).toBeVisible();
}

async function dialogViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Screenshots under /tmp for a look: a phone in the dark theme, a desktop in the light one. */
async function shoot(page: Page, name: string) {
  for (const [width, colorScheme] of [
    [390, 'dark'],
    [1280, 'light'],
  ] as const) {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/writes-${name}-${width}.png`, fullPage: true });
  }
}

test('what cannot be done is said before any dialog opens', async ({ page }) => {
  await connectAs(page, 'bob');
  await page.goto(`/tokens/${mintOf('QUILL')}`);
  const panel = windowPanel(page);
  const shortfall =
    'Proposing locks a bond of 15,000,000 QUILL; you hold 8,000,000 QUILL, 7,000,000 QUILL short.';
  await expect(panel.getByText(shortfall)).toBeVisible();
  await expect(panel.getByRole('button', { name: /^(Extend the window|Propose to finalize)/ })).toHaveCount(
    0,
  );

  await page.goto(`/tokens/${mintOf('LUMEN')}`);
  await expect(
    panel.getByText(/^Proposal #2 is open for voting until .*only one proposal can be open/),
  ).toBeVisible();
  await expect(
    panel.getByRole('heading', { name: 'Extend the window or finalize the metadata' }),
  ).toBeVisible();
  await expect(panel.getByRole('link', { name: 'See proposal #2' })).toHaveAttribute(
    'href',
    new RegExp(`/tokens/${mintOf('LUMEN')}/proposals/`),
  );

  await page.context().clearCookies();
  await connectAs(page, 'carol');
  await page.goto(`/tokens/${mintOf('QUILL')}`);
  await expect(
    panel.getByText(/^1-click trading is off for your wallet\. Turn it on .* to propose:/),
  ).toBeVisible();
  expect(await sent(page, 'POST /partner/v1/governance/proposals/extend-mutability')).toBe(0);
});

test('alice extends QUILL’s window: the cap explained, then her proposal confirmed', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  await connectAs(page, 'alice');
  await page.goto(`/tokens/${mintOf('QUILL')}`);
  const panel = windowPanel(page);
  await expect(
    panel.getByText(/^Ask holders for more time .* Locks a bond of 15,000,000 QUILL/),
  ).toBeVisible();
  await panel.getByRole('button', { name: 'Extend the window…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Extend the mutable window' });
  await expect(dialog.getByLabel('Days')).toHaveValue('7');
  await expect(dialog.getByText(/^If it passes and is settled before .*, 7 days later\./)).toBeVisible();
  await expect(dialog.getByText(/^Bond: 15,000,000 QUILL locked from your wallet/)).toBeVisible();
  await expect(dialog.getByText(/^From 1 minute to 4 days 23 hours: voting must end before/)).toBeVisible();
  expect(await dialogViolations(page)).toEqual([]);
  await shoot(page, 'extend-dialog');

  await test.step('more than the service allows: refused, the cap said, nothing changed', async () => {
    await dialog.getByLabel('Days').fill('45');
    await dialog.getByRole('button', { name: 'Propose the extension' }).click();
    await expect(
      dialog.getByText(
        'The service allows at most 30 days for an extension. The service refused it; nothing changed.',
      ),
    ).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByTestId('action-status')).toHaveText('Your proposal did not go through.');
    await shoot(page, 'extend-cap');
    await dialog.getByRole('button', { name: 'Change the extension' }).click();
    await expect(dialog.getByText('The service allows at most 30 days.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Propose the extension' }).click();
    await expect(dialog.getByText('The service allows at most 30 days for an extension.')).toBeVisible();
    await expect(dialog.getByLabel('Days')).toBeFocused();
    expect((await governance(page, 'QUILL')).proposals).toHaveLength(1);
  });

  await test.step('2 days 12 hours, voting 10 minutes: confirmed, and the new proposal shows', async () => {
    await dialog.getByLabel('Days').fill('2');
    await dialog.getByLabel('Hours').fill('12');
    await expect(
      dialog.getByText(/^If it passes and is settled before .*, 2 days 12 hours later\./),
    ).toBeVisible();
    await confirmAndWait(dialog, 'Propose the extension');
    await expect(dialog.getByText(/^Proposal #1 is open for voting until /)).toBeVisible();
    await expect(
      dialog.getByText(/^15,000,000 QUILL left your wallet \(locked\)\. Fees paid: /),
    ).toBeVisible();
    await expect(dialog.getByTestId('tx-signature')).toBeVisible();
    await shoot(page, 'extend-done');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    const read = await governance(page, 'QUILL');
    expect(read.proposals[0]).toMatchObject({
      proposalIndex: '1',
      actionKind: 'extend_mutability',
      actionAdditionalSeconds: '216000',
    });
    expect(BigInt(read.proposals[0]!.votingEndsAtUnix) - BigInt(read.proposals[0]!.createdAtUnix)).toBe(600n);
    await expect(
      page.getByRole('heading', { name: '#1 Extend the window by 2 days 12 hours' }),
    ).toBeVisible();
    await expect(panel.getByText(/^Proposal #1 is open for voting until .*only one proposal/)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Extend the window…' })).toHaveCount(0);
  });
  // The browser logs the refused POST (the 422 over the cap) itself; nothing else may fail.
  expect(errors.filter((e) => !/status of 422/.test(e))).toEqual([]);
});

test('alice proposes to finalize QUILL, told plainly it is irreversible', async ({ page }) => {
  await connectAs(page, 'alice');
  await page.goto(`/tokens/${mintOf('QUILL')}`);
  await windowPanel(page).getByRole('button', { name: 'Propose to finalize…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Propose to finalize the metadata' });
  const note = dialog.getByRole('note', { name: 'Irreversible once passed' });
  await expect(
    note.getByText(/^The name, symbol, image, description, website, X and Telegram links can never/),
  ).toBeVisible();
  await expect(note.getByText(/^No new proposal can be made for this token/)).toBeVisible();
  await dialog.getByLabel('Voting lasts', { exact: true }).fill('2');
  await dialog.getByLabel('Voting lasts: unit').selectOption('hours');
  await expect(dialog.getByText(/^Holders vote for 2 hours, until /)).toBeVisible();
  expect(await dialogViolations(page)).toEqual([]);
  await shoot(page, 'finalize-dialog');
  await confirmAndWait(dialog, 'Propose to finalize');
  await expect(dialog.getByRole('link', { name: 'See proposal #1' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  const read = await governance(page, 'QUILL');
  expect(read.proposals[0]).toMatchObject({ proposalIndex: '1', actionKind: 'finalize_metadata' });
  expect(BigInt(read.proposals[0]!.votingEndsAtUnix) - BigInt(read.proposals[0]!.createdAtUnix)).toBe(7200n);
  await expect(page.getByRole('heading', { name: '#1 Finalize metadata forever' })).toBeVisible();
});

test('alice records EMBER’s lapsed window without a vote', async ({ page }) => {
  await connectAs(page, 'alice');
  await page.goto(`/tokens/${mintOf('EMBER')}`);
  const panel = windowPanel(page);
  await expect(panel.getByText('Lapsed, not yet recorded')).toBeVisible();
  await expect(panel.getByRole('button', { name: /^(Extend the window|Propose to finalize)/ })).toHaveCount(
    0,
  );
  await panel.getByRole('button', { name: 'Record the lapse…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record the lapsed window' });
  await expect(dialog.getByText('No bond and no vote: only the fees below.')).toBeVisible();
  expect(await dialogViolations(page)).toEqual([]);
  await shoot(page, 'record-dialog');
  await confirmAndWait(dialog, 'Record the lapse');
  await expect(dialog.getByText(/^Recorded: the governance now shows as finalized\./)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(panel.getByText('Finalized', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Record the lapse…' })).toHaveCount(0);
  expect((await governance(page, 'EMBER')).governance.finalized).toBe(true);
});

test('dana reclaims her bond on TIDE #0, and the tokens come back', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await connectAs(page, 'dana');
  const mint = mintOf('TIDE');
  await page.goto(`/tokens/${mint}`);
  const locks = page.getByRole('region', { name: 'My locks and obligations' });
  const bonds = locks.getByRole('region', { name: 'Bonds of my proposals' });
  const first = bonds.getByRole('listitem').filter({ hasText: '#0 Extend the window by 20 days' });
  await expect(first.getByText('Reclaimable')).toBeVisible();
  await expect(first.getByRole('button', { name: 'Reclaim 10,000,000 TIDE' })).toBeVisible();
  const second = bonds.getByRole('listitem').filter({ hasText: '#1 ' });
  await expect(second.getByText('Locked', { exact: true })).toBeVisible();
  await expect(second.getByText(/^Voting has ended\. Once the proposal is settled/)).toBeVisible();
  await shoot(page, 'tide-locks');

  await first.getByRole('link', { name: /^#0 / }).click();
  const bondPanel = page.getByRole('region', { name: 'Your proposal bond' });
  await expect(
    bondPanel.getByText('The proposal is settled: reclaim your bond of 10,000,000 TIDE.'),
  ).toBeVisible();
  await bondPanel.getByRole('button', { name: 'Reclaim 10,000,000 TIDE' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reclaim your bond' });
  await expect(
    dialog.getByText('Returns your bond of 10,000,000 TIDE from proposal #0 to your wallet.'),
  ).toBeVisible();
  expect(await dialogViolations(page)).toEqual([]);
  await shoot(page, 'reclaim-dialog');
  await confirmAndWait(dialog, 'Reclaim 10,000,000 TIDE');
  await expect(dialog.getByTestId('write-result')).toHaveText(
    /^10,000,000 TIDE came back to your wallet\. Fees paid: [0-9.]+ SOL\.$/,
  );
  await shoot(page, 'reclaim-done');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(
    bondPanel.getByText('Reclaimed: your bond of 10,000,000 TIDE is back in your wallet.'),
  ).toBeVisible();
  const read = await governance(page, 'TIDE');
  expect(read.proposals.find((p) => p.proposalIndex === '0')!.proposalBondWithdrawn).toBe(true);

  await page.goto(`/tokens/${mint}`);
  await expect(first.getByText('Reclaimed', { exact: true })).toBeVisible();
  await expect(first.getByRole('button', { name: /^Reclaim / })).toHaveCount(0);
  expect(errors).toEqual([]);
});
