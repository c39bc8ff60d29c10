// Pinned content (the stand-in for the image upload service): bytes kept in memory under their sha256,
// served at `${baseUrl}/pinned/<sha256 hex>` by the route the server registers with `pinnedContent`.
import { createHash } from 'node:crypto';
import type { TokenMetadata } from '../core/types';
import type { Sim } from '../core/sim';

export interface PinnedItem {
  contentType: string;
  bytes: Uint8Array;
}

const stores = new WeakMap<Sim, PinStore>();

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export class PinStore {
  readonly #items = new Map<string, PinnedItem>();

  constructor(private readonly sim: Sim) {
    stores.set(sim, this);
  }

  /** The URI `bytes` get when pinned: the same bytes always give the same URI. */
  uriOf(bytes: Uint8Array): string {
    return this.#uri(sha256(bytes));
  }

  /** Pins bytes and returns their URI. */
  pin(bytes: Uint8Array, contentType: string): string {
    const id = sha256(bytes);
    if (!this.#items.has(id)) this.#items.set(id, { contentType, bytes: Uint8Array.from(bytes) });
    return this.#uri(id);
  }

  #uri(id: string): string {
    return `${this.sim.urls.baseUrl}/pinned/${id}`;
  }

  /** Pins the metadata JSON of `content` (its `uri` is not part of it) and returns its URI. */
  pinMetadata(content: Omit<TokenMetadata, 'uri'>): string {
    return this.pin(metadataBytes(content), 'application/json');
  }

  get(id: string): PinnedItem | null {
    return this.#items.get(id) ?? null;
  }
}

/** The pin store of a world: the governance module's, or a new one for a world seeded without it. */
export function pinStoreOf(sim: Sim): PinStore {
  return stores.get(sim) ?? new PinStore(sim);
}

/**
 * The metadata JSON a token's `uri` points at, in the common launchpad shape: name, symbol, description,
 * image, and the external links that are set (cleared links are left out).
 */
export function metadataDocument(content: Omit<TokenMetadata, 'uri'>): Record<string, string> {
  const doc: Record<string, string> = {
    name: content.name,
    symbol: content.symbol,
    description: content.description,
    image: content.image,
  };
  for (const link of ['website', 'twitter', 'telegram'] as const)
    if (content[link]) doc[link] = content[link];
  return doc;
}

export function metadataBytes(content: Omit<TokenMetadata, 'uri'>): Uint8Array {
  return new TextEncoder().encode(JSON.stringify(metadataDocument(content)));
}

/**
 * The pinned item `id` (a sha256 hex) of this world, or null. For the server's `GET /pinned/:id` route,
 * which answers with `contentType` and the bytes, or `404 not_found`.
 */
export function pinnedContent(sim: Sim, id: string): PinnedItem | null {
  return /^[0-9a-f]{64}$/.test(id) ? (stores.get(sim)?.get(id) ?? null) : null;
}
