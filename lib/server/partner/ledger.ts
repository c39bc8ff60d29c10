import 'server-only';
import { createHash } from 'node:crypto';
import { ApiError, catalogueError } from '@/lib/partner';
import type { Queryable } from '../store/db';

// The credential breaker's memory, in the store: every client authentication of every instance is a row
// (reserved before it is sent, settled with its answer), so a restart or a second instance knows what
// the others spent. The service locks an app out after 20 failed authentications in 5 minutes; we stop at
// 3 for one key (10 for the client id across keys, should the key be changed in between). A call whose
// answer never came (`unknown`: a timeout, a lost connection, or its process stopped: a clean stop settles
// its calls in flight as unknown, and a reservation left pending by a crash counts as one once stale)
// counts as a failure only for a key the service never accepted: a crash with token calls in flight must
// not lock the sign-ins of a key known to be good out for minutes.

export const FAILURE_LIMIT = 3;
export const CLIENT_FAILURE_LIMIT = 10;
export const WINDOW_SECONDS = 5 * 60;
/** A pending reservation older than this lost its process (the call itself times out after 10 s). */
const STALE_SECONDS = 30;
const WAIT_MS = 10_000;
const LOCK_NAMESPACE = 7_402_119;

export type Settlement =
  { outcome: 'accepted' | 'rejected' | 'unknown' } | { outcome: 'locked'; retryAfterSeconds: number };

export type CredentialStatus = {
  state: 'ok' | 'unverified' | 'rejected' | 'locked';
  /** Rejected client authentications of the current key in the last five minutes. */
  failures: number;
  limit: number;
};

export interface CredentialLedger {
  /** Reserves one client authentication, or refuses it locally (`invalid_client`, `too_many_failed_attempts`). */
  reserve(): Promise<string>;
  settle(id: string, settlement: Settlement): Promise<void>;
  status(): Promise<CredentialStatus>;
  /** Settles this process's calls still in flight as `unknown` (at shutdown, before the store closes). */
  settleInFlight(): Promise<void>;
}

type Counts = {
  key_failures: number;
  client_failures: number;
  key_in_flight: number;
  client_in_flight: number;
  locked_for: number | null;
};

const COUNTS = `
  SELECT
    count(*) FILTER (WHERE key_id = $2 AND failed)::int AS key_failures,
    count(*) FILTER (WHERE failed)::int AS client_failures,
    count(*) FILTER (WHERE key_id = $2 AND in_flight)::int AS key_in_flight,
    count(*) FILTER (WHERE in_flight)::int AS client_in_flight,
    (SELECT ceil(extract(epoch FROM locked_until - now()))::int FROM credential_lockouts
      WHERE client_id = $1 AND locked_until > now()) AS locked_for
  FROM (
    SELECT key_id,
      (state = 'rejected'
        OR ((state = 'unknown' OR (state = 'pending' AND started_at <= now() - $4::int * interval '1 second'))
          AND NOT EXISTS (SELECT 1 FROM credential_attempts good
            WHERE good.client_id = a.client_id AND good.key_id = a.key_id AND good.state = 'accepted')))
        AS failed,
      (state = 'pending' AND started_at > now() - $4::int * interval '1 second') AS in_flight
    FROM credential_attempts a
    WHERE client_id = $1 AND coalesce(ended_at, started_at) > now() - $3::int * interval '1 second'
  ) recent`;

