import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memoryBudget } from '@/lib/server/partner';
import {
  callProxy,
  connect,
  control,
  GENEROUS_SIM_LIMITS,
  partnerCalls,
  setBudget,
  startProxyEnv,
  stats,
  type ProxyEnv,
} from '@/test/support/relay-env';

// Reads through the proxy against the real simulator: routing, the session gate, pass-through of bodies,
// codes and rate-limit headers, retries with backoff, and the app-wide tier budget.

let env: ProxyEnv;
let alice: string;
let plain: string;
const ME = 'GET /partner/v1/me';

beforeAll(async () => {
  env = await startProxyEnv();
  alice = await connect(env.sim, 'alice');
  plain = env.world.tokens.find((t) => t.symbol === 'PLAIN')!.mint;
}, 30_000);
afterAll(() => env.close());
afterEach(async () => {
  await env.sim.request('/__sim/faults', { method: 'DELETE' });
});

describe('routing', () => {
  it.each([
    ['GET', 'nowhere', 404, 'not_found'],
    ['GET', 'governance/a%2Fb', 404, 'not_found'],
    ['GET', 'governance/a%5Cb', 404, 'not_found'],
    ['GET', 'governance/..%2Fme', 404, 'not_found'],
    ['GET', 'governance/a..b', 404, 'not_found'],
    ['GET', 'me/', 404, 'not_found'],
    ['GET', 'trades/buy', 405, 'method_not_allowed'],
  ])('%s %s → %i %s, without an upstream call', async (method, path, status, error) => {
    const before = partnerCalls(await stats(env.sim));
    const sent = await callProxy(path, { method, sessionId: alice });
    expect(sent).toMatchObject({ status, body: { error } });
    if (status === 405) expect(sent.headers.get('allow')).toBe('POST');
    expect(partnerCalls(await stats(env.sim))).toBe(before);
  });

  it('answers methods outside the spec 405 with Allow', async () => {
    const sent = await callProxy('me', {
      method: 'PUT',
      sessionId: alice,
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000', 'x-requested-with': 'fetch' },
    });
    expect(sent).toMatchObject({ status: 405, body: { error: 'method_not_allowed' } });
    expect(sent.headers.get('allow')).toBe('GET');
  });

  it('needs a session: 401 not_connected', async () => {
    expect(await callProxy('me')).toMatchObject({ status: 401, body: { error: 'not_connected' } });
    const forged = await callProxy('me', { sessionId: 'x'.repeat(43) });
    expect(forged).toMatchObject({ status: 401, body: { error: 'not_connected' } });
  });
});

describe('pass-through', () => {
  it('passes a success body and the rate-limit headers through', async () => {
    const sent = await callProxy('me', { sessionId: alice });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ user: { username: 'alice', tradingEnabled: true } });
    for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'])
      expect(sent.headers.get(name)).toMatch(/^\d+$/);
    expect(sent.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps the status and code of an upstream error', async () => {
    const sent = await callProxy(`governance/${plain}`, { sessionId: alice });
    expect(sent).toMatchObject({ status: 404, body: { error: 'governance_not_found' } });
  });

  it('sends the votes list limit by the spec rule, and no other query', async () => {
    const quill = env.world.proposals.find((p) => p.note.startsWith('210 voters'))!.proposal;
    const count = async (query: string) => {
      const sent = await callProxy(`governance/proposals/${quill}/votes${query}`, { sessionId: alice });
      expect(sent.status).toBe(200);
      return (sent.body.votes as unknown[]).length;
    };
    expect(await count('')).toBe(50);
    expect(await count('?limit=abc')).toBe(50);
    expect(await count('?limit=7')).toBe(7);
    expect(await count('?limit=500')).toBe(200);
    const other = await callProxy(`governance/proposals/${quill}/votes?limit=7&other=1`, {
      sessionId: alice,
    });
    expect(other).toMatchObject({ status: 400, body: { error: 'invalid_input' } });
  });

  it('answers reads of malformed addresses as the spec does, without a call', async () => {
    const before = partnerCalls(await stats(env.sim));
    const votes = await callProxy('governance/proposals/not-a-proposal/votes', { sessionId: alice });
    expect(votes).toMatchObject({ status: 200, body: { votes: [] } });
    const governance = await callProxy('governance/not-a-mint', { sessionId: alice });
    expect(governance).toMatchObject({ status: 404, body: { error: 'governance_not_found' } });
    expect(partnerCalls(await stats(env.sim))).toBe(before);
  });
});

