import 'server-only';

// A short-lived, bounded memory of session views, so that a request's session lookup (a store round trip
// per request) is cheap for the seconds a page's reads arrive in. Keyed by the session's hash, never its
// id. Invalidated in this instance on logout, profile and status changes; other instances see such a
// change within `ttlMs` (what a view gates is checked again in the store when a token is used).

export type ViewCacheOptions = { ttlMs?: number; max?: number; now?: () => number };

export type ViewCache<V> = {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  delete(key: string): void;
  readonly size: number;
};

export const VIEW_TTL_MS = 3_000;
export const VIEW_MAX = 10_000;

export function createViewCache<V>(options: ViewCacheOptions = {}): ViewCache<V> {
  const ttlMs = options.ttlMs ?? VIEW_TTL_MS;
  const max = options.max ?? VIEW_MAX;
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, { value: V; until: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.until <= now()) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, until: now() + ttlMs });
      while (entries.size > max) entries.delete(entries.keys().next().value as string);
    },
    delete(key) {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
