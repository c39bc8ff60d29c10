import 'server-only';
import { createHash } from 'node:crypto';
import type { Priority } from '../partner/budget';

// Shared entries of the read model: one answer per key (a mint's governance, a proposal's votes), served
// to every viewer. A key has at most one upstream call in flight, whoever asks (single-flight); a stale
// entry is served at once while one refresh runs behind it (stale-while-revalidate); a refresh that fails
// keeps the last good answer and its age. The version rises only when the body changes, so the ETag of
// an unchanged answer stays the same and a browser that holds it gets 304.
//
// An answer counts as fetched when its call was sent, not when it came back: a call sent before a write
// may answer after it without the write in it. So a read that needs data from after some moment (a
// person's own write, an invalidation) never joins a call sent before that moment; it waits for the
// next one, sent once that call is back.

/** An upstream answer as the read model keeps it: the mirror of status and JSON body. */
export type Answer = { status: number; body: string };

export type Entry = {
  readonly key: string;
  readonly answer: Answer;
  readonly version: number;
  readonly etag: string;
  /** When the call that gave this answer (or last confirmed it unchanged) was sent (ms). */
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

type Slot = {
  entry: Entry | null;
  /** The call in flight, when it was sent, and its place in this instance's order of events. */
  flight: Promise<Entry> | null;
  flightSentAt: number;
  flightSeq: number;
  /** The place of the call that gave the entry (or of its adoption) in that order. */
  entrySeq: number;
  /** The next call, queued behind one sent too early for a reader that needs newer data. */
  next: Promise<Entry> | null;
  /** The newest moment a reader of `next` needs its data from. */
  nextAfter: number;
  failedAt: number;
  lastAskedAt: number;
  /**
   * When a write last made the entry stale (time, and place in the order): an answer from a call sent
   * before it is stale too.
   */
  invalidatedAt: number;
  invalidatedSeq: number;
};

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
  // Orders calls sent and invalidations within this instance (the clock may not tell two apart).
  let seq = 0;

  function slotOf(key: string): Slot {
    let slot = slots.get(key);
    if (!slot) {
      slot = {
        entry: null,
        flight: null,
        flightSentAt: 0,
        flightSeq: 0,
        entrySeq: 0,
        next: null,
        nextAfter: 0,
        failedAt: 0,
        lastAskedAt: now(),
        invalidatedAt: 0,
        invalidatedSeq: 0,
      };
      slots.set(key, slot);
    }
    return slot;
  }

  /**
   * The key's refresh: the call in flight when it was sent after the last invalidation and at or after
   * `after` (ms), else a new one.
   */
  function refresh(key: string, slot: Slot, priority?: Priority, after = 0): Promise<Entry> {
    if (slot.flight && slot.flightSeq > slot.invalidatedSeq && slot.flightSentAt >= after) return slot.flight;
    if (slot.flight) {
      // Sent too early to hold what this reader needs: one more call once it is back.
      slot.nextAfter = Math.max(slot.nextAfter, after);
      slot.next ??= slot.flight
        .catch(() => undefined)
        .then(() => {
          const needed = slot.nextAfter;
          slot.next = null;
          slot.nextAfter = 0;
          return refresh(key, slot, priority, needed);
        });
      return slot.next;
    }
    const sentAt = now();
    const sentSeq = ++seq;
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
          fetchedAt: fetchedAt ?? sentAt,
        };
        slot.entry = entry;
        slot.entrySeq = sentSeq;
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
    slot.flightSentAt = sentAt;
    slot.flightSeq = sentSeq;
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
    // Data from before a write (made stale by it) or from before the reader's own write is no answer.
    const after = options.notBefore ?? 0;
    const mustWait = entry !== null && entry.fetchedAt < after;
    const invalidated = entry !== null && slot.entrySeq <= slot.invalidatedSeq;
    // Stale-while-revalidate only just past the target: an entry nobody asked for in a while is refreshed
    // before it is served, so the first viewer after a quiet spell sees current data.
    const long = entry !== null && (invalidated || at - entry.fetchedAt >= options.maxAgeMs + LONG_STALE_MS);
    const backingOff = slot.failedAt > 0 && at - slot.failedAt < FAILURE_BACKOFF_MS;
    if (!entry || mustWait || (long && !backingOff)) {
      try {
        return await refresh(key, slot, options.priority, after);
      } catch (error) {
        if (entry) return entry;
        throw error;
      }
    }
    const stale = at - entry.fetchedAt >= options.maxAgeMs;
    if (stale && !backingOff) refresh(key, slot, options.priority, after).catch(() => undefined);
    return entry;
  }

  /** The cached entry, without any call. */
  const peek = (key: string): Entry | null => slots.get(key)?.entry ?? null;

  /**
   * Marks an entry as needing a refresh at its next read (a write changed what it shows): neither what it
   * holds nor a call already in flight is current; the next read waits for a call sent from now on, even
   * while a failed refresh would hold it back.
   */
  function invalidate(key: string): void {
    const slot = slots.get(key);
    if (!slot) return;
    slot.invalidatedAt = now();
    slot.invalidatedSeq = ++seq;
    // The service just answered the write: a failed refresh before it holds nothing back.
    slot.failedAt = 0;
  }

  /** Whether the key's entry was made stale by a write since its call was sent (its next read waits). */
  function invalidated(key: string): boolean {
    const slot = slots.get(key);
    return slot?.entry != null && slot.entrySeq <= slot.invalidatedSeq;
  }

  /** Takes an entry another instance stored (same key, newer): it counts as fetched when it was. */
  function adopt(entry: Entry): void {
    const slot = slotOf(entry.key);
    const previous = slot.entry;
    if (previous && previous.fetchedAt >= entry.fetchedAt) return;
    slot.entry = entry;
    // Sent before this instance's last invalidation, it is as stale as what it replaces.
    slot.entrySeq = entry.fetchedAt >= slot.invalidatedAt ? ++seq : 0;
    if (!previous || previous.etag !== entry.etag) options.onChange?.(entry);
  }

  /** Drops keys nobody asked for within the idle time; returns how many are left. */
  function sweep(): number {
    const cutoff = now() - idleMs;
    for (const [key, slot] of slots) if (!slot.flight && slot.lastAskedAt < cutoff) slots.delete(key);
    return slots.size;
  }

  return { get, peek, invalidate, invalidated, adopt, sweep, keys: () => [...slots.keys()] };
}

export type Entries = ReturnType<typeof createEntries>;