/** An identifier of the API key that cannot be turned back into it. */
export function keyId(clientId: string, apiKey: string): string {
  return createHash('sha256').update(`${clientId}:${apiKey}`, 'utf8').digest('base64url').slice(0, 16);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function storeLedger(
  db: () => Promise<Queryable & { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> }>,
  clientId: string,
  apiKey: string,
  log: (level: 'error' | 'warn', message: string) => void,
): CredentialLedger {
  const key = keyId(clientId, apiKey);
  const params = [clientId, key, WINDOW_SECONDS, STALE_SECONDS];
  /** This process's reservations not yet settled. */
  const inFlight = new Set<string>();

  async function counts(tx: Queryable): Promise<Counts> {
    const [row] = await tx.query<Counts>(COUNTS, params);
    return row!;
  }

  /** One attempt at a reservation: its id, or why not (`wait` when only calls in flight stand in the way). */
  async function tryReserve(): Promise<string | ApiError | 'wait'> {
    return (await db()).transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_NAMESPACE, clientId]);
      const c = await counts(tx);
      if (c.locked_for !== null)
        return catalogueError('too_many_failed_attempts', { retryAfterSeconds: Math.max(1, c.locked_for) });
      if (c.key_failures >= FAILURE_LIMIT || c.client_failures >= CLIENT_FAILURE_LIMIT) return refusal(c);
      if (c.key_failures + c.key_in_flight >= FAILURE_LIMIT) return 'wait';
      if (c.client_failures + c.client_in_flight >= CLIENT_FAILURE_LIMIT) return 'wait';
      // Old attempts go, but for each key's newest accepted one: that the service accepted a key is kept.
      await tx.query(
        `DELETE FROM credential_attempts old WHERE client_id = $1 AND started_at < now() - interval '1 hour'
           AND NOT (state = 'accepted' AND id = (SELECT max(id) FROM credential_attempts newest
             WHERE newest.client_id = old.client_id AND newest.key_id = old.key_id AND newest.state = 'accepted'))`,
        [clientId],
      );
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO credential_attempts (client_id, key_id) VALUES ($1, $2) RETURNING id::text AS id`,
        [clientId, key],
      );
      inFlight.add(row!.id);
      return row!.id;
    });
  }

  function refusal(c: Counts): ApiError {
    log(
      'warn',
      `[oauth] A token or revoke call was not sent: the partner service rejected this app's client ` +
        `credentials ${c.key_failures} times in the last ${WINDOW_SECONDS / 60} minutes (limit ` +
        `${FAILURE_LIMIT}, counted across restarts and instances). Check PARTNER_CLIENT_ID and PARTNER_API_KEY.`,
    );
    return catalogueError('invalid_client');
  }

  return {
    async reserve() {
      const deadline = Date.now() + WAIT_MS;
      for (let pause = 50; ; pause = Math.min(pause * 2, 500)) {
        const result = await tryReserve();
        if (typeof result === 'string' && result !== 'wait') return result;
        if (result instanceof ApiError) throw result;
        // Only calls in flight (whose answers may still be rejections) stand in the way: wait for them.
        if (Date.now() >= deadline) throw catalogueError('rate_limit_exceeded', { retryAfterSeconds: 1 });
        await sleep(pause);
      }
    },

    async settle(id, settlement) {
      inFlight.delete(id);
      const store = await db();
      await store.query(
        `UPDATE credential_attempts SET state = $2, ended_at = clock_timestamp() WHERE id = $1::bigint`,
        [id, settlement.outcome],
      );
      if (settlement.outcome === 'locked') {
        await store.query(
          `INSERT INTO credential_lockouts (client_id, locked_until)
           VALUES ($1, now() + $2::int * interval '1 second')
           ON CONFLICT (client_id) DO UPDATE SET locked_until = greatest(credential_lockouts.locked_until, excluded.locked_until)`,
          [clientId, settlement.retryAfterSeconds],
        );
        log(
          'error',
          `[oauth] The partner service locked this app out for ${settlement.retryAfterSeconds} s.`,
        );
      }
      if (settlement.outcome === 'rejected') {
        const c = await counts(store);
        log(
          'error',
          `[oauth] The partner service rejected this app's client credentials (invalid_client): ` +
            `${c.key_failures} of at most ${FAILURE_LIMIT} in ${WINDOW_SECONDS / 60} minutes across every ` +
            `instance, far below the service's lockout at 20. Check PARTNER_CLIENT_ID and PARTNER_API_KEY.`,
        );
      }
    },

    async settleInFlight() {
      const ids = [...inFlight];
      inFlight.clear();
      if (ids.length === 0) return;
      await (
        await db()
      ).query(
        `UPDATE credential_attempts SET state = 'unknown', ended_at = clock_timestamp()
         WHERE id = ANY($1::bigint[]) AND state = 'pending'`,
        [ids],
      );
    },

    async status() {
      const store = await db();
      const c = await counts(store);
      const [last] = await store.query<{ state: string }>(
        `SELECT state FROM credential_attempts WHERE client_id = $1 AND key_id = $2
           AND state IN ('accepted', 'rejected') ORDER BY ended_at DESC LIMIT 1`,
        [clientId, key],
      );
      const state =
        c.locked_for !== null
          ? 'locked'
          : last?.state === 'rejected'
            ? 'rejected'
            : last?.state === 'accepted'
              ? 'ok'
              : 'unverified';
      return { state, failures: c.key_failures, limit: FAILURE_LIMIT };
    },
  };
}
