import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, catalogueError } from '@/lib/partner';
import type { Db } from '../store/db';
import { openTestDb } from '@/test/support/store';
import { CredentialBreaker } from './breaker';
import { FAILURE_LIMIT, keyId, storeLedger } from './ledger';

// The breaker's ledger in a real store: what one process spent, the next one (or another instance) knows.

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
}, 60_000);
afterAll(() => db.close());
beforeEach(async () => {
  await db.query('DELETE FROM credential_attempts');
  await db.query('DELETE FROM credential_lockouts');
});

const silent = () => undefined;
const ledger = (apiKey = 'sk_wrong') => storeLedger(async () => db, 'demo-app', apiKey, silent);
/** One process start: a fresh breaker (nothing in memory) over the shared store. */
const start = (apiKey?: string) => new CredentialBreaker({ ledger: ledger(apiKey), log: silent });
const rejecting = () =>
  vi.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    throw catalogueError('invalid_client');
  });

describe('the credential ledger', () => {
  it(`keeps a wrong key at ${FAILURE_LIMIT} client authentications in 5 minutes across 5 restarts`, async () => {
    const network = rejecting();
    for (let restart = 0; restart < 5; restart += 1) {
      const breaker = start();
      for (let i = 0; i < 10; i += 1)
        await expect(breaker.run(network)).rejects.toMatchObject({ code: 'invalid_client' });
    }
    expect(network).toHaveBeenCalledTimes(FAILURE_LIMIT);
  });

  it(`keeps three instances together at ${FAILURE_LIMIT}, however many calls each makes at once`, async () => {
    const network = rejecting();
    const instances = [start(), start(), start()];
    const results = await Promise.allSettled(
      instances.flatMap((breaker) => Array.from({ length: 10 }, () => breaker.run(network))),
    );
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(network).toHaveBeenCalledTimes(FAILURE_LIMIT);
  });

  it('counts a call whose process died before the answer as a failure of a key never accepted', async () => {
    await db.query(
      `INSERT INTO credential_attempts (client_id, key_id, started_at)
       SELECT 'demo-app', $1, now() - interval '1 minute' FROM generate_series(1, 3)`,
      [(await import('./ledger')).keyId('demo-app', 'sk_wrong')],
    );
    const network = vi.fn(async () => 'ok');
    await expect(start().run(network)).rejects.toMatchObject({ code: 'invalid_client' });
    expect(network).not.toHaveBeenCalled();
  });

  it('does not count calls lost to a crash or a stop as failures of a key the service accepted', async () => {
    const good = keyId('demo-app', 'sk_right');
    await expect(start('sk_right').run(async () => 'accepted')).resolves.toBe('accepted');
    // A crash with three token calls in flight: their reservations stay pending, and age.
    await db.query(
      `INSERT INTO credential_attempts (client_id, key_id, started_at)
       SELECT 'demo-app', $1, now() - interval '1 minute' FROM generate_series(1, 3)`,
      [good],
    );
    const network = vi.fn(async () => 'signed in');
    await expect(start('sk_right').run(network)).resolves.toBe('signed in');
    expect(await ledger('sk_right').status()).toEqual({ state: 'ok', failures: 0, limit: FAILURE_LIMIT });

    // A clean stop with calls in flight settles them as unknown (they never answered).
    const stopping = ledger('sk_right');
    await Promise.all([stopping.reserve(), stopping.reserve(), stopping.reserve()]);
    await stopping.settleInFlight();
    const states = await db.query<{ state: string }>(
      `SELECT state FROM credential_attempts WHERE key_id = $1 AND ended_at IS NOT NULL ORDER BY id DESC LIMIT 3`,
      [good],
    );
    expect(states.map((r) => r.state)).toEqual(['unknown', 'unknown', 'unknown']);
    await expect(start('sk_right').run(network)).resolves.toBe('signed in');

    // Unknowns of a key never accepted are failures: a wrong key whose calls time out stops too.
    const lost = ledger('sk_new');
    for (let i = 0; i < FAILURE_LIMIT; i += 1)
      await lost.settle(await lost.reserve(), { outcome: 'unknown' });
    await expect(start('sk_new').run(network)).rejects.toMatchObject({ code: 'invalid_client' });
  });

  it('keeps a lockout across restarts', async () => {
    const locked = vi.fn(async () => {
      throw catalogueError('too_many_failed_attempts', { retryAfterSeconds: 120 });
    });
    await expect(start().run(locked)).rejects.toMatchObject({ code: 'too_many_failed_attempts' });
    const network = vi.fn(async () => 'ok');
    const error = await start()
      .run(network)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'too_many_failed_attempts' });
    expect((error as ApiError).body.retryAfterSeconds).toBeGreaterThan(100);
    expect(network).not.toHaveBeenCalled();
    expect(await ledger().status()).toMatchObject({ state: 'locked' });
  });

  it('lets accepted calls through, more than the limit at once, and gives a changed key its own allowance', async () => {
    const breaker = start('sk_right');
    await expect(breaker.run(async () => 'first')).resolves.toBe('first');
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        breaker.run(async () => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          return i;
        }),
      ),
    );
    expect(results).toHaveLength(12);
    expect(await ledger('sk_right').status()).toEqual({ state: 'ok', failures: 0, limit: FAILURE_LIMIT });

    const wrong = rejecting();
    for (let i = 0; i < 5; i += 1)
      await start()
        .run(wrong)
        .catch(() => undefined);
    expect(wrong).toHaveBeenCalledTimes(FAILURE_LIMIT);
    expect(await ledger().status()).toEqual({
      state: 'rejected',
      failures: FAILURE_LIMIT,
      limit: FAILURE_LIMIT,
    });
    await expect(start('sk_right').run(async () => 'fixed')).resolves.toBe('fixed');
  });
});
