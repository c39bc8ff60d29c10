import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTokens } from '@/test/support/runtime';
import { connect, control, startProxyEnv, type ProxyEnv } from '@/test/support/relay-env';
import { expectMeReads, routeOf } from '@/test/support/relay-checks';

// An access token close to its known expiry is replaced before it is used: one refresh for many
// concurrent requests, while the service still accepts the old token (so no request meets a 401).

const ME = routeOf('me');

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
    await expectMeReads(env.sim, alice, 1, 0);
    expect((await readTokens(alice)).version).toBe(0);
  });

  it('refreshes once, before use, a token 30 s from its expiry, for 20 concurrent reads', async () => {
    const bob = await connect(env.sim, 'bob');
    const old = (await readTokens(bob)).accessToken;
    shiftMs = (ttlSeconds - 30) * 1000;
    try {
      const { before, after } = await expectMeReads(env.sim, bob, 20, 1);
      // Exactly one upstream read each: nothing was refused and resent.
      expect(after.requests[ME]! - before.requests[ME]!).toBe(20);
      const stored = await readTokens(bob);
      expect(stored.version).toBe(1);
      expect(stored.accessToken).not.toBe(old);
    } finally {
      shiftMs = 0;
    }
    await expectMeReads(env.sim, bob, 1, 0);
  });
});
