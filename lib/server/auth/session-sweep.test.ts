import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runtime } from '@/lib/server/runtime';
import { createSealer } from '@/lib/server/store';
import { sealPair, sessionKey } from '@/lib/server/store/session-rows';
import { connect, startProxyEnv, stats, type ProxyEnv } from '@/test/support/relay-env';
import { sweepSessionsOnce } from './session-sweep';

// The sweep against the simulator: sessions past a lifetime, and sessions sealed under the secret that
// SESSION_SECRET replaced, are deleted with their tokens revoked at the service; a pair no secret opens
// is only deleted. The sessions still in their lifetimes are left alone.

const PREVIOUS = 'the-secret-before-the-rotation-0123456789';
const DAY = 86_400_000;

let env: ProxyEnv;

beforeAll(async () => {
  env = await startProxyEnv({
    SESSION_SECRET_PREVIOUS: PREVIOUS,
    SESSION_IDLE_DAYS: '7',
    SESSION_MAX_DAYS: '30',
  });
}, 60_000);
afterAll(() => env.close());

const db = async () => (await runtime().store()).db;

/** Moves a session's creation and last use back by days. */
async function age(sessionId: string, createdDaysAgo: number, seenDaysAgo: number) {
  await (
    await db()
  ).query('UPDATE sessions SET created_at = $2, last_seen_at = $3 WHERE id_hash = $1', [
    sessionKey(sessionId),
    new Date(Date.now() - createdDaysAgo * DAY),
    new Date(Date.now() - seenDaysAgo * DAY),
  ]);
}

/** Seals a session's pair again under `secret`, as a server with that SESSION_SECRET had. */
async function resealUnder(sessionId: string, secret: string) {
  const { sessions } = await runtime().store();
  const tokens = await sessions.readTokens(sessionId);
  const idHash = sessionKey(sessionId)!;
  const sealed = sealPair(createSealer(secret), idHash, tokens);
  await (
    await db()
  ).query('UPDATE sessions SET access_token = $2, refresh_token = $3 WHERE id_hash = $1', [
    idHash,
    sealed.access,
    sealed.refresh,
  ]);
  return tokens;
}

const meWith = async (accessToken: string) =>
  (await env.sim.request('/partner/v1/me', { headers: { authorization: `Bearer ${accessToken}` } })).status;

const exists = async (sessionId: string) =>
  (await (await db()).query('SELECT 1 FROM sessions WHERE id_hash = $1', [sessionKey(sessionId)])).length > 0;

describe('the session sweep', () => {
  it('ends idle and too old sessions, revoking their tokens, and leaves live ones alone', async () => {
    const { sessions } = await runtime().store();
    const [idle, old, live] = [
      await connect(env.sim, 'alice'),
      await connect(env.sim, 'bob'),
      await connect(env.sim, 'carol'),
    ];
    const idleTokens = await sessions.readTokens(idle);
    const oldTokens = await sessions.readTokens(old);
    await age(idle, 8, 7.01);
    await age(old, 31, 0);
    await age(live, 29, 6.9);
    // Enforced on read before any sweep: an ended session is not a session.
    expect(await sessions.getSession(idle)).toBeNull();
    await expect(sessions.readTokens(old)).rejects.toMatchObject({ code: 'not_connected' });
    expect(await sessions.getSession(live)).toMatchObject({ status: 'active' });

    const before = await stats(env.sim);
    const swept = await sweepSessionsOnce(runtime());
    expect(swept).toMatchObject({ deleted: 2, revoked: 2, unreadable: 0 });
    expect([await exists(idle), await exists(old), await exists(live)]).toEqual([false, false, true]);
    expect(await meWith(idleTokens.accessToken)).toBe(401);
    expect(await meWith(oldTokens.accessToken)).toBe(401);
    expect((await stats(env.sim)).oauth.connectionsRevoked).toBe((before.oauth.connectionsRevoked ?? 0) + 2);
    expect(await sweepSessionsOnce(runtime())).toMatchObject({ deleted: 0 });
  });

  it('revokes a session sealed under the previous secret, and only deletes one no secret opens', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const previous = await connect(env.sim, 'alice');
    const lost = await connect(env.sim, 'bob');
    const previousTokens = await resealUnder(previous, PREVIOUS);
    await resealUnder(lost, 'a-secret-nobody-has-any-more-0123456789');
    // On read it no longer opens: the connection ends at once.
    const { sessions } = await runtime().store();
    await expect(sessions.readTokens(previous)).rejects.toMatchObject({ code: 'needs_reconnect' });

    const swept = await sweepSessionsOnce(runtime());
    expect(swept).toMatchObject({ deleted: 2, revoked: 1, unreadable: 1 });
    expect([await exists(previous), await exists(lost)]).toEqual([false, false]);
    expect(await meWith(previousTokens.accessToken)).toBe(401);
    log.mockRestore();
  });

  it('revokes an ended session’s tokens when its person disconnects before the sweep', async () => {
    const { endConnection } = await import('./end-connection');
    const { sessions } = await runtime().store();
    const sessionId = await connect(env.sim, 'dana');
    const tokens = await sessions.readTokens(sessionId);
    await age(sessionId, 40, 40);
    const quiet = { warn: () => undefined } as unknown as Parameters<typeof endConnection>[2];
    await endConnection(runtime(), sessionId, quiet);
    expect(await exists(sessionId)).toBe(false);
    expect(await meWith(tokens.accessToken)).toBe(401);
  });
});

describe('the session sweeper', () => {
  it('sweeps at start as the runtime’s job, started once, and stops as the runtime closes', async () => {
    const rt = runtime();
    const sessionId = await connect(env.sim, 'carol');
    await age(sessionId, 31, 31);
    const started = rt.jobs.start();
    expect(rt.jobs.start()).toBe(started); // once per runtime
    await started;
    await vi.waitFor(async () => expect(await exists(sessionId)).toBe(false), { timeout: 20_000 });
    await rt.close();
    expect(rt.jobs.running).toBe(false);
  }, 40_000);
});
