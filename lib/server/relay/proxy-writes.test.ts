import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GET as activityRoute } from '@/app/api/activity/route';
import { pngImage } from '@/test/support/images';
import { serverConfig } from '../config';
import { updateProfile } from '@/test/support/runtime';
import {
  callProxy,
  connect,
  control,
  FEES,
  ORIGIN,
  postForm,
  postJson,
  SAME_ORIGIN,
  startProxyEnv,
  type ProxyEnv,
} from '@/test/support/relay-env';
import { mintOf, openProposalOf } from '@/test/support/seed-world';
import { allPartnerCalls, routeOf, TEN_THOUSAND_TOKENS, upstreamCalls } from '@/test/support/relay-checks';

// Writes through the proxy against the real simulator: the cross-site guard, Idempotency-Key replay and
// in-flight refusal, a lost answer (504 write_outcome_unknown), the server's partner fee, multipart
// re-encoding, and the activity journal.

const VOTES = routeOf('vote');
const CANCEL = routeOf('cancelVote');

let env: ProxyEnv;
let alice: string;
let aliceWallet: string;
let openProposal: string;

async function activity(sessionId: string, query = '') {
  const request = new Request(`${ORIGIN}/api/activity${query}`, { headers: { cookie: `sid=${sessionId}` } });
  const response = await activityRoute(request, { params: Promise.resolve({}) });
  return {
    status: response.status,
    body: (await response.json()) as { activity: Record<string, unknown>[] },
  };
}

beforeAll(async () => {
  env = await startProxyEnv();
  alice = await connect(env.sim, 'alice');
  // As the callback does: the session keeps the person's wallet from the profile read.
  aliceWallet = ((await callProxy('me', { sessionId: alice })).body.user as { wallet: string }).wallet;
  await updateProfile(alice, { username: 'alice', wallet: aliceWallet });
  openProposal = openProposalOf(env.world, 'LUMEN').proposal;
}, 30_000);
afterAll(() => env.close());
afterEach(async () => {
  await env.sim.request('/__sim/faults', { method: 'DELETE' });
});

describe('cross-site guard', () => {
  const vote = { proposal: 'P'.repeat(32), side: 'yes', amount: '1', ...FEES };
  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['no X-Requested-With', { 'x-requested-with': '' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses a write from %s: 403 origin_rejected, no upstream call', async (_, headers) => {
    const before = await allPartnerCalls(env.sim);
    const merged = Object.fromEntries(
      Object.entries({ ...SAME_ORIGIN, ...headers }).filter(([, value]) => value !== ''),
    );
    const sent = await callProxy('governance/votes', {
      method: 'POST',
      sessionId: alice,
      headers: { ...merged, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify(vote),
    });
    expect(sent).toMatchObject({ status: 403, body: { error: 'origin_rejected' } });
    expect(await allPartnerCalls(env.sim)).toBe(before);
  });
});

describe('idempotency', () => {
  it('sends a key once: the second request gets the first answer without reaching the upstream', async () => {
    const key = crypto.randomUUID();
    const vote = { proposal: openProposal, side: 'yes', amount: TEN_THOUSAND_TOKENS, ...FEES };
    const before = await upstreamCalls(env.sim, VOTES);
    const first = await postJson(alice, 'governance/votes', vote, key);
    expect(first).toMatchObject({ status: 200, body: { status: 'processed', proposal: openProposal } });
    const second = await postJson(alice, 'governance/votes', vote, key);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('x-ratelimit-limit')).toBe(first.headers.get('x-ratelimit-limit'));
    expect(await upstreamCalls(env.sim, VOTES)).toBe(before + 1);

    const reused = await postJson(alice, 'governance/votes', { ...vote, side: 'no' }, key);
    expect(reused).toMatchObject({ status: 400, body: { error: 'invalid_input' } });

    const [entry] = (await activity(alice)).body.activity;
    expect(entry).toMatchObject({
      kind: 'vote',
      status: 'submitted',
      signature: first.body.signature,
      proposal: openProposal,
      summary: 'vote yes 10,000 tokens',
      idempotencyKey: key,
    });
  });

  it('refuses a concurrent duplicate with 409 idempotency_in_flight', async () => {
    await control(env.sim, 'faults', { route: CANCEL, count: 1, latencyMs: 400 });
    const key = crypto.randomUUID();
    const cancel = { proposal: openProposal, ...FEES };
    const before = await upstreamCalls(env.sim, CANCEL);
    const answers = await Promise.all([
      postJson(alice, 'governance/votes/cancel', cancel, key),
      postJson(alice, 'governance/votes/cancel', cancel, key),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.error).toBe('idempotency_in_flight');
    expect(await upstreamCalls(env.sim, CANCEL)).toBe(before + 1);
  });
});

describe('a lost write answer', () => {
  it('answers 504 write_outcome_unknown, journals outcome_unknown, and never resends', async () => {
    const bob = await connect(env.sim, 'bob');
    await control(env.sim, 'faults', { route: VOTES, count: 1, drop: true });
    const key = crypto.randomUUID();
    const vote = { proposal: openProposal, side: 'no', amount: '1000000000', ...FEES };
    const before = await upstreamCalls(env.sim, VOTES);
    const sent = await postJson(bob, 'governance/votes', vote, key);
    expect(sent).toMatchObject({ status: 504, body: { error: 'write_outcome_unknown', retryable: false } });
    expect(String(sent.body.action)).toMatch(/sending it again could do it twice/);
    const again = await postJson(bob, 'governance/votes', vote, key);
    expect(again).toMatchObject({ status: 504, body: { error: 'write_outcome_unknown' } });
    expect(await upstreamCalls(env.sim, VOTES)).toBe(before + 1);

    const list = (await activity(bob)).body.activity;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      kind: 'vote',
      status: 'outcome_unknown',
      summary: 'vote no 1,000 tokens',
    });
  });
});

