import { describe, expect, it } from 'vitest';
import { LIST_LIMIT_CASES } from '@/test/support/list-limit';
import { parseActivityLimit } from './journal';
import { summarize } from './summary';

describe('summarize', () => {
  it.each([
    ['vote', { side: 'yes', amount: '1000000000' }, 'vote yes 1,000 tokens'],
    ['vote', { side: 'no', amount: '1500000' }, 'vote no 1.5 tokens'],
    ['buy', { maxSolIn: '250000000', slippageBps: 150 }, 'buy with 0.25 SOL, slippage 1.5%'],
    ['buy', { maxSolIn: '1000000000', minTokensOut: '0' }, 'buy with 1 SOL, minTokensOut 0'],
    [
      'buyExactOut',
      { tokensOut: '2000000', maxSolIn: '5', slippageBps: 0 },
      'buy 2 tokens for at most 0.000000005 SOL, slippage 0%',
    ],
    ['sell', { tokensIn: '3000000', minSolOut: '7' }, 'sell 3 tokens, minSolOut 7'],
    [
      'updateContent',
      { name: 'N', website: '', image: true },
      'propose content change: name, website, image',
    ],
    ['extendMutability', { additionalSeconds: '172800' }, 'propose extending the window by 2 days'],
    ['extendMutability', { additionalSeconds: '600' }, 'propose extending the window by 10 minutes'],
    ['vote', { side: 'yes', amount: '1000000' }, 'vote yes 1 token'],
    ['withdrawVote', { voter: 'VoterWallet1111111111111111111111' }, 'withdraw vote tokens of Vote…1111'],
    ['vote', { side: 'yes', amount: 'junk' }, 'vote yes ? tokens'],
  ] as const)('%s %j → %s', (kind, data, line) => {
    expect(summarize(kind, data)).toBe(line);
  });

  it('never carries fields it does not name', () => {
    const line = summarize('vote', {
      side: 'yes',
      amount: '1',
      accessToken: 'svc_at_secret',
      cookie: 'sid=1',
    });
    expect(line).not.toMatch(/svc_at_|sid=/);
  });
});

describe('parseActivityLimit', () => {
  it.each([...LIST_LIMIT_CASES, ['9999999999', 50]])('%s → %i', (raw, limit) => {
    expect(parseActivityLimit(raw)).toBe(limit);
  });
});
