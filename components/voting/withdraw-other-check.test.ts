import { describe, expect, it } from 'vitest';
import { vote } from '@/test/support/fixtures/voting';
import { withdrawOtherProblem } from './withdraw-other-check';

const BOB = 'Bob1111111111111111111111111111111111111111';
const CAROL = 'Caro111111111111111111111111111111111111111';

describe('withdrawOtherProblem', () => {
  it('says the tokens were already returned when every vote of the wallet is withdrawn', () => {
    const votes = [vote({ voter: BOB, amount: '5000000000', withdrawn: true })];
    expect(withdrawOtherProblem(BOB, { votes, limit: 50 }, 'LUMEN')).toMatch(
      /^Nothing to withdraw: this wallet’s .* LUMEN were already returned to it\.$/,
    );
  });

  it('lets a wallet with tokens still locked through', () => {
    const votes = [
      vote({ voter: BOB, withdrawn: true }),
      vote({ voter: BOB, withdrawn: false, active: false }),
    ];
    expect(withdrawOtherProblem(BOB, { votes, limit: 50 })).toBeNull();
  });

  it('says a wallet did not vote only when the list is complete', () => {
    const votes = [vote({ voter: BOB })];
    expect(withdrawOtherProblem(CAROL, { votes, limit: 50 })).toMatch(/did not vote/);
    expect(withdrawOtherProblem(CAROL, { votes, limit: 1 })).toBeNull();
    expect(withdrawOtherProblem(CAROL, { votes: undefined, limit: 50 })).toBeNull();
  });
});
