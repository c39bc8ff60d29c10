import { describe, expect, it } from 'vitest';
import { myLocks } from './my-locks';
import { NOW, PROPOSALS, proposal, vote } from '@/test/support/fixtures/governance';

const settled = proposal(0, { settled: true, votingEndsAtUnix: String(NOW - 10_000n) });
const closed = proposal(1, { votingEndsAtUnix: String(NOW - 60n) });
const open = proposal(2, { votingEndsAtUnix: String(NOW + 600n) });
const proposals = [settled, closed, open];

describe('myLocks', () => {
  it('is empty without votes', () => {
    expect(myLocks([], proposals, NOW)).toEqual({ rows: [], total: 0n, withdrawableNow: 0n });
  });

  it('counts active and cancelled votes not withdrawn, and which can be withdrawn now', () => {
    const votes = [
      vote(PROPOSALS[0], { amount: '10000000' }),
      vote(PROPOSALS[0], { amount: '5000000', withdrawn: true }),
      vote(PROPOSALS[2], { amount: '3000000', active: false }),
      vote(PROPOSALS[2], { amount: '7000000' }),
      vote(PROPOSALS[1], { amount: '1000000' }),
    ];
    const locks = myLocks(votes, proposals, NOW);
    expect(locks.total).toBe(21_000_000n);
    expect(locks.withdrawableNow).toBe(10_000_000n);
    expect(locks.rows.map((r) => [r.status, r.amount])).toEqual([
      ['withdraw_now', 10_000_000n],
      ['after_settlement', 7_000_000n],
      ['after_settlement', 3_000_000n],
      ['after_settlement', 1_000_000n],
    ]);
  });

  it('says why each lock waits', () => {
    const locks = myLocks(
      [vote(PROPOSALS[2], { active: false }), vote(PROPOSALS[1]), vote(PROPOSALS[3])],
      proposals,
      NOW,
    );
    const reasons = Object.fromEntries(locks.rows.map((r) => [r.vote.proposal, r.reason]));
    expect(reasons[PROPOSALS[2]]).toBe(
      'Cancelled vote; the tokens stay locked until settlement. Withdraw after the proposal is settled; voting is still open.',
    );
    expect(reasons[PROPOSALS[1]]).toBe(
      'Withdraw after the proposal is settled; voting has ended, so anyone can settle it now.',
    );
    expect(reasons[PROPOSALS[3]]).toMatch(/older than the 100 newest/);
    expect(locks.rows.at(-1)?.status).toBe('unknown_proposal');
    expect(locks.rows.at(-1)?.proposal).toBeNull();
  });
});
