// The trade panel's server reads against a started simulator: the fee rate (GET /api/trade/settings),
// a token's metadata from its mint alone (GET /api/metadata/mints/{mint}), and whether an address is a mint.
import { startChainEnv, type ChainEnv } from '@/test/support/chain-env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as mintMetadata } from '@/app/api/metadata/mints/[mint]/route';
import { GET as settings } from '@/app/api/trade/settings/route';
import { isTokenMint } from '@/lib/server/chain';
import { createSession, testChain } from '@/test/support/runtime';
import { tokenSet } from '@/test/support/store';
import { testToken } from '@/test/support/simulator/fixtures';
import { json, type RunningSimulator } from '@/test/support/simulator/harness';

let sim: RunningSimulator;
let cookie: string;
let mints: Record<string, string>;
let env: ChainEnv;

beforeAll(async () => {
  env = await startChainEnv(() => ({ PARTNER_FEE_BPS: '50' }));
  sim = env.sim;
  mints = env.mints;
  const wallet = sim.sim().users.get('alice')!.wallet;
  const tokens = tokenSet(1, { accessToken: testToken('alice') });
  const { sessionId } = await createSession(tokens, { username: 'alice', wallet });
  cookie = `sid=${sessionId}`;
});

afterAll(() => env.close());

async function metadataOf(mint: string, withCookie = '') {
  const request = new Request(`http://localhost:3000/api/metadata/mints/${mint}`, {
    headers: { 'x-forwarded-for': '203.0.113.9', ...(withCookie ? { cookie: withCookie } : {}) },
  });
  return json(await mintMetadata(request, { params: Promise.resolve({ mint }) }));
}

describe('GET /api/trade/settings', () => {
  it('answers the server’s partner fee rate, and nothing else', async () => {
    const response = await settings(new Request('http://localhost:3000/api/trade/settings'), {
      params: Promise.resolve({}),
    });
    expect(await json(response)).toEqual({ status: 200, body: { partnerFeeBps: '50' } });
  });
});

describe('GET /api/metadata/mints/{mint}', () => {
  it('finds a trading token’s metadata at the mint’s canonical address, without a session', async () => {
    expect(await metadataOf(mints.GRASS!)).toMatchObject({
      status: 200,
      body: { name: 'Grass Roots', symbol: 'GRASS' },
    });
  });

  it('finds a governed token’s metadata through its governance for a connected person', async () => {
    expect(await metadataOf(mints.LUMEN!)).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(await metadataOf(mints.LUMEN!, cookie)).toMatchObject({
      status: 200,
      body: { symbol: 'LUMEN' },
    });
  });

  it('refuses a malformed mint', async () => {
    expect(await metadataOf('nope')).toMatchObject({ status: 400, body: { error: 'invalid_address' } });
  });
});

describe('isTokenMint', () => {
  it('tells a mint from a wallet', async () => {
    expect(await isTokenMint(testChain(), mints.PLAIN!)).toBe(true);
    expect(await isTokenMint(testChain(), sim.sim().users.get('bob')!.wallet)).toBe(false);
  });
});
