// The follow set and its routes against a started simulator (the chain through its RPC): held tokens from
// getTokenAccountsByOwner over the token program, written ones from the activity journal, followed ones
// from the store; GET /api/follows and PUT/DELETE /api/follows/{mint} called as Next calls them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as list } from '@/app/api/follows/route';
import { DELETE as unfollow, PUT as follow } from '@/app/api/follows/[mint]/route';
import { followChangeResponseSchema, followsResponseSchema } from '@/lib/api';
import { recordIntent, recordOutcome } from '@/lib/server/journal/journal';
import { startChainEnv, type ChainEnv } from '@/test/support/chain-env';
import { createSession, getSession, storeDb, testChain } from '@/test/support/runtime';
import { tokenSet } from '@/test/support/store';
import { testToken } from '@/test/support/simulator/fixtures';
import { json } from '@/test/support/simulator/harness';
import { followSet } from './follow-set';
import { readHeldTokens } from './held';

const ORIGIN = { origin: 'http://localhost:3000', 'x-requested-with': 'fetch', host: 'localhost:3000' };
const M = 1_000_000n * 1_000_000n; // a million tokens of 6 decimals

let env: ChainEnv;
const cookies: Record<string, string> = {};
const wallets: Record<string, string> = {};

beforeAll(async () => {
  env = await startChainEnv();
  for (const [n, name] of ['alice', 'bob', 'carol'].entries()) {
    const wallet = env.sim.sim().users.get(name)!.wallet;
    wallets[name] = wallet;
    const { sessionId } = await createSession(tokenSet(n + 1), { username: name, wallet });
    cookies[name] = `sid=${sessionId}`;
  }
  const { sessionId } = await createSession(tokenSet(9), { username: 'nobody', wallet: null });
  cookies.nowallet = `sid=${sessionId}`;
});

afterAll(() => env.close());

const upstreamCalls = () =>
  [...env.sim.sim().stats.requests].reduce((sum, [key, n]) => (key.includes('/rpc') ? sum : sum + n), 0);

async function getFollows(cookie: string) {
  const request = new Request('http://localhost:3000/api/follows', { headers: cookie ? { cookie } : {} });
  const answer = await json(await list(request, { params: Promise.resolve({}) }));
  if (answer.status === 200) followsResponseSchema.parse(answer.body);
  return answer;
}

async function change(method: 'PUT' | 'DELETE', mint: string, cookie: string) {
  const request = new Request(`http://localhost:3000/api/follows/${encodeURIComponent(mint)}`, {
    method,
    headers: { ...ORIGIN, ...(cookie ? { cookie } : {}) },
  });
  const handler = method === 'PUT' ? follow : unfollow;
  const answer = await json(await handler(request, { params: Promise.resolve({ mint }) }));
  if (answer.status === 200) followChangeResponseSchema.parse(answer.body);
  return answer;
}

type Entry = { mint: string; reasons: string[]; balance: string | null };
const entryOf = (body: Record<string, unknown>, mint: string) =>
  (body.tokens as Entry[]).find((t) => t.mint === mint);

