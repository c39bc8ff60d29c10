import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, catalogueError } from '@/lib/partner';
import { openDb, type Db } from './db';
import { createRefresher, type Refresher, type RefresherOptions } from './refresh';
import { sessionKey } from './session-rows';
import { setupTestSessionStore } from '@/test/support/session-store';
import { testSealer, tokenSet } from '@/test/support/store';
import { RefreshOutcomeUnknownError, type TokenSet } from './tokens';

const store = setupTestSessionStore();

const refresher = (options: RefresherOptions = {}) => createRefresher(store.db, testSealer(), options);
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A refresh callback that records the tokens it was sent and answers after a pause. */
function fakeService(answer: (refreshToken: string) => TokenSet | Error = () => tokenSet(2), pauseMs = 30) {
  const sent: string[] = [];
  const refresh = vi.fn(async (refreshToken: string) => {
    sent.push(refreshToken);
    await delay(pauseMs);
    const result = answer(refreshToken);
    if (result instanceof Error) throw result;
    return result;
  });
  return { refresh, sent };
}

/** Asks the worker for an access token in place of the `stale` one, refreshing through the service. */
const freshToken = (
  worker: Refresher,
  sessionId: string,
  service: ReturnType<typeof fakeService>,
  stale = 'svc_at_access_1',
) => worker.withFreshAccessToken(sessionId, { staleAccessToken: stale, refresh: service.refresh });

/** `count` concurrent callers holding the first, stale token, spread over the workers in turn. */
const concurrentCallers = (
  workers: Refresher[],
  count: number,
  sessionId: string,
  service: ReturnType<typeof fakeService>,
) => Array.from({ length: count }, (_, i) => freshToken(workers[i % workers.length]!, sessionId, service));

