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
  /** Takes the key's refresh lease for `ms`; false while another instance holds it. */
  lease(key: string, ms: number): Promise<boolean>;
  /** Gives back a lease without storing (the refresh failed). */
  release(key: string): Promise<void>;
  /** Stores a fresh answer, gives back the lease and tells the other instances. */
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
      const taken = await (
        await db()
      ).query(
        `INSERT INTO read_model_entries (key, status, body, fetched_at, lease_until, lease_holder)
         VALUES ($1, 0, '', 0, $2, $3)
         ON CONFLICT (key) DO UPDATE SET lease_until = EXCLUDED.lease_until, lease_holder = EXCLUDED.lease_holder
         WHERE read_model_entries.lease_until < $4
         RETURNING key`,
        [key, at + ms, instance, at],
      );
      return taken.length === 1;
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
      await opened.query(
        `INSERT INTO read_model_entries (key, status, body, fetched_at, lease_until, lease_holder)
         VALUES ($1, $2, $3, $4, 0, NULL)
         ON CONFLICT (key) DO UPDATE SET status = EXCLUDED.status, body = EXCLUDED.body,
           fetched_at = EXCLUDED.fetched_at, lease_until = 0, lease_holder = NULL`,
        [key, answer.status, answer.body, answer.fetchedAt],
      );
      await channel.tell(key);
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
 * the lease; else (another instance holds the lease) that instance's answer when it stores it, or, when it
 * stores one from a call sent too early (before this instance's write), a call of this instance's own
 * under the lease it gave back. An answer counts as fetched when its call was sent.
 */
export async function fetchShared(
  shared: SharedEntries,
  key: string,
  heldFetchedAt: number,
  upstream: () => Promise<Answer>,
  options: { now?: () => number; maxAgeMs: number },
): Promise<SharedAnswer> {
  const now = options.now ?? Date.now;
  const call = async (): Promise<SharedAnswer> => {
    const sentAt = now();
    return { ...(await upstream()), fetchedAt: sentAt };
  };
  const stored = await shared.load(key);
  const newer = (found: SharedAnswer | null): found is SharedAnswer =>
    found !== null && found.fetchedAt > heldFetchedAt;
  // Another instance's answer within the entry's own freshness target is as good as one's own.
  if (newer(stored) && now() - stored.fetchedAt < options.maxAgeMs) return stored;
  const deadline = now() + LEASE_MS;
  for (;;) {
    if (await shared.lease(key, LEASE_MS)) {
      let fetched: SharedAnswer;
      try {
        fetched = await call();
      } catch (error) {
        await shared.release(key).catch(() => undefined);
        throw error;
      }
      await shared.store(key, fetched).catch(() => undefined);
      return fetched;
    }
    if (now() >= deadline) return call();
    await sleep(WAIT_STEP_MS);
    // The lease holder's answer, once stored, when its call was sent after what this instance holds.
    const found = await shared.load(key);
    if (newer(found) && found.fetchedAt > (stored?.fetchedAt ?? 0)) return found;
  }
}
