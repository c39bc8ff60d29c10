// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { proposalState } from '@/lib/domain';
import { renderWithClient } from '@/test/support/render';
import { governance, NOW, proposal } from '@/test/support/fixtures/governance';
import { VerdictPanel } from './verdict-panel';

const T = 1_000_000n; // one token in base units

function renderVerdict(yes: bigint, no: bigint, voters: number, patch: Parameters<typeof proposal>[1] = {}) {
  const p = proposal(0, {
    yesVotes: String(yes * T),
    noVotes: String(no * T),
    participatingSupply: String((yes + no) * T),
    participatingVoters: voters,
    ...patch,
  });
  const g = governance();
  renderWithClient(<VerdictPanel state={proposalState(p, g, NOW)} governance={g} />);
  return screen.getByRole('list', { name: 'Conditions of the pass rule' });
}

describe('the verdict panel', () => {
  it('shows three meters, each with what its condition still takes, under one sentence', () => {
    const conditions = renderVerdict(39_000_500n, 9_000_000n, 4);
    expect(screen.getByRole('heading', { name: 'Where it stands' })).toBeTruthy();
    expect(screen.getByText('Not passing yet')).toBeTruthy();
    expect(screen.getByText('1 of 3 conditions met. Below, what each still takes.')).toBeTruthy();

    const meters = within(conditions).getAllByRole('meter');
    expect(meters.map((m) => m.getAttribute('aria-label'))).toEqual([
      'Distinct qualifying voters',
      'Participation',
      'Approval',
    ]);
    for (const meter of meters) expect(meter.getAttribute('aria-valuetext')).toBeTruthy();

    const [voters, participation, approval] = within(conditions).getAllByRole('listitem');
    expect(within(voters!).getByText('Not met')).toBeTruthy();
    expect(voters!.textContent).toContain('1 more qualifying voter, each locking at least 1,000 tokens');
    expect(within(participation!).getByText('Not met')).toBeTruthy();
    expect(participation!.textContent).toContain('101,999,500 tokens more must take part');
    expect(within(approval!).getByText('Met')).toBeTruthy();
  });

  it('says a proposal meeting all three passes so far, with nothing left to take', () => {
    const conditions = renderVerdict(180_000_000n, 20_000_000n, 7);
    expect(screen.getByText('Passing so far')).toBeTruthy();
    expect(within(conditions).getAllByText('Met')).toHaveLength(3);
    expect(within(conditions).queryByText(/more/)).toBeNull();
  });

  it('once voting has ended, names the verdict and by how much it fell short', () => {
    const conditions = renderVerdict(40_180_000n, 820_000n, 6, { votingEndsAtUnix: String(NOW - 60n) });
    expect(screen.getByRole('heading', { name: 'Verdict' })).toBeTruthy();
    expect(screen.getByText(/^Will fail when settled/)).toBeTruthy();
    expect(within(conditions).getByText('Fell short by 109,000,000 tokens')).toBeTruthy();
  });
});