describe('partner fee', () => {
  const buy = () => ({
    mint: mintOf(env.world, 'POOL'),
    maxSolIn: '10000000',
    slippageBps: 500,
    partnerFeeBps: 9999,
    ...FEES,
  });

  it('drops a browser-sent fee when the server setting is 0', async () => {
    const sent = await postJson(alice, 'trades/buy', buy());
    expect(sent).toMatchObject({
      status: 200,
      body: { status: 'submitted', mint: mintOf(env.world, 'POOL') },
    });
  });

  it('sends the server setting instead when it is set', async () => {
    const config = serverConfig();
    config.partnerFeeBps = 25n;
    try {
      // The demo app has no fee wallet, so a fee that reaches the upstream is refused.
      const sent = await postJson(alice, 'trades/buy', { ...buy(), partnerFeeBps: 0 });
      expect(sent).toMatchObject({ status: 400, body: { error: 'partner_fee_not_configured' } });
    } finally {
      config.partnerFeeBps = 0n;
    }
  });
});

describe('update-content', () => {
  it('re-encodes a valid form with its image (exactly 5 MiB) and normalised links for the upstream', async () => {
    const form = new FormData();
    form.set('mint', mintOf(env.world, 'QUILL'));
    form.set('priorityFeeLamports', FEES.priorityFeeLamports);
    form.set('tipLamports', FEES.tipLamports);
    form.set('name', 'Quill Two');
    form.set('website', 'Example.com/about');
    const image = pngImage({ size: 5 * 1024 * 1024 });
    form.set('image', new Blob([new Uint8Array(image)], { type: 'text/plain' }), 'x.txt');
    const sent = await postForm(alice, 'governance/proposals/update-content', form);
    expect(sent).toMatchObject({
      status: 200,
      body: { status: 'processed', mint: mintOf(env.world, 'QUILL') },
    });
    expect(sent.body.metadataUri).toEqual(expect.any(String));
    expect(sent.body.imageUri).toEqual(expect.any(String));
    const [entry] = (await activity(alice)).body.activity;
    expect(entry).toMatchObject({
      kind: 'updateContent',
      mint: mintOf(env.world, 'QUILL'),
      status: 'submitted',
      summary: 'propose content change: name, website, image',
    });
  });
});

describe('GET /api/activity', () => {
  it('lists newest first, honours ?limit= and needs a session', async () => {
    const all = (await activity(alice)).body.activity;
    expect(all.length).toBeGreaterThanOrEqual(4);
    const times = all.map((e) => String(e.createdAt));
    expect([...times].sort().reverse()).toEqual(times);
    expect((await activity(alice, '?limit=2')).body.activity).toEqual(all.slice(0, 2));
    const response = await activityRoute(new Request(`${ORIGIN}/api/activity`), {
      params: Promise.resolve({}),
    });
    expect(response.status).toBe(401);
    expect(JSON.stringify(all)).not.toMatch(/svc_at_|sk_demo|refresh/);
  });

  it('shows a person their writes from earlier sessions with the same wallet, and nobody else', async () => {
    const mine = (await activity(alice)).body.activity;
    const later = await connect(env.sim, 'alice');
    expect((await activity(later)).body.activity).toEqual([]);
    await updateProfile(later, { username: 'alice', wallet: aliceWallet });
    expect((await activity(later)).body.activity).toEqual(mine);
    const dana = await connect(env.sim, 'dana');
    expect((await activity(dana)).body.activity).toEqual([]);
  });
});
