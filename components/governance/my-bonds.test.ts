import { describe, expect, it } from 'vitest';
import { myBonds } from './my-bonds';
import { proposal, WALLET } from '@/test/support/fixtures/governance';

const OTHER = '8RFjRZ3JFg5wpbMndTBfZCBxCJzPwcTxHVcV8rTb1FjC';
const settled = { settled: true, outcome: 'passed', votingEndsAtUnix: '1' };

describe('myBonds', () => {
  it('lists the bonds the person locked: reclaimable, then locked, then reclaimed', () => {
    const bonds = myBonds(
      [
        proposal(3, { proposalBondAmount: '5000000' }),
        proposal(2, { ...settled, proposalBondWithdrawn: true }),
        proposal(1, { ...settled, proposer: OTHER }),
        proposal(0, { ...settled, proposalBondAmount: '10000000' }),
      ],
      WALLET,
    );
    expect(bonds.rows.map((r) => [r.proposal.proposalIndex, r.state, r.amount])).toEqual([
      ['0', 'reclaimable', 10_000_000n],
      ['3', 'locked', 5_000_000n],
      ['2', 'reclaimed', 15_000_000_000_000n],
    ]);
    expect(bonds.outstanding).toBe(15_000_000n);
    expect(bonds.reclaimableNow).toBe(10_000_000n);
  });

  it('leaves out proposals that locked no bond, and knows nothing without a wallet', () => {
    expect(myBonds([proposal(0, { ...settled, proposalBondAmount: '0' })], WALLET).rows).toEqual([]);
    expect(myBonds([proposal(0)], null)).toEqual({ rows: [], outstanding: 0n, reclaimableNow: 0n });
  });

  it('orders newest first within a state', () => {
    const rows = myBonds([proposal(1, settled), proposal(2, settled), proposal(0, settled)], WALLET).rows;
    expect(rows.map((r) => r.proposal.proposalIndex)).toEqual(['2', '1', '0']);
  });
});
