import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/partner';
import { memoryBudget } from '@/lib/server/partner';
import { connect, setBudget, startProxyEnv, stats, type ProxyEnv } from '@/test/support/relay-env';
import { buildAuthorizationRequest, exchangeCode, refreshTokens } from '@/test/support/runtime';
import { runtime } from '../runtime';

// The token endpoint is shared: the service allows this app (its only caller) so many OAuth calls a
// minute, and refreshes keep everyone connected. New sign-ins may use it only above the room kept for
// refreshes and a callback that cannot be sent spends nothing.

const TOKEN = 'POST /oauth/token';
let env: ProxyEnv;

beforeAll(async () => {
  env = await startProxyEnv({ OAUTH_CALLS_PER_MINUTE: '8' });
}, 60_000);
afterAll(async () => {
  setBudget();
  await env.close();
});

async function bogusCallback(): Promise<unknown> {
  const auth = await buildAuthorizationRequest();
  // The service's answer without a code: refused here, before any token request.
  const callback = new URL(`http://localhost:3000/api/auth/callback?state=${auth.state}`);
  return exchangeCode({ callback, state: auth.state, codeVerifier: auth.codeVerifier }).catch((e) => e);
}

describe('the OAuth allowance', () => {
  it('keeps room for refreshes ahead of new sign-ins, and charges only calls that are sent', async () => {
    const budget = memoryBudget(1_000);
    setBudget(budget);
    const tokenCalls = async () => (await stats(env.sim)).requests[TOKEN] ?? 0;
    const before = await tokenCalls();

    for (let i = 0; i < 5; i += 1) expect(await bogusCallback()).toBeInstanceOf(Error);
    expect(await budget.remaining()).toBe(1_000);

    // 8 calls a minute, a quarter kept for refreshes: 6 sign-ins, then none.
    const sessions: string[] = [];
    for (let i = 0; i < 6; i += 1) sessions.push(await connect(env.sim, 'alice'));
    const refused = await connect(env.sim, 'bob').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: 'rate_limit_exceeded' });
    expect((refused as ApiError).body.retryAfterSeconds).toBeGreaterThan(0);
    expect(await tokenCalls()).toBe(before + 6);

    // The room kept is there for the people already connected.
    const { sessions: store } = await runtime().store();
    const tokens = await store.readTokens(sessions[0]!);
    const renewed = await refreshTokens(tokens.refreshToken);
    expect(renewed.accessToken).toMatch(/^svc_at_/);
    expect(await tokenCalls()).toBe(before + 7);
    expect(1_000 - (await budget.remaining())).toBe(7);
  });
});
