import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTokens } from '@/lib/server/store';
import { callProxy, connect, control, startProxyEnv, stats, type ProxyEnv } from '@/test/support/relay-env';

// An access token close to its known expiry is replaced before it is used: one refresh for many
// concurrent requests, while the service still accepts the old token (so no request meets a 401).

let env: ProxyEnv;
let shiftMs = 0;
let ttlSeconds = 0;

beforeAll(async () => {
  env = await startProxyEnv({}, { now: () => Date.now() + shiftMs });
  ({ accessTokenTtlSeconds: ttlSeconds } = (await control(env.sim, 'config')) as {
    accessTokenTtlSeconds: number;
  });
}, 30_000);
afterAll(() => env.close());

describe('proactive refresh', () => {
  it('leaves a token with time to spare alone', async () => {
    const alice = await connect(env.sim, 'alice');
    const before = await stats(env.sim);
    expect((await callProxy('me', { sessionId: alice })).status).toBe(200);
    expect((await stats(env.sim)).oauth.refreshes).toBe(before.oauth.refreshes);
    expect((await readTokens(alice)).version).toBe(0);
  });

  it('refreshes once, before use, a token 30 s from its expiry, for 20 concurrent reads', async () => {
    const bob = await connect(env.sim, 'bob');
    const old = (await readTokens(bob)).accessToken;
    shiftMs = (ttlSeconds - 30) * 1000;
    try {
      const before = await stats(env.sim);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => callProxy('me', { sessionId: bob })),
      );
      expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
      const after = await stats(env.sim);
      expect(after.oauth.refreshes! - before.oauth.refreshes!).toBe(1);
      // Exactly one upstream read each: nothing was refused and resent.
      expect(after.requests['GET /partner/v1/me']! - before.requests['GET /partner/v1/me']!).toBe(20);
      const stored = await readTokens(bob);
      expect(stored.version).toBe(1);
      expect(stored.accessToken).not.toBe(old);
    } finally {
      shiftMs = 0;
    }
    const before = await stats(env.sim);
    expect((await callProxy('me', { sessionId: bob })).status).toBe(200);
    expect((await stats(env.sim)).oauth.refreshes).toBe(before.oauth.refreshes);
  });
});
