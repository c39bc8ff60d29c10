import { describe, expect, it } from 'vitest';
import { addRecentToken, MAX_RECENT_TOKENS, parseRecentTokens, type RecentToken } from './recent-tokens';

const MINTS = [
  '6hM7wykUyeKNsYCWxcV35nXa4z95BicE9v7CtzZWyiht',
  '4741w986omEfSw4J9pogxtAFpZR1HTUhKXB7yZDMPTm5',
  '8RFjRZ3JFg5wpbMndTBfZCBxCJzPwcTxHVcV8rTb1FjC',
  '42VBVctH9SXYMzELiqnqGw7duDJVWtG8J3H5b8US5j7Z',
  '31ZJu2nACbA3nr8G9iTux4jWEzQBoH24MdrEYFtxbudY',
  '4TuztvB17zQWbmAxH6A8EMwZnhUomB5Dtc9XkM4gHbjg',
  '8wRwhRiMitkbKDL3XtydDgd81U7r2Yo7bLjpWuRvFQkn',
  '6YJAqvLe4HGPGNDck5GejGmCNUHdWdjKmcTMJ9sfT8nR',
  '69ycZoy4YHarL1nqz2QMGzPjra5ktncqEoQ3EZkxNRtC',
] as const;

const token = (i: number, name: string | null = null, symbol: string | null = null): RecentToken => ({
  mint: MINTS[i]!,
  name,
  symbol,
});

describe('parseRecentTokens', () => {
  it('answers an empty list for nothing, bad JSON or the wrong shape', () => {
    expect(parseRecentTokens(null)).toEqual([]);
    expect(parseRecentTokens('{')).toEqual([]);
    expect(parseRecentTokens('{"mint":"x"}')).toEqual([]);
    expect(parseRecentTokens(JSON.stringify([token(0), { name: 'no mint' }]))).toEqual([]);
    expect(parseRecentTokens(JSON.stringify([[MINTS[0]]]))).toEqual([]);
  });

  it('drops invalid addresses and duplicates, and keeps at most 8', () => {
    const raw = JSON.stringify([
      { mint: 'not-an-address', name: 'x', symbol: 'X' },
      token(0, 'Lumen', 'LUMEN'),
      token(0, 'Again', 'AGAIN'),
      ...MINTS.slice(1).map((_, i) => token(i + 1)),
    ]);
    const list = parseRecentTokens(raw);
    expect(list).toHaveLength(MAX_RECENT_TOKENS);
    expect(list[0]).toEqual(token(0, 'Lumen', 'LUMEN'));
    expect(new Set(list.map((t) => t.mint)).size).toBe(list.length);
  });

  it('tolerates a damaged name or symbol', () => {
    const raw = JSON.stringify([{ mint: MINTS[0], name: 42, symbol: 'LUMEN' }]);
    expect(parseRecentTokens(raw)).toEqual([token(0, null, 'LUMEN')]);
    const long = JSON.stringify([{ mint: MINTS[0], name: 'n'.repeat(65), symbol: 'S'.repeat(33), extra: 1 }]);
    expect(parseRecentTokens(long)).toEqual([token(0)]);
  });
});

describe('addRecentToken', () => {
  it('puts the token first without duplicating it', () => {
    const list = [token(0), token(1), token(2)];
    expect(addRecentToken(list, token(2)).map((t) => t.mint)).toEqual([MINTS[2], MINTS[0], MINTS[1]]);
  });

  it('keeps a name learned earlier when this visit does not know it', () => {
    const list = [token(0, 'Lumen', 'LUMEN')];
    expect(addRecentToken(list, token(0))).toEqual([token(0, 'Lumen', 'LUMEN')]);
    expect(addRecentToken(list, token(0, 'Lumen Ink', 'LINK'))).toEqual([token(0, 'Lumen Ink', 'LINK')]);
  });

  it('keeps the 8 most recent', () => {
    let list: RecentToken[] = [];
    for (let i = 0; i < MINTS.length; i += 1) list = addRecentToken(list, token(i));
    expect(list).toHaveLength(8);
    expect(list[0]!.mint).toBe(MINTS[8]);
    expect(list.map((t) => t.mint)).not.toContain(MINTS[0]);
  });
});
