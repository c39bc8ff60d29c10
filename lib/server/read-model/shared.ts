import 'server-only';
import { randomUUID } from 'node:crypto';
import { pgChannel } from '../store/channel';
import type { Db } from '../store/db-types';
import type { Answer } from './entries';

// The read model's entries shared by every instance on one PostgreSQL server: the answer an instance
// fetched is stored (table read_model_entries) and announced (NOTIFY read_model), so the other instances
// serve it instead of calling the upstream again; a refresh is taken under a short lease, so one instance
// calls the upstream per entry, whoever asks. With the embedded store (one process) nothing is shared.

export type SharedAnswer = Answer & { fetchedAt: number };

export interface SharedEntries {
  /** The key's stored answer, or null when no instance has stored one. */
  load(key: string): Promise<SharedAnswer | null>;
  /**
   * Takes the key's refresh lease for `ms`: true, or, while another instance holds it, when that
   * instance took it (ms), which is when its call was sent at the latest.
   */
  lease(key: string, ms: number): Promise<true | { heldSince: number }>;
  /** Gives back a lease without storing (the refresh failed). */
  release(key: string): Promise<void>;
  /**
   * Stores an answer unless one from a later call is stored already, gives back this instance's lease,
   * and tells the other instances when it stored.
   */
  store(key: string, answer: SharedAnswer): Promise<void>;
  /** Calls `onKey` when another instance stored a key; the returned function stops listening. */
  listen(onKey: (key: string) => void): () => void;
}

type Row = { status: number; body: string; fetched_at: string | number };

/** Shared entries over a PostgreSQL server store (`db` opened on first use). */
export function pgSharedEntries(db: () => Promise<Db>, options: { now?: () => number } = {}): SharedEntries {
  const now = options.now ?? Date.now;
  const instance = randomUUID();
  const channel = pgChannel(db, 'read_model');

  return {
    async load(key) {
      const rows = await (
        await db()
      ).query<Row>('SELECT status, body, fetched_at FROM read_model_entries WHERE key = $1', [key]);
      const row = rows[0];
      if (!row || Number(row.fetched_at) === 0) return null;
      return { status: row.status, body: row.body, fetchedAt: Number(row.fetched_at) };
    },
    async lease(key, ms) {
      const at = now();
      const opened = await db();
      const taken = await opened.query(
        `INSERT INTO read_model_entries (key, status, body, fetched_at, lease_until, lease_holder)
         VALUES ($1, 0, '', 0, $2, $3)
         ON CONFLICT (key) DO UPDATE SET lease_until = EXCLUDED.lease_until, lease_holder = EXCLUDED.lease_holder
         WHERE read_model_entries.lease_until < $4
         RETURNING key`,
        [key, at + ms, instance, at],
      );
      if (taken.length === 1) return true;
      const [held] = await opened.query<{ lease_until: string | number }>(
        'SELECT lease_until FROM read_model_entries WHERE key = $1',
        [key],
      );
      // Every lease is taken for LEASE_MS: its end says when it was taken.
      return { heldSince: held ? Number(held.lease_until) - ms : at };
    },
    async release(key) {
      await (
        await db()
      ).query('UPDATE read_model_entries SET lease_until = 0 WHERE key = $1 AND lease_holder = $2', [
        key,
        instance,
      ]);
    },
    async store(key, answer) {
      const opened = await db();
      const stored = await opened.query(
        `INSERT INTO read_model_entries (key, status, body, fetched_at, lease_until, lease_holder)
         VALUES ($1, $2, $3, $4, 0, NULL)
         ON CONFLICT (key) DO UPDATE SET status = EXCLUDED.status, body = EXCLUDED.body,
           fetched_at = EXCLUDED.fetched_at
         WHERE read_model_entries.fetched_at < EXCLUDED.fetched_at
         RETURNING key`,
        [key, answer.status, answer.body, answer.fetchedAt],
      );
      await opened.query(
        'UPDATE read_model_entries SET lease_until = 0, lease_holder = NULL WHERE key = $1 AND lease_holder = $2',
        [key, instance],
      );
      if (stored.length === 1) await channel.tell(key);
    },
    listen: (onKey) => channel.listen(onKey),
  };
}

/** How long an instance holds an entry's refresh, and waits for another's before calling itself. */
export const LEASE_MS = 5_000;
const WAIT_STEP_MS = 100;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One refresh of `key` among instances: another instance's answer from a call sent after `heldFetchedAt`
 * (what this instance holds, or its last write) if there is one; else this instance's upstream call under
 * the lease; else, while another instance holds the lease, that instance's answer once it stores it (or
 * this instance's own call when it does not within LEASE_MS). A lease taken before `heldFetchedAt` is a
 * call sent too early to serve (before this instance's write): this instance then calls at once, and
 * what the older call stores later never replaces its answer. An answer another instance stored between
 * this instance's first look and its lease serves as well (two instances whose entries ran out together
 * would otherwise call one after the other). An answer counts as fetched when its call was sent.
 */
export async function fetchShared(
  shared: SharedEntries,
  key: string,
  heldFetchedAt: number,
  upstream: () => Promise<Answer>,
  options: { now?: () => number; maxAgeMs: number },
): Promise<SharedAnswer> {
  const now = options.now ?? Date.now;
  const stored = await shared.load(key);
  const newer = (found: SharedAnswer | null): found is SharedAnswer =>
    found !== null && found.fetchedAt > heldFetchedAt;
  // Another instance's answer within the entry's own freshness target is as good as one's own.
  if (newer(stored) && now() - stored.fetchedAt < options.maxAgeMs) return stored;
  const deadline = now() + LEASE_MS;
  // A stored answer from a call sent after what this instance holds, and after what it loaded above.
  const since = (found: SharedAnswer | null): found is SharedAnswer =>
    newer(found) && found.fetchedAt > (stored?.fetchedAt ?? 0);
  for (;;) {
    const lease = await shared.lease(key, LEASE_MS);
    // Another instance may have stored (and given back its lease) between the load above and this
    // lease: its answer serves, and this instance makes no call of its own.
    const found = await shared.load(key);
    if (since(found)) {
      if (lease === true) await shared.release(key).catch(() => undefined);
      return found;
    }
    if (lease === true || lease.heldSince < heldFetchedAt || now() >= deadline) {
      const sentAt = now();
      let fetched: SharedAnswer;
      try {
        fetched = { ...(await upstream()), fetchedAt: sentAt };
      } catch (error) {
        if (lease === true) await shared.release(key).catch(() => undefined);
        throw error;
      }
      await shared.store(key, fetched).catch(() => undefined);
      return fetched;
    }
    // The lease holder's answer, once stored.
    await sleep(WAIT_STEP_MS);
  }
}
