import 'server-only';
import { createHash } from 'node:crypto';
import type { Priority } from '../partner/budget';

// Shared entries of the read model: one answer per key (a mint's governance, a proposal's votes), served
// to every viewer. A key has at most one upstream call in flight, whoever asks (single-flight); a stale
// entry is served at once while one refresh runs behind it (stale-while-revalidate); a refresh that fails
// keeps the last good answer and its age. The version rises only when the body changes, so the ETag of
// an unchanged answer stays the same and a browser that holds it gets 304.

/** An upstream answer as the read model keeps it: the mirror of status and JSON body. */
export type Answer = { status: number; body: string };

export type Entry = {
  readonly key: string;
  readonly answer: Answer;
  readonly version: number;
  readonly etag: string;
  /** When the upstream gave this answer (ms), or last confirmed it unchanged. */
  readonly fetchedAt: number;
};

/**
 * Fetches one key's answer; throws when there is nothing to keep (budget spent, service lost). An answer
 * another instance fetched carries its own `fetchedAt`.
 */
export type Fetcher = (key: string, priority?: Priority) => Promise<Answer & { fetchedAt?: number }>;

export type GetOptions = {
  /** How old an entry may be before it is refreshed (ms). */
  maxAgeMs: number;
  /** The entry must have been fetched at or after this time: wait for a refresh (a person's own write). */
  notBefore?: number;
  /** The priority a refresh this read starts is fetched at (by default the model decides). */
  priority?: Priority;
};

export const etagOf = (body: string): string =>
  `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

type Slot = { entry: Entry | null; flight: Promise<Entry> | null; failedAt: number; lastAskedAt: number };

/** This long past its target an entry is refreshed before it is served, not behind it. */
export const LONG_STALE_MS = 3_000;

/** After a failed refresh, the next one waits this long (the last good answer is served meanwhile). */
export const FAILURE_BACKOFF_MS = 5_000;

export type EntriesOptions = {
  now?: () => number;
  /** Called when an entry gets a new version (its body changed). */
  onChange?: (entry: Entry) => void;
  /** Keys nobody asked for in this long are dropped. */
  idleMs?: number;
  /**
   * Whether a failed refresh holds the next one back (FAILURE_BACKOFF_MS): by default every failure
   * does; a failure that says nothing of the upstream (the session lent to it had ended) need not.
   */
  backsOff?: (error: unknown) => boolean;
};

export function createEntries(fetcher: Fetcher, options: EntriesOptions = {}) {
  const now = options.now ?? Date.now;
  const idleMs = options.idleMs ?? 10 * 60_000;
  const slots = new Map<string, Slot>();

  function slotOf(key: string): Slot {
    let slot = slots.get(key);
    if (!slot) {
      slot = { entry: null, flight: null, failedAt: 0, lastAskedAt: now() };
      slots.set(key, slot);
    }
    return slot;
  }

  function refresh(key: string, slot: Slot, priority?: Priority): Promise<Entry> {
    if (slot.flight) return slot.flight;
    const flight = fetcher(key, priority).then(
      ({ fetchedAt, ...answer }) => {
        const previous = slot.entry;
        const etag = etagOf(`${answer.status}:${answer.body}`);
        const changed = !previous || previous.etag !== etag;
        const entry: Entry = {
          key,
          answer,
          etag,
          version: changed ? (previous?.version ?? 0) + 1 : previous.version,
          fetchedAt: fetchedAt ?? now(),
        };
        slot.entry = entry;
        slot.flight = null;
        slot.failedAt = 0;
        if (changed) options.onChange?.(entry);
        return entry;
      },
      (error: unknown) => {
        slot.flight = null;
        slot.failedAt = (options.backsOff?.(error) ?? true) ? now() : 0;
        throw error;
      },
    );
    slot.flight = flight;
    return flight;
  }

  /**
   * The key's entry: the cached one when fresh enough; a stale one at once with a refresh behind it; or
   * the refresh's answer when there is none yet (or `notBefore` asks for a newer one). Only a caller that
   * has no answer to show sees a failure.
   */
  async function get(key: string, options: GetOptions): Promise<Entry> {
    const slot = slotOf(key);
    const at = now();
    slot.lastAskedAt = at;
    const entry = slot.entry;
    // Stale-while-revalidate only just past the target: an entry nobody asked for in a while is refreshed
    // before it is served, so the first viewer after a quiet spell sees current data.
    const long = entry !== null && at - entry.fetchedAt >= options.maxAgeMs + LONG_STALE_MS;
    const mustWait = options.notBefore !== undefined && entry !== null && entry.fetchedAt < options.notBefore;
    if (!entry || mustWait || (long && !(slot.failedAt > 0 && at - slot.failedAt < FAILURE_BACKOFF_MS))) {
      try {
        return await refresh(key, slot, options.priority);
      } catch (error) {
        if (entry) return entry;
        throw error;
      }
    }
    const stale = at - entry.fetchedAt >= options.maxAgeMs;
    const backingOff = slot.failedAt > 0 && at - slot.failedAt < FAILURE_BACKOFF_MS;
    if (stale && !backingOff) refresh(key, slot, options.priority).catch(() => undefined);
    return entry;
  }

  /** The cached entry, without any call. */
  const peek = (key: string): Entry | null => slots.get(key)?.entry ?? null;

  /** Marks an entry as needing a refresh at its next read (a write changed what it shows). */
  function invalidate(key: string): void {
    const slot = slots.get(key);
    if (slot?.entry) slot.entry = { ...slot.entry, fetchedAt: 0 };
  }

  /** Takes an entry another instance stored (same key, newer): it counts as fetched when it was. */
  function adopt(entry: Entry): void {
    const slot = slotOf(entry.key);
    const previous = slot.entry;
    if (previous && previous.fetchedAt >= entry.fetchedAt) return;
    slot.entry = entry;
    if (!previous || previous.etag !== entry.etag) options.onChange?.(entry);
  }

  /** Drops keys nobody asked for within the idle time; returns how many are left. */
  function sweep(): number {
    const cutoff = now() - idleMs;
    for (const [key, slot] of slots) if (!slot.flight && slot.lastAskedAt < cutoff) slots.delete(key);
    return slots.size;
  }

  return { get, peek, invalidate, adopt, sweep, keys: () => [...slots.keys()] };
}

export type Entries = ReturnType<typeof createEntries>;
