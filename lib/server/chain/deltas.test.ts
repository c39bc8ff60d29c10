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

/** A vote: alice (fee payer) locks 10,000 tokens into an escrow owned by another key. */
const vote: BalanceInput = {
  accountKeys: [ALICE, 'AliceAta', 'EscrowAta', OTHER],
  preBalances: [5_000_000_000, 2_039_280, 2_039_280, 1],
  postBalances: [4_998_995_000, 2_039_280, 2_039_280, 1],
  preTokenBalances: [tb(1, ALICE, '20000000000'), tb(2, OTHER, '0')],
  postTokenBalances: [tb(1, ALICE, '10000000000'), tb(2, OTHER, '10000000000')],
};

describe('balanceChanges', () => {
  it('reads the wallet’s lamport and token deltas of a vote', () => {
    expect(balanceChanges(vote, ALICE)).toEqual({
      sol: '-1005000',
      tokens: [{ mint: MINT, delta: '-10000000000', decimals: 6 }],
    });
  });

  it('attributes token accounts by owner: the escrow owner sees the opposite delta and no lamports', () => {
    expect(balanceChanges(vote, OTHER)).toEqual({
      sol: '0',
      tokens: [{ mint: MINT, delta: '10000000000', decimals: 6 }],
    });
  });

  it('counts a token account created by the transaction (no pre balance) in full', () => {
    const buy: BalanceInput = {
      accountKeys: [ALICE, 'NewAta', 'Pool'],
      preBalances: [10_000_000_000, 0, 95_000_000_000],
      postBalances: [8_996_949_720, 2_039_280, 96_000_000_000],
      preTokenBalances: [tb(2, 'PoolOwner', '190000000000000')],
      postTokenBalances: [tb(1, ALICE, '1994003'), tb(2, 'PoolOwner', '189999998005997')],
    };
    expect(balanceChanges(buy, ALICE)).toEqual({
      sol: '-1003050280',
      tokens: [{ mint: MINT, delta: '1994003', decimals: 6 }],
    });
    expect(openedAccountRent(buy, ALICE)).toBe(2_039_280n);
    expect(openedAccountRent(buy, 'PoolOwner')).toBe(0n);
    expect(openedAccountRent(vote, ALICE)).toBe(0n);
    expect(openedAccountRent(buy, null)).toBe(0n);
  });

  it('counts a closed token account (no post balance) as all of it leaving', () => {
    const close: BalanceInput = {
      accountKeys: [ALICE, 'AliceAta'],
      preBalances: [1_000_000, 2_039_280],
      postBalances: [3_034_280, 0],
      preTokenBalances: [tb(1, ALICE, '42')],
      postTokenBalances: [],
    };
    expect(balanceChanges(close, ALICE)).toEqual({
      sol: '2034280',
      tokens: [{ mint: MINT, delta: '-42', decimals: 6 }],
    });
  });

  it('a failed trade: only the fees leave; unchanged token balances are not listed', () => {
    const failed: BalanceInput = {
      accountKeys: [ALICE, 'AliceAta', 'Pool'],
      preBalances: [10_000_000_000, 2_039_280, 1],
      postBalances: [9_998_985_000, 2_039_280, 1],
      preTokenBalances: [tb(1, ALICE, '25000000000000')],
      postTokenBalances: [tb(1, ALICE, '25000000000000')],
    };
    expect(balanceChanges(failed, ALICE)).toEqual({ sol: '-1015000', tokens: [] });
  });

  it('sums several accounts of one mint and keeps mints apart, in order of appearance', () => {
    const input: BalanceInput = {
      accountKeys: [OTHER, 'A', 'B', 'C'],
      preBalances: [1, 1, 1, 1],
      postBalances: [1, 1, 1, 1],
      preTokenBalances: [tb(1, ALICE, '100', MINT2), tb(2, ALICE, '5'), tb(3, ALICE, '7')],
      postTokenBalances: [tb(1, ALICE, '40', MINT2), tb(2, ALICE, '10'), tb(3, ALICE, '9')],
    };
    expect(balanceChanges(input, ALICE)).toEqual({
      sol: '0',
      tokens: [
        { mint: MINT2, delta: '-60', decimals: 6 },
        { mint: MINT, delta: '7', decimals: 6 },
      ],
    });
  });

  it('keeps amounts beyond 2^53 exact (bigint, never floating point)', () => {
    const big: BalanceInput = {
      accountKeys: [OTHER, 'A'],
      preBalances: [1, 1],
      postBalances: [1, 1],
      preTokenBalances: [tb(1, ALICE, '18446744073709551615')],
      postTokenBalances: [tb(1, ALICE, '1')],
    };
    expect(balanceChanges(big, ALICE).tokens[0]?.delta).toBe('-18446744073709551614');
  });

  it('ignores token balances without an owner and the loaded accounts of other wallets', () => {
    const input: BalanceInput = {
      accountKeys: [OTHER, 'A', ALICE],
      preBalances: [1, 1, 500],
      postBalances: [1, 1, 700],
      preTokenBalances: [tb(1, undefined, '5')],
      postTokenBalances: [tb(1, undefined, '9')],
    };
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
