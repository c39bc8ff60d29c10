import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '@/test/support/runtime';
import { runtime } from '@/lib/server/runtime';
import { sessionKey } from '@/lib/server/store/session-rows';
import { connect, startProxyEnv, type ProxyEnv } from '@/test/support/relay-env';
import { sweepSessionsOnce } from './session-sweep';

// The sweep's revocations share the token endpoint's minute with the refreshes that keep people
// connected: they use only what leaves the refreshes their room, and what is left waits for the next sweep.

const DAY = 86_400_000;
let env: ProxyEnv;

beforeAll(async () => {
  // 12 token calls a minute, a quarter (3) kept for refreshes.
  env = await startProxyEnv({ OAUTH_CALLS_PER_MINUTE: '12', SESSION_IDLE_DAYS: '7' });
}, 60_000);
afterAll(() => env.close());

describe('the session sweep and the OAuth allowance', () => {
  it('leaves the room kept for refreshes, and keeps what it could not revoke for the next sweep', async () => {
    const { sessions, db } = await runtime().store();
    // 4 sign-ins (one still in use), then 3 idle sessions to sweep: 6 revocations, and 5 calls are left
    // above the room.
    const people = [];
    for (const user of ['alice', 'bob', 'carol']) people.push(await connect(env.sim, user));
    const live = await connect(env.sim, 'dana');
    for (const sessionId of people)
      await db.query('UPDATE sessions SET last_seen_at = $2 WHERE id_hash = $1', [
        sessionKey(sessionId),
        new Date(Date.now() - 8 * DAY),
      ]);
    const counts = await sweepSessionsOnce(runtime());
    expect(counts.deferred).toBe(1);
    expect(counts.deleted).toBe(2);
    // The refreshes' room is still there for the person still connected.
    const tokens = await sessions.readTokens(live);
    expect((await refreshTokens(tokens.refreshToken)).accessToken).toMatch(/^svc_at_/);
    // The sessions not swept yet are still there, for the next sweep.
    const left = await db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM sessions WHERE id_hash = ANY($1::text[])`,
      [people.map((id) => sessionKey(id))],
    );
    expect(Number(left[0]!.n)).toBe(1);
  });
});
