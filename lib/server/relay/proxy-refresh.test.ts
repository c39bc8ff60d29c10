import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callProxy,
  connect,
  control,
  FEES,
  postJson,
  startProxyEnv,
  stats,
  type ProxyEnv,
} from '@/test/support/relay-env';
import { expectMeReads } from '@/test/support/relay-checks';

// Expired access tokens through the proxy: one refresh for many concurrent requests, and a lost refresh
// answer that ends the connection without ever replaying the old refresh token.

const TOKEN = 'POST /oauth/token';

let env: ProxyEnv;
let alice: string;
let bob: string;

beforeAll(async () => {
  env = await startProxyEnv();
  alice = await connect(env.sim, 'alice');
  bob = await connect(env.sim, 'bob');
  const { accessTokenTtlSeconds } = (await control(env.sim, 'config')) as { accessTokenTtlSeconds: number };
  await control(env.sim, 'clock', { advanceSeconds: accessTokenTtlSeconds + 1 });
}, 30_000);
afterAll(() => env.close());

describe('refresh', () => {
  it('makes one refresh for 50 concurrent reads on an expired token, and all succeed', async () => {
    const { before, after } = await expectMeReads(env.sim, alice, 50, 1);
    expect(after.oauth.replaysDetected).toBe(0);
    expect(after.requests[TOKEN]! - before.requests[TOKEN]!).toBe(1);
  });

  it('ends the connection when a refresh answer is lost, and never replays the old refresh token', async () => {
    await control(env.sim, 'faults', { route: TOKEN, count: 1, drop: true });
    const before = await stats(env.sim);
    const first = await callProxy('me', { sessionId: bob });
    expect(first).toMatchObject({ status: 401, body: { error: 'not_connected' } });
    const tokenCalls = (await stats(env.sim)).requests[TOKEN];
    expect(tokenCalls).toBe(before.requests[TOKEN]! + 1);

    const later = await callProxy('me', { sessionId: bob });
    expect(later.status).toBe(401);
    expect(['needs_reconnect', 'not_connected']).toContain(later.body.error);
    const write = await postJson(bob, 'governance/votes/cancel', { proposal: 'P'.repeat(32), ...FEES });
    expect(write.status).toBe(401);

    const after = await stats(env.sim);
    expect(after.requests[TOKEN]).toBe(tokenCalls);
    expect(after.oauth.replaysDetected).toBe(0);
    expect(after.oauth.connectionsRevoked).toBe(before.oauth.connectionsRevoked);
  });
});
