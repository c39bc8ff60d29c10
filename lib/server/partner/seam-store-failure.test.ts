import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/partner';
import { setupTestSessionStore } from '@/test/support/session-store';
import { testSealer, tokenSet } from '@/test/support/store';
import type { OAuthClient } from '../oauth/client';
import type { Db } from '../store/db';
import { createRefresher } from '../store/refresh';
import type { TierBudget } from './budget';
import { createPartnerSeam, REFRESH_MARGIN_MS } from './seam';
import type { Transport } from './transport';

// The seam over a store that fails while it refreshes a token the service ended early: the person is told
// to try again (503 store_unavailable), never that the connection ended, and the connection is kept. And
// what the read model asks the seam of a stored token before it lends it: whether it is still fresh.

const store = setupTestSessionStore();

const invalidToken = () =>
  new Response(JSON.stringify({ error: 'invalid_token', message: 'expired' }), {
    status: 401,
    headers: { 'content-type': 'application/json' },
  });

function seamOver(db: Db, budget: Partial<TierBudget> = {}) {
  const refreshTokens = vi.fn(async () => tokenSet(2));
  const sent: string[] = [];
  const transport: Transport = {
    baseUrl: 'http://upstream.test',
    reachable: async () => true,
    async send(request) {
      sent.push(request.accessToken ?? '');
      return request.accessToken === 'svc_at_access_1' ? invalidToken() : new Response('{}');
    },
  };
  const seam = createPartnerSeam({
    transport,
    budget: {
      take: async () => ({ ok: true }),
      charge: async () => undefined,
      remaining: async () => 100,
      minuteEndsInMs: async () => 0,
      points: 100,
      ...budget,
    },
    sessions: async () => ({ sessions: store.sessions, refresher: createRefresher(db, testSealer()) }),
    oauth: () => ({ refreshTokens }) as unknown as OAuthClient,
  });
  return { seam, refreshTokens, sent };
}

/** The test store, every read of a connection's row failing while `broken.on` holds. */
function failingReads() {
  const broken = { on: true };
  const db: Db = {
    ...store.db,
    async query(sql, params) {
      if (broken.on && sql.startsWith('SELECT *, (lease_owner')) throw new Error('the store went away');
      return store.db.query(sql, params);
    },
  };
  return { db, broken };
}

const call = (seam: ReturnType<typeof createPartnerSeam>, sessionId: string) =>
  seam.call(sessionId, { method: 'GET', path: '/me' }, { priority: 'user' }).catch((e: unknown) => e);

describe('a store failure during a refresh, through the seam', () => {
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('is 503 store_unavailable, not a connection that ended, and the connection refreshes later', async () => {
    const { sessionId } = await store.sessions.createSession(tokenSet(1));
    const { db, broken } = failingReads();
    const { seam, refreshTokens, sent } = seamOver(db);
    const error = await call(seam, sessionId);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'store_unavailable', status: 503, retryable: true });
    expect(refreshTokens).not.toHaveBeenCalled();
    expect(await store.sessions.getSession(sessionId)).toMatchObject({ status: 'active' });
    broken.on = false;
    expect(await call(seam, sessionId)).toBeInstanceOf(Response);
    expect(sent).toEqual(['svc_at_access_1', 'svc_at_access_1', 'svc_at_access_2']);
  });

  it('is 503 store_unavailable when the budget over the store fails before the refresh is sent', async () => {
    const { sessionId } = await store.sessions.createSession(tokenSet(1));
    const { seam, refreshTokens } = seamOver(store.db, {
      charge: async () => {
        throw new Error('rate_limits: relation is locked');
      },
    });
    expect(await call(seam, sessionId)).toMatchObject({ code: 'store_unavailable', status: 503 });
    expect(refreshTokens).not.toHaveBeenCalled();
    expect(await store.sessions.readTokens(sessionId)).toMatchObject({ refreshToken: 'refresh_1' });
  });
});

describe('whether a connection’s token needs a refresh before its next call', () => {
  it('is fresh past the refresh margin, and stale within it or past its expiry', async () => {
    const { seam } = seamOver(store.db);
    const at = (ms: number) => tokenSet(3, { accessExpiresAt: new Date(Date.now() + ms) });
    const fresh = await store.sessions.createSession(at(10 * 60_000));
    const ending = await store.sessions.createSession(at(REFRESH_MARGIN_MS / 2));
    const expired = await store.sessions.createSession(at(-60_000));
    expect(await seam.tokenFresh(fresh.sessionId)).toBe(true);
    expect(await seam.tokenFresh(ending.sessionId)).toBe(false);
    expect(await seam.tokenFresh(expired.sessionId)).toBe(false);
  });
});
