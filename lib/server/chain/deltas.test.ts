import { describe, expect, it } from 'vitest';
import {
  balanceChanges,
  lamports,
  openedAccountRent,
  type BalanceInput,
  type TokenBalanceInput,
} from './deltas';

const ALICE = 'A1iceWa11et1111111111111111111111111111111';
const OTHER = 'OtherWa11et1111111111111111111111111111111';
const MINT = 'Mint111111111111111111111111111111111111111';
const MINT2 = 'Mint222222222222222222222222222222222222222';

const tb = (
  accountIndex: number,
  owner: string | undefined,
  amount: string,
  mint = MINT,
): TokenBalanceInput => ({
  accountIndex,
  mint,
  ...(owner === undefined ? {} : { owner }),
  uiTokenAmount: { amount, decimals: 6 },
});

/**
 * A transaction's balances: each account (in the order of the transaction's account keys) with its lamports
 * before and after, then the token balances.
 */
const balances = (
  lamports: Record<string, [pre: number, post: number]>,
  preTokenBalances: TokenBalanceInput[],
  postTokenBalances: TokenBalanceInput[],
): BalanceInput => ({
  accountKeys: Object.keys(lamports),
  preBalances: Object.values(lamports).map(([pre]) => pre),
  postBalances: Object.values(lamports).map(([, post]) => post),
  preTokenBalances,
  postTokenBalances,
});

/** A token change as reported (six decimals). */
const token = (delta: string, mint = MINT) => ({ mint, delta, decimals: 6 });

/** A vote: alice (fee payer) locks 10,000 tokens into an escrow owned by another key. */
const vote = balances(
  {
    [ALICE]: [5_000_000_000, 4_998_995_000],
    AliceAta: [2_039_280, 2_039_280],
    EscrowAta: [2_039_280, 2_039_280],
    [OTHER]: [1, 1],
  },
  [tb(1, ALICE, '20000000000'), tb(2, OTHER, '0')],
  [tb(1, ALICE, '10000000000'), tb(2, OTHER, '10000000000')],
);

describe('balanceChanges', () => {
  it('reads the wallet’s lamport and token deltas of a vote', () => {
    expect(balanceChanges(vote, ALICE)).toEqual({ sol: '-1005000', tokens: [token('-10000000000')] });
  });

  it('attributes token accounts by owner: the escrow owner sees the opposite delta and no lamports', () => {
    expect(balanceChanges(vote, OTHER)).toEqual({ sol: '0', tokens: [token('10000000000')] });
  });

  it('counts a token account created by the transaction (no pre balance) in full', () => {
    const buy = balances(
      {
        [ALICE]: [10_000_000_000, 8_996_949_720],
        NewAta: [0, 2_039_280],
        Pool: [95_000_000_000, 96_000_000_000],
      },
      [tb(2, 'PoolOwner', '190000000000000')],
      [tb(1, ALICE, '1994003'), tb(2, 'PoolOwner', '189999998005997')],
    );
    expect(balanceChanges(buy, ALICE)).toEqual({ sol: '-1003050280', tokens: [token('1994003')] });
    expect(openedAccountRent(buy, ALICE)).toBe(2_039_280n);
    expect(openedAccountRent(buy, 'PoolOwner')).toBe(0n);
    expect(openedAccountRent(vote, ALICE)).toBe(0n);
    expect(openedAccountRent(buy, null)).toBe(0n);
  });

  it('counts a closed token account (no post balance) as all of it leaving', () => {
    const close = balances(
      { [ALICE]: [1_000_000, 3_034_280], AliceAta: [2_039_280, 0] },
      [tb(1, ALICE, '42')],
      [],
    );
    expect(balanceChanges(close, ALICE)).toEqual({ sol: '2034280', tokens: [token('-42')] });
  });

  it('a failed trade: only the fees leave; unchanged token balances are not listed', () => {
    const failed = balances(
      { [ALICE]: [10_000_000_000, 9_998_985_000], AliceAta: [2_039_280, 2_039_280], Pool: [1, 1] },
      [tb(1, ALICE, '25000000000000')],
      [tb(1, ALICE, '25000000000000')],
    );
    expect(balanceChanges(failed, ALICE)).toEqual({ sol: '-1015000', tokens: [] });
  });

  it('sums several accounts of one mint and keeps mints apart, in order of appearance', () => {
    const input = balances(
      { [OTHER]: [1, 1], A: [1, 1], B: [1, 1], C: [1, 1] },
      [tb(1, ALICE, '100', MINT2), tb(2, ALICE, '5'), tb(3, ALICE, '7')],
      [tb(1, ALICE, '40', MINT2), tb(2, ALICE, '10'), tb(3, ALICE, '9')],
    );
    expect(balanceChanges(input, ALICE)).toEqual({ sol: '0', tokens: [token('-60', MINT2), token('7')] });
  });

  it('keeps amounts beyond 2^53 exact (bigint, never floating point)', () => {
    const big = balances(
      { [OTHER]: [1, 1], A: [1, 1] },
      [tb(1, ALICE, '18446744073709551615')],
      [tb(1, ALICE, '1')],
    );
    expect(balanceChanges(big, ALICE).tokens[0]?.delta).toBe('-18446744073709551614');
  });

  it('ignores token balances without an owner and the loaded accounts of other wallets', () => {
    const input = balances(
      { [OTHER]: [1, 1], A: [1, 1], [ALICE]: [500, 700] },
      [tb(1, undefined, '5')],
      [tb(1, undefined, '9')],
    );
    expect(balanceChanges(input, ALICE)).toEqual({ sol: '200', tokens: [] });
  });

  it('reports no changes when the wallet is unknown', () => {
    expect(balanceChanges(vote, null)).toEqual({ sol: '0', tokens: [] });
  });

  it('refuses amounts it cannot read exactly', () => {
    expect(() => balanceChanges({ ...vote, preTokenBalances: [tb(1, ALICE, '1.5')] }, ALICE)).toThrow(
      RangeError,
    );
    expect(() => balanceChanges({ ...vote, preTokenBalances: [tb(1, ALICE, '')] }, ALICE)).toThrow(
      RangeError,
    );
    expect(() => lamports(2 ** 53)).toThrow(RangeError);
    expect(() => lamports(1.5)).toThrow(RangeError);
    expect(lamports(Number.MAX_SAFE_INTEGER)).toBe(9_007_199_254_740_991n);
  });
});