describe('refresh, never twice', () => {
  it('makes exactly one refresh call for 50 concurrent callers, who all get the new token', async () => {
    const { sessionId } = await store.sessions.createSession(tokenSet(1));
    const service = fakeService();
    const results = await Promise.all(concurrentCallers([refresher()], 50, sessionId, service));
    expect(service.refresh).toHaveBeenCalledTimes(1);
    expect(service.sent).toEqual(['refresh_1']);
    expect(new Set(results)).toEqual(new Set(['svc_at_access_2']));
    expect(await store.sessions.readTokens(sessionId)).toEqual({ ...tokenSet(2), version: 1 });
  });

  it('prevents a double refresh by the lease alone, across workers without the single-flight map', async () => {
    const { sessionId } = await store.sessions.createSession(tokenSet(1));
    const service = fakeService(() => tokenSet(2), 100);
    const workers = ['worker-a', 'worker-b', 'worker-c'].map((owner) =>
      refresher({ owner, singleFlight: false, pollMinMs: 5, pollMaxMs: 20 }),
    );
    const results = await Promise.all(concurrentCallers(workers, 30, sessionId, service));
    expect(service.refresh).toHaveBeenCalledTimes(1);
    expect(new Set(results)).toEqual(new Set(['svc_at_access_2']));
    expect(await store.sessions.readTokens(sessionId)).toMatchObject({
      version: 1,
      refreshToken: 'refresh_2',
    });
  });

  it('returns the stored token without refreshing when someone already rotated it', async () => {
    const { sessionId } = await store.sessions.createSession(tokenSet(1));
    const service = fakeService();
    await freshToken(refresher(), sessionId, service);
    // A request that used the old token, rejected after the rotation, comes late.
    const late = await freshToken(refresher(), sessionId, service);
    expect(late).toBe('svc_at_access_2');
    expect(service.refresh).toHaveBeenCalledTimes(1);
  });

  it('refreshes again when the newest token is the stale one, sending the newest refresh token', async () => {
    const { sessionId } = await store.sessions.createSession(tokenSet(1));
    const service = fakeService((token) => tokenSet(token === 'refresh_1' ? 2 : 3));
    const worker = refresher();
    await freshToken(worker, sessionId, service);
    const next = await freshToken(worker, sessionId, service, 'svc_at_access_2');
    expect(next).toBe('svc_at_access_3');
    expect(service.sent).toEqual(['refresh_1', 'refresh_2']);
  });

  it('on a lost response marks needs_reconnect and never sends that refresh token again', async () => {
    const { sessionId } = await store.sessions.createSession(tokenSet(1));
    const service = fakeService(() => new RefreshOutcomeUnknownError('timeout'));
    const workers = [
      refresher({ owner: 'a', singleFlight: false }),
      refresher({ owner: 'b', singleFlight: false }),
    ];
    const outcomes = await Promise.allSettled(concurrentCallers(workers, 10, sessionId, service));
    expect(service.refresh).toHaveBeenCalledTimes(1);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      expect(outcome.status === 'rejected' && outcome.reason).toMatchObject({ code: 'needs_reconnect' });
    }
    await expect(freshToken(refresher(), sessionId, service)).rejects.toMatchObject({
      code: 'needs_reconnect',
    });
    expect(service.refresh).toHaveBeenCalledTimes(1);
    expect(await store.sessions.getSession(sessionId)).toMatchObject({ status: 'needs_reconnect' });
    const [row] = await store.db.query(
      'SELECT refresh_token, access_token FROM sessions WHERE id_hash = $1',
      [sessionKey(sessionId)],
    );
    expect(row).toEqual({ refresh_token: null, access_token: null });
  });

  it.each([
    ['rejected with invalid_grant', catalogueError('invalid_grant')],
    ['failed unexpectedly', new TypeError('bug after sending')],
  ])('marks needs_reconnect when the refresh is %s', async (_name, failure) => {
    const { sessionId } = await store.sessions.createSession(tokenSet(1));
    const service = fakeService(() => failure);
    await expect(freshToken(refresher(), sessionId, service)).rejects.toMatchObject({
      code: 'needs_reconnect',
    });
    expect(await store.sessions.getSession(sessionId)).toMatchObject({ status: 'needs_reconnect' });
  });

  it('on a refusal that did not spend the token (429), releases the lease and keeps the connection', async () => {
    const { sessionId } = await store.sessions.createSession(tokenSet(1));
    let limited = true;
    const service = fakeService(() => (limited ? catalogueError('rate_limit_exceeded') : tokenSet(2)));
    const worker = refresher();
    const request = { staleAccessToken: 'svc_at_access_1', refresh: service.refresh };
    await expect(worker.withFreshAccessToken(sessionId, request)).rejects.toMatchObject({
      code: 'rate_limit_exceeded',
    });
    expect(await store.sessions.readTokens(sessionId)).toMatchObject({
      version: 0,
      refreshToken: 'refresh_1',
    });
    limited = false;
    expect(await worker.withFreshAccessToken(sessionId, request)).toBe('svc_at_access_2');
    expect(service.sent).toEqual(['refresh_1', 'refresh_1']);
  });

  it('treats a lease that ran out without a new pair as an unknown outcome, without refreshing', async () => {
    const { sessionId } = await store.sessions.createSession(tokenSet(1));
    await store.db.query(
      `UPDATE sessions SET lease_owner = 'dead-worker', lease_until = now() - interval '1 second' WHERE id_hash = $1`,
      [sessionKey(sessionId)],
    );
    const service = fakeService();
    await expect(freshToken(refresher(), sessionId, service)).rejects.toMatchObject({
      code: 'needs_reconnect',
    });
    expect(service.refresh).not.toHaveBeenCalled();
  });

  it('costs a waiter no more than the lease of a holder that died mid-refresh, then needs_reconnect', async () => {
    const { sessionId } = await store.sessions.createSession(tokenSet(1));
    await store.db.query(
      `UPDATE sessions SET lease_owner = 'dying-worker', lease_until = now() + interval '800 milliseconds' WHERE id_hash = $1`,
      [sessionKey(sessionId)],
    );
    const service = fakeService();
    const started = Date.now();
    // A waiting caller used to give up before the lease ran out, with a retryable `internal` (a 500).
    const options = { leaseMs: 800, waitMs: 300 };
    const error = await freshToken(refresher(options), sessionId, service).catch((e: unknown) => e);
    const waited = Date.now() - started;
    expect(error).toMatchObject({ code: 'needs_reconnect', retryable: false });
    expect(waited).toBeGreaterThanOrEqual(600);
    expect(waited).toBeLessThan(800 + 1_000);
    expect(service.refresh).not.toHaveBeenCalled();
    expect(await store.sessions.getSession(sessionId)).toMatchObject({ status: 'needs_reconnect' });
  });

  it('answers not_connected for an unknown session', async () => {
    const service = fakeService();
    await expect(freshToken(refresher(), 'B'.repeat(43), service, 'x')).rejects.toMatchObject({
      code: 'not_connected',
    });
  });
});