describe('the follow set', () => {
  it('holds every token the wallet holds on the chain, with its balance, read over the token program', async () => {
    const held = await readHeldTokens(testChain(), wallets.alice!);
    const { mints } = env;
    // alice holds governed and trade-only seed tokens alike, without having opened any.
    for (const symbol of ['LUMEN', 'TIDE', 'EMBER', 'STONE', 'QUILL', 'PLAIN', 'GRASS', 'EDGE', 'POOL'])
      expect(held.has(mints[symbol]!), symbol).toBe(true);
    expect(held.get(mints.TIDE!)).toBe(60n * M);

    const answer = await getFollows(cookies.alice!);
    expect(answer.status).toBe(200);
    expect(answer.body.heldRead).toBe(true);
    expect(answer.body.wallet).toBe(wallets.alice);
    expect(entryOf(answer.body, mints.TIDE!)).toEqual({
      mint: mints.TIDE,
      reasons: ['held'],
      balance: String(60n * M),
    });
    expect((answer.body.tokens as Entry[]).length).toBe(held.size);
  });

  it('holds the tokens the wallet wrote to through the dashboard, from the journal', async () => {
    const db = await storeDb();
    const tide = env.mints.TIDE!; // bob holds no TIDE
    const id = await recordIntent(db, {
      sessionHash: 'h-bob',
      wallet: wallets.bob!,
      kind: 'finalizeMetadata',
      data: { mint: tide },
      idempotencyKey: 'k-bob-1',
    });
    await recordOutcome(db, id, { status: 'submitted', signature: '1'.repeat(88), httpStatus: 200 });
    // A refused write wrote nothing.
    const refused = await recordIntent(db, {
      sessionHash: 'h-bob',
      wallet: wallets.bob!,
      kind: 'finalizeMetadata',
      data: { mint: env.mints.PLAIN! },
      idempotencyKey: 'k-bob-2',
    });
    await recordOutcome(db, refused, { status: 'failed', error: 'invalid_input', httpStatus: 400 });

    const set = await followSet({ db, chain: testChain() }, wallets.bob!);
    expect(set.tokens.find((t) => t.mint === tide)).toEqual({
      mint: tide,
      reasons: ['wrote'],
      balance: null,
    });
    expect(set.tokens.find((t) => t.mint === env.mints.PLAIN)).toBeUndefined();
  });

  it('follows and unfollows by hand; an unfollowed token she holds stays, because she holds it', async () => {
    const plain = env.mints.PLAIN!; // carol holds no PLAIN
    expect(entryOf((await getFollows(cookies.carol!)).body, plain)).toBeUndefined();
    const followed = await change('PUT', plain, cookies.carol!);
    expect(followed).toEqual({ status: 200, body: { mint: plain, followed: true, reasons: ['followed'] } });
    // Following again changes nothing.
    expect((await change('PUT', plain, cookies.carol!)).status).toBe(200);
    expect(entryOf((await getFollows(cookies.carol!)).body, plain)).toEqual({
      mint: plain,
      reasons: ['followed'],
      balance: null,
    });
    expect(await change('DELETE', plain, cookies.carol!)).toEqual({
      status: 200,
      body: { mint: plain, followed: false, reasons: [] },
    });
    expect(entryOf((await getFollows(cookies.carol!)).body, plain)).toBeUndefined();

    const lumen = env.mints.LUMEN!;
    expect((await change('PUT', lumen, cookies.alice!)).body).toMatchObject({
      reasons: ['held', 'followed'],
    });
    expect(await change('DELETE', lumen, cookies.alice!)).toEqual({
      status: 200,
      body: { mint: lumen, followed: false, reasons: ['held'] },
    });
    expect(entryOf((await getFollows(cookies.alice!)).body, lumen)?.reasons).toEqual(['held']);
  });

  it('still answers what it knows when the chain cannot be read, and says the held part is missing', async () => {
    const db = await storeDb();
    const unreachable = {
      connection: () => {
        throw new Error('connect ECONNREFUSED');
      },
    };
    await change('PUT', env.mints.PLAIN!, cookies.carol!);
    const set = await followSet({ db, chain: unreachable }, wallets.carol!);
    expect(set).toEqual({
      wallet: wallets.carol,
      tokens: [{ mint: env.mints.PLAIN, reasons: ['followed'], balance: null }],
      heldRead: false,
    });
    await change('DELETE', env.mints.PLAIN!, cookies.carol!);
  });

  it('keeps each wallet’s follows its own', async () => {
    const edge = env.mints.EDGE!; // neither bob nor carol holds EDGE
    await change('PUT', edge, cookies.bob!);
    expect(entryOf((await getFollows(cookies.carol!)).body, edge)).toBeUndefined();
    // carol's unfollow removes only her own (absent) follow.
    await change('DELETE', edge, cookies.carol!);
    expect(entryOf((await getFollows(cookies.bob!)).body, edge)?.reasons).toEqual(['followed']);
  });
});

describe('the follow routes refuse bad requests, at no upstream cost', () => {
  it.each([
    ['PUT', 'not-a-mint'],
    ['DELETE', 'not-a-mint'],
    ['PUT', '0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl'],
    ['PUT', '%E0%A4%A'],
  ] as const)('%s %s is 400 invalid_address', async (method, mint) => {
    const before = upstreamCalls();
    const answer = await change(method, mint, cookies.alice!);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: 'invalid_address',
      message: expect.stringMatching(/address/),
    });
    expect(upstreamCalls()).toBe(before);
  });

  it('answers 404 for an address that is no token', async () => {
    const before = upstreamCalls();
    const answer = await change('PUT', wallets.bob!, cookies.alice!);
    expect(answer).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(upstreamCalls()).toBe(before);
  });

  it('answers 401 not_connected without a session, and 422 invalid_wallet without a wallet', async () => {
    const before = upstreamCalls();
    expect((await getFollows('')).body).toMatchObject({ error: 'not_connected' });
    expect((await change('PUT', env.mints.LUMEN!, '')).status).toBe(401);
    expect((await change('DELETE', env.mints.LUMEN!, 'sid=unknown')).status).toBe(401);
    expect(await getFollows(cookies.nowallet!)).toMatchObject({
      status: 422,
      body: { error: 'invalid_wallet' },
    });
    // Its profile was read at login and named no wallet: it is not asked again.
    expect(upstreamCalls()).toBe(before);
  });

  it('reads the wallet of a connection whose profile could not be read at login, and keeps it', async () => {
    // As after a login whose `GET /me` the tier's spent minute refused: the session names no wallet.
    const { sessionId } = await createSession(tokenSet(10, { accessToken: testToken('dana') }), {
      unread: true,
    });
    const answer = await getFollows(`sid=${sessionId}`);
    expect(answer.status).toBe(200);
    const dana = env.sim.sim().users.get('dana')!;
    expect(await getSession(sessionId)).toMatchObject({ username: dana.username, wallet: dana.wallet });
    const reads = () => env.sim.sim().stats.requests.get('GET /partner/v1/me') ?? 0;
    const before = reads();
    expect((await getFollows(`sid=${sessionId}`)).status).toBe(200);
    expect(reads()).toBe(before);
  });
});
