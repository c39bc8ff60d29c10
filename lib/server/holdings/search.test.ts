// Find a token against a started simulator: GET /api/tokens/search?q= over the demo tokens, the
// governances the read model holds and the catalogue, by name, symbol or mint, without calling the service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as search } from '@/app/api/tokens/search/route';
import { tokenSearchResponseSchema, type TokenCard } from '@/lib/api';
import { readGovernance } from '@/lib/server/read-model';
import { runtime } from '@/lib/server/runtime';
import { startChainEnv, type ChainEnv } from '@/test/support/chain-env';
import { createSession, testChain } from '@/test/support/runtime';
import { tokenSet } from '@/test/support/store';
import { testToken } from '@/test/support/simulator/fixtures';
import { json } from '@/test/support/simulator/harness';
import { createTokenCatalog, matchRank } from './catalog';
import { searchTokens } from './search';

let env: ChainEnv;

beforeAll(async () => {
  env = await startChainEnv();
});
afterAll(() => env.close());

const partnerCalls = () =>
  [...env.sim.sim().stats.requests].reduce((sum, [key, n]) => (key.includes('/partner/') ? sum + n : sum), 0);

async function find(q: string) {
  const request = new Request(`http://localhost:3000/api/tokens/search?q=${encodeURIComponent(q)}`);
  const answer = await json(await search(request, { params: Promise.resolve({}) }));
  return answer.status === 200
    ? { status: 200, tokens: tokenSearchResponseSchema.parse(answer.body).tokens }
    : { status: answer.status, body: answer.body };
}

const symbols = (tokens: TokenCard[] | undefined) => tokens?.map((t) => t.symbol);

describe('GET /api/tokens/search', () => {
  it('finds a token by its symbol, its name or its mint, with its image and whether it is governed', async () => {
    const before = partnerCalls();
    const lumen = await find('LUMEN');
    expect(lumen.status).toBe(200);
    expect(lumen.tokens?.[0]).toMatchObject({
      mint: env.mints.LUMEN,
      symbol: 'LUMEN',
      name: 'Lumen',
      governed: true,
    });
    // A token whose metadata sits at its mint's address shows its image at once.
    expect((await find('grass')).tokens).toMatchObject([
      { symbol: 'GRASS', governed: false, image: expect.stringMatching(/^http/) },
    ]);
    expect(symbols((await find(env.mints.POOL!)).tokens)).toEqual(['POOL']);
    expect(symbols((await find('Emb')).tokens)).toContain('EMBER');
    expect((await find('nothing like it')).tokens).toEqual([]);
    expect((await find('')).tokens).toEqual([]);
    expect(partnerCalls()).toBe(before);
  });

  it('refuses a query too long to be a name, symbol or mint, in the error shape', async () => {
    expect(await find('x'.repeat(65))).toMatchObject({
      status: 400,
      body: { error: 'invalid_input', message: expect.stringMatching(/at most 64 characters/) },
    });
  });

  it('finds a governed token the read model holds, though no list names it', async () => {
    const wallet = env.sim.sim().users.get('alice')!.wallet;
    const { sessionId } = await createSession(tokenSet(1, { accessToken: testToken('alice') }), { wallet });
    await readGovernance(runtime().readModel, { sessionId, wallet }, env.mints.TIDE!);
    const catalog = { ...createTokenCatalog(testChain()), source: async () => [] };
    const found = await searchTokens({ tokens: catalog, readModel: runtime().readModel }, 'tide');
    expect(found).toMatchObject([
      { mint: env.mints.TIDE, symbol: 'TIDE', governed: true, image: expect.stringMatching(/^http/) },
    ]);
    // Without the read model's entry the same catalogue knows nothing of it.
    expect(await catalog.search('tide', [])).toEqual(found);
  });
});

describe('matchRank', () => {
  const card = {
    mint: 'Abcd1111111111111111111111111111111111111',
    name: 'Lumen Coin',
    symbol: 'LUMEN',
    image: null,
    governed: true,
  };
  it('ranks the mint, then the exact symbol and name, then prefixes, then words and the rest', () => {
    expect(matchRank(card, card.mint)).toBe(0);
    expect(matchRank(card, 'lumen')).toBe(1);
    expect(matchRank(card, 'lumen coin')).toBe(2);
    expect(matchRank(card, 'LUM')).toBe(3);
    expect(matchRank(card, 'coin')).toBe(5);
    expect(matchRank(card, 'men')).toBe(6);
    expect(matchRank(card, 'abcd')).toBe(7);
    expect(matchRank(card, 'ab')).toBeNull();
    expect(matchRank(card, '  ')).toBeNull();
  });
});