// Two independent pools over one PostgreSQL server stand for two processes: TEST_POSTGRES_URL=postgres://…
const postgresUrl = process.env.TEST_POSTGRES_URL;
describe.skipIf(!postgresUrl)('refresh, never twice, across two processes (PostgreSQL)', () => {
  it('makes one refresh call for 40 callers spread over two connection pools', async () => {
    const other = await openDb(postgresUrl ?? '');
    try {
      const { sessionId } = await store.sessions.createSession(tokenSet(1));
      const service = fakeService(() => tokenSet(2), 50);
      const workers = [store.db, other].map((pool, i) =>
        createRefresher(pool, testSealer(), { owner: `process-${i}`, singleFlight: false, pollMinMs: 5 }),
      );
      const results = await Promise.all(concurrentCallers(workers, 40, sessionId, service));
      expect(service.refresh).toHaveBeenCalledTimes(1);
      expect(new Set(results)).toEqual(new Set(['svc_at_access_2']));
    } finally {
      await other.close();
    }
  });
});

/** The test store, failing statements that match `failing` while `broken.on` holds, at most `times`. */
function breakable(failing: RegExp, times = Infinity) {
  const broken = { on: true, failures: 0 };
  const db: Db = {
    ...store.db,
    async query(sql, params) {
      if (broken.on && broken.failures < times && failing.test(sql)) {
        broken.failures += 1;
        throw new Error('connection terminated unexpectedly');
      }
      return store.db.query(sql, params);
    },
  };
  return { db, broken };
}

describe('a store that fails during a refresh', () => {
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['reading the connection', /^SELECT \*, \(lease_owner/],
    ['taking the lease', /SET lease_owner = \$2/],
  ])(
    'is a transient 503 when %s fails, sends nothing and leaves the connection as it was',
    async (_, failing) => {
      const { sessionId } = await store.sessions.createSession(tokenSet(1));
      const { db, broken } = breakable(failing);
      const service = fakeService();
      const worker = createRefresher(db, testSealer());
      const error = await freshToken(worker, sessionId, service).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code: 'store_unavailable', status: 503, retryable: true });
      expect(broken.failures).toBeGreaterThan(0);
      expect(service.refresh).not.toHaveBeenCalled();
      // Not "tokens spent": once the store answers again, the same connection refreshes.
      broken.on = false;
      expect(await store.sessions.getSession(sessionId)).toMatchObject({ status: 'active' });
      expect(await freshToken(worker, sessionId, service)).toBe('svc_at_access_2');
      expect(service.sent).toEqual(['refresh_1']);
    },
  );

  it('keeps the new pair when writing it fails for a moment', async () => {
    const { sessionId } = await store.sessions.createSession(tokenSet(1));
    const { db, broken } = breakable(/SET access_token = \$3/, 2);
    const service = fakeService();
    const worker = createRefresher(db, testSealer(), { pollMaxMs: 5 });
    expect(await freshToken(worker, sessionId, service)).toBe('svc_at_access_2');
    expect(broken.failures).toBe(2);
    expect(await store.sessions.readTokens(sessionId)).toMatchObject({ refreshToken: 'refresh_2' });
  });
});
