// GET /api/auth/callback against the real simulator: the login route's pending cookie, the consent
// screen's answer, then the callback called as Next would, replayed and forged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as login } from '@/app/api/auth/login/route';
import { readTokens } from '@/test/support/runtime';
import { startProxyEnv, stats, type ProxyEnv } from '@/test/support/relay-env';
import { GET as callback } from './route';

let env: ProxyEnv;
const noParams = { params: Promise.resolve({}) };

beforeAll(async () => {
  env = await startProxyEnv();
}, 60_000);
afterAll(() => env.close());

/** Starts a login: the pending cookie, and the consent screen's answer for `decision`. */
async function answered(decision: 'approve' | 'deny') {
  const started = await login(
    new Request('http://localhost:3000/api/auth/login?returnTo=%2Ftokens'),
    noParams,
  );
  const cookie = started.headers.get('set-cookie')!.split(';')[0]!;
  const consent = new URL(started.headers.get('location')!).searchParams;
  consent.set('user', 'alice');
  consent.set('decision', decision);
  const answer = await env.sim.request('/oauth/authorize', {
    method: 'POST',
    body: consent,
    redirect: 'manual',
  });
  return { cookie, query: new URL(answer.headers.get('location')!).search };
}

async function call(query: string, cookie: string) {
  const response = await callback(
    new Request(`http://localhost:3000/api/auth/callback${query}`, { headers: { cookie } }),
    noParams,
  );
  return { location: response.headers.get('location'), setCookie: response.headers.get('set-cookie') ?? '' };
}

const tokenCalls = async () => (await stats(env.sim)).requests['POST /oauth/token'] ?? 0;

describe('GET /api/auth/callback', () => {
  it('uses a pending login once: a replay with the same cookie and code makes no second token call', async () => {
    const { cookie, query } = await answered('approve');
    const before = await tokenCalls();
    const first = await call(query, cookie);
    expect(first.location).toBe('/tokens');
    expect(first.setCookie).toMatch(/sid=/);
    const replay = await call(query, cookie);
    expect(replay.location).toBe('/connect/problem?reason=expired');
    expect(replay.setCookie).not.toMatch(/sid=[^;]/);
    expect((await tokenCalls()) - before).toBe(1);
  });

  it('ends the connection this browser held before, revoking both its tokens at the service', async () => {
    const first = await answered('approve');
    const before = await call(first.query, first.cookie);
    const oldSid = /sid=([^;]+)/.exec(before.setCookie)![1]!;
    const oldTokens = await readTokens(oldSid);
    const revokes = async () => (await stats(env.sim)).requests['POST /oauth/revoke'] ?? 0;
    const revoked = await revokes();

    const second = await answered('approve');
    const after = await call(second.query, `${second.cookie}; sid=${oldSid}`);
    expect(after.setCookie).toMatch(/sid=/);
    expect(/sid=([^;]+)/.exec(after.setCookie)![1]).not.toBe(oldSid);
    await expect(readTokens(oldSid)).rejects.toBeDefined();
    expect((await revokes()) - revoked).toBe(2);
    // Neither of its tokens opens anything at the service any more.
    const me = await env.sim.request('/partner/v1/me', {
      headers: { authorization: `Bearer ${oldTokens.accessToken}` },
    });
    expect(me.status).toBe(401);
  });

  it('accepts an error answer only with the matching state', async () => {
    const { cookie, query } = await answered('deny');
    const forged = new URLSearchParams(query);
    forged.set('state', 'forged-state-value-0123456789');
    expect((await call(`?${forged}`, cookie)).location).toBe('/connect/problem?reason=state');
    const noState = new URLSearchParams(query);
    noState.delete('state');
    expect((await call(`?${noState}`, cookie)).location).toBe('/connect/problem?reason=state');
    expect((await call(query, cookie)).location).toBe('/tokens?connect=denied');
  });
});