describe('retries of reads', () => {
  // The governance reads are answered by the read model (read-model.test.ts); `me` goes to the seam.
  it('tries a read again after 502s: two faults, the third attempt succeeds', async () => {
    await control(env.sim, 'faults', { route: ME, count: 2, status: 502, error: 'rpc_unavailable' });
    const before = (await stats(env.sim)).requests[ME] ?? 0;
    const sent = await callProxy('me', { sessionId: alice });
    expect(sent.status).toBe(200);
    expect(sent.body).toHaveProperty('user');
    expect((await stats(env.sim)).requests[ME]).toBe(before + 3);
  });

  it('passes the 502 on after three attempts, without the upstream text', async () => {
    await control(env.sim, 'faults', { route: ME, count: 3, status: 502, error: 'rpc_unavailable' });
    const before = (await stats(env.sim)).requests[ME] ?? 0;
    const sent = await callProxy('me', { sessionId: alice });
    expect(sent).toMatchObject({ status: 502, body: { error: 'rpc_unavailable', retryable: true } });
    expect(sent.body.message).not.toContain('Injected');
    expect((await stats(env.sim)).requests[ME]).toBe(before + 3);
  });

  it('tries again after a lost answer', async () => {
    await control(env.sim, 'faults', { route: ME, count: 1, drop: true });
    const before = (await stats(env.sim)).requests[ME] ?? 0;
    expect((await callProxy('me', { sessionId: alice })).status).toBe(200);
    expect((await stats(env.sim)).requests[ME]).toBe(before + 2);
  });

  it('passes a 429 on with its retry-after, never retried', async () => {
    const bob = await connect(env.sim, 'bob');
    await control(env.sim, 'config', { bucketPerMinute: { read: 1 } });
    try {
      expect((await callProxy('me', { sessionId: bob })).status).toBe(200);
      const before = partnerCalls(await stats(env.sim));
      const sent = await callProxy('me', { sessionId: bob });
      expect(sent).toMatchObject({ status: 429, body: { error: 'rate_limit_exceeded' } });
      expect(sent.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(sent.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(partnerCalls(await stats(env.sim))).toBe(before + 1);
    } finally {
      await control(env.sim, 'config', GENEROUS_SIM_LIMITS);
    }
  });
});

describe('tier budget', () => {
  it('answers 429 itself once the budget is spent, with no upstream call', async () => {
    // People's reads leave the last tenth of the minute to writes (partner/budget.ts): 9 of 10 here, and
    // one person's at most a quarter (3), so three people spend them and a fourth is refused.
    const people = [alice, await connect(env.sim, 'bob'), await connect(env.sim, 'carol')];
    const fourth = await connect(env.sim, 'dana');
    setBudget(memoryBudget(10));
    try {
      const before = partnerCalls(await stats(env.sim));
      for (let i = 0; i < 9; i += 1)
        expect((await callProxy('me', { sessionId: people[i % 3]! })).status).toBe(200);
      const sent = await callProxy('me', { sessionId: fourth });
      expect(sent).toMatchObject({ status: 429, body: { error: 'rate_limit_exceeded' } });
      const retryAfter = Number(sent.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(sent.body.retryAfterSeconds).toBe(retryAfter);
      expect(partnerCalls(await stats(env.sim))).toBe(before + 9);
    } finally {
      setBudget();
    }
  });
});
