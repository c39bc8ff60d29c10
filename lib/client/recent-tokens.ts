'use client';

import * as React from 'react';
import { isAddress } from '@/lib/domain/address';

// The tokens this browser opened most recently, kept in localStorage (nothing leaves the browser).
// A token is recorded when its page has loaded (with governance or trade-only), with its name and symbol
// once known.

export interface RecentToken {
  mint: string;
  name: string | null;
  symbol: string | null;
}

export const RECENT_TOKENS_KEY = 'recent-tokens:v1';
export const MAX_RECENT_TOKENS = 8;

/** A stored name or symbol, or null when it is missing or damaged. */
function storedText(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.length <= max ? value : null;
}

/** The stored entries, or null unless the value is a list of objects that each have a mint. */
function storedEntries(json: unknown): RecentToken[] | null {
  if (!Array.isArray(json)) return null;
  const entries: RecentToken[] = [];
  for (const item of json as unknown[]) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return null;
    const { mint, name, symbol } = item as Record<string, unknown>;
    if (typeof mint !== 'string') return null;
    entries.push({ mint, name: storedText(name, 64), symbol: storedText(symbol, 32) });
  }
  return entries;
}

const EMPTY: readonly RecentToken[] = Object.freeze([]);

/** The stored list, or an empty one when absent or damaged; invalid addresses and duplicates are dropped. */
export function parseRecentTokens(raw: string | null): readonly RecentToken[] {
  if (!raw) return EMPTY;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return EMPTY;
  }
  const stored = storedEntries(json);
  if (!stored) return EMPTY;
  const seen = new Set<string>();
  const tokens: RecentToken[] = [];
  for (const token of stored) {
    if (!isAddress(token.mint) || seen.has(token.mint)) continue;
    seen.add(token.mint);
    tokens.push(token);
  }
  return tokens.slice(0, MAX_RECENT_TOKENS);
}

/**
 * The list after opening `token`: it moves to the front, keeps a name or symbol learned earlier when
 * this visit does not know it yet, and the list keeps at most 8 entries.
 */
export function addRecentToken(list: readonly RecentToken[], token: RecentToken): RecentToken[] {
  const previous = list.find((t) => t.mint === token.mint);
  const entry: RecentToken = {
    mint: token.mint,
    name: token.name ?? previous?.name ?? null,
    symbol: token.symbol ?? previous?.symbol ?? null,
  };
  return [entry, ...list.filter((t) => t.mint !== token.mint)].slice(0, MAX_RECENT_TOKENS);
}

const listeners = new Set<() => void>();
let cache: { raw: string | null; tokens: readonly RecentToken[] } = { raw: null, tokens: EMPTY };

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(RECENT_TOKENS_KEY);
  } catch {
    return null; // storage blocked (privacy settings): the list stays empty
  }
}

function snapshot(): readonly RecentToken[] {
  const raw = readStorage();
  if (raw !== cache.raw) cache = { raw, tokens: parseRecentTokens(raw) };
  return cache.tokens;
}

function write(tokens: readonly RecentToken[]): void {
  try {
    if (tokens.length === 0) window.localStorage.removeItem(RECENT_TOKENS_KEY);
    else window.localStorage.setItem(RECENT_TOKENS_KEY, JSON.stringify(tokens));
  } catch {
    // storage full or blocked: remembering is a convenience only
  }
  for (const notify of listeners) notify();
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  // Other tabs change the list too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === RECENT_TOKENS_KEY) notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(notify);
    window.removeEventListener('storage', onStorage);
  };
}

/** Records a visit to a token page. */
export function recordRecentToken(token: RecentToken): void {
  if (!isAddress(token.mint)) return;
  const current = snapshot();
  const next = addRecentToken(current, token);
  const unchanged =
    next.length === current.length &&
    next.every((t, i) => {
      const c = current[i];
      return c && c.mint === t.mint && c.name === t.name && c.symbol === t.symbol;
    });
  if (!unchanged) write(next);
}

export function clearRecentTokens(): void {
  write(EMPTY);
}

/** The recently opened tokens; empty during server rendering and hydration. */
export function useRecentTokens(): readonly RecentToken[] {
  return React.useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}

/** Records the page's token as recently opened, again as its name and symbol become known. */
export function useRecordRecentToken({ mint, name, symbol }: RecentToken): void {
  React.useEffect(() => {
    recordRecentToken({ mint, name, symbol });
  }, [mint, name, symbol]);
}
