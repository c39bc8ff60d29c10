import 'server-only';
import type { TokenCard } from '@/lib/api';
import { TOKEN_SEARCH_LIMIT } from '@/lib/api/holdings';
import { isAddress } from '@/lib/domain';
import type { ChainConnections } from '../chain/connection';
import { metadataAddressOf } from '../chain/mint';
import { readTokenMetadata } from '../token-metadata';

// The tokens this server has read, as search and My governance show them (name, symbol, image, whether
// governed), kept in memory per instance (lib/server/runtime.ts builds one: `rt.tokens`). Cards come from
// the pages and overviews that read a token's metadata, and from `describe`, which reads it from the chain
// (the metadata account and its pinned JSON: no call to the service). Kept for a while, then read again.

/** A described card is read again after this long; one whose metadata could not be read, sooner. */
export const CARD_KEPT_MS = 10 * 60_000;
export const CARD_FAILURE_KEPT_MS = 60_000;
const MAX_CARDS = 5_000;

/**
 * A token to show: its mint, and what is known of it already (whether governed, where its metadata
 * account is when not at the mint's canonical address, its name and symbol from a list that names them).
 */
export type Candidate = {
  mint: string;
  governed?: boolean | null;
  metadataAddress?: string | null;
  name?: string | null;
  symbol?: string | null;
};

export type TokenCatalog = {
  /** Keeps what a page or overview read of a token (fields left null keep what was known). */
  remember(card: TokenCard): void;
  card(mint: string): TokenCard | undefined;
  /** The token's card, its metadata read from the chain unless it was read recently. */
  describe(candidate: Candidate): Promise<TokenCard>;
  /** At most 8 tokens whose name, symbol or mint match `query`, among those known and `candidates`. */
  search(query: string, candidates: readonly Candidate[]): Promise<TokenCard[]>;
  /** The list `load` gives under `name` (say, the demo tokens), loaded again after a while. */
  source(name: string, load: () => Promise<Candidate[]>): Promise<Candidate[]>;
};

type Kept = { card: TokenCard; describedAt: number };

const clean = (text: string | null | undefined) => text?.replace(/\0/g, '').trim() || null;

/** How well `card` matches `query` (lower is better), or null when it does not. */
export function matchRank(card: TokenCard, query: string): number | null {
  const q = query.trim().toLowerCase();
  if (!q) return null;
  if (card.mint === query.trim()) return 0;
  const symbol = card.symbol?.toLowerCase() ?? '';
  const name = card.name?.toLowerCase() ?? '';
  if (symbol === q) return 1;
  if (name === q) return 2;
  if (symbol.startsWith(q)) return 3;
  if (name.startsWith(q)) return 4;
  if (name.split(/\s+/).some((word) => word.startsWith(q))) return 5;
  if (symbol.includes(q) || name.includes(q)) return 6;
  if (q.length >= 4 && card.mint.toLowerCase().startsWith(q)) return 7;
  return null;
}

export function createTokenCatalog(chain: ChainConnections, now: () => number = Date.now): TokenCatalog {
  const kept = new Map<string, Kept>(); // mint → card, least recently kept first
  // Metadata addresses that could not be read lately (no such account, or the chain failed): not read
  // again soon.
  const failed = new Map<string, number>();
  const reading = new Map<string, Promise<TokenCard | null>>();

  function keep(card: TokenCard, describedAt: number | null): TokenCard {
    const previous = kept.get(card.mint);
    const merged: TokenCard = {
      mint: card.mint,
      name: clean(card.name) ?? previous?.card.name ?? null,
      symbol: clean(card.symbol) ?? previous?.card.symbol ?? null,
      image: card.image ?? previous?.card.image ?? null,
      governed: card.governed ?? previous?.card.governed ?? null,
    };
    kept.delete(card.mint);
    kept.set(card.mint, { card: merged, describedAt: describedAt ?? previous?.describedAt ?? -Infinity });
    if (kept.size > MAX_CARDS) kept.delete(kept.keys().next().value!);
    return merged;
  }

  /** The card, its metadata read unless read lately; null when it cannot be read (and none is kept). */
  function describeOrNull(candidate: Candidate): Promise<TokenCard | null> {
    const { mint, governed = null, metadataAddress = null, name = null, symbol = null } = candidate;
    // What a list already names is kept as a start (a read of the metadata replaces it).
    if (name || symbol || governed !== null) keep({ mint, name, symbol, image: null, governed }, null);
    const entry = kept.get(mint);
    if (entry && now() - entry.describedAt < CARD_KEPT_MS) return Promise.resolve(entry.card);
    const address = metadataAddress ?? metadataAddressOf(mint);
    const failedAt = failed.get(address);
    if (failedAt !== undefined && now() - failedAt < CARD_FAILURE_KEPT_MS)
      return Promise.resolve(entry?.card ?? null);
    let pending = reading.get(address);
    if (!pending) {
      pending = readTokenMetadata(chain, address)
        .then(
          (metadata) => {
            failed.delete(address);
            const card = {
              mint,
              name: metadata.name,
              symbol: metadata.symbol,
              image: metadata.image,
              governed,
            };
            return keep(card, now());
          },
          () => {
            failed.delete(address);
            failed.set(address, now());
            if (failed.size > MAX_CARDS) failed.delete(failed.keys().next().value!);
            return kept.get(mint)?.card ?? null;
          },
        )
        .finally(() => reading.delete(address));
      reading.set(address, pending);
    }
    return pending;
  }

  async function describe(candidate: Candidate): Promise<TokenCard> {
    const { mint, governed = null } = candidate;
    return (await describeOrNull(candidate)) ?? { mint, name: null, symbol: null, image: null, governed };
  }

  async function search(query: string, candidates: readonly Candidate[]): Promise<TokenCard[]> {
    const q = query.trim();
    if (!q) return [];
    const byMint = new Map<string, Candidate>();
    for (const mint of kept.keys()) byMint.set(mint, { mint });
    for (const candidate of candidates)
      byMint.set(candidate.mint, { ...byMint.get(candidate.mint), ...candidate });
    // A full address not seen yet is read as it is (a token mint has a metadata account).
    if (isAddress(q) && !byMint.has(q)) byMint.set(q, { mint: q });
    const cards = await Promise.all([...byMint.values()].map((candidate) => describeOrNull(candidate)));
    return cards
      .flatMap((card) => {
        const rank = card ? matchRank(card, q) : null;
        return card && rank !== null ? [{ card, rank }] : [];
      })
      .sort(
        (a, b) =>
          a.rank - b.rank || (a.card.symbol ?? a.card.mint).localeCompare(b.card.symbol ?? b.card.mint),
      )
      .slice(0, TOKEN_SEARCH_LIMIT)
      .map(({ card }) => card);
  }

  const sources = new Map<string, { at: number; list: Promise<Candidate[]> }>();
  function source(name: string, load: () => Promise<Candidate[]>): Promise<Candidate[]> {
    const held = sources.get(name);
    if (held && now() - held.at < CARD_KEPT_MS) return held.list;
    const list = load().catch(() => [] as Candidate[]);
    sources.set(name, { at: now(), list });
    return list;
  }

  return {
    source,
    remember: (card) => void keep(card, card.name || card.symbol ? now() : null),
    card: (mint) => kept.get(mint)?.card,
    describe,
    search,
  };
}
