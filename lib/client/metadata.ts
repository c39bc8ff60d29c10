import { queryOptions } from '@tanstack/react-query';
import type { MetadataJsonView, TokenMetadataView } from '@/lib/api';
import { apiRead } from './api';

// Query keys and options of token metadata: the on-chain metadata account of a token (read through our
// `/api/metadata/accounts/{address}`) and a pinned metadata JSON such as a proposal's `actionUri`
// (`/api/metadata/json?uri=`). Both change rarely, so they stay fresh for a minute.

export type { MetadataJsonView, TokenMetadataView };

export const METADATA_STALE_TIME_MS = 60_000;

export const metadataKeys = {
  all: ['metadata'] as const,
  account: (address: string) => ['metadata', 'account', address] as const,
  json: (uri: string) => ['metadata', 'json', uri] as const,
  mint: (mint: string) => ['metadata', 'mint', mint] as const,
};

export function metadataAccountPath(address: string): string {
  return `/api/metadata/accounts/${encodeURIComponent(address)}`;
}

export function mintMetadataPath(mint: string): string {
  return `/api/metadata/mints/${encodeURIComponent(mint)}`;
}

/** A token's metadata as `path` answers it, under `queryKey`. */
function tokenViewQuery(queryKey: readonly string[], path: string) {
  return queryOptions({
    queryKey,
    queryFn: (): Promise<TokenMetadataView> => apiRead(path, (s) => s.tokenMetadataViewSchema),
    staleTime: METADATA_STALE_TIME_MS,
  });
}

/** A token's metadata found from its mint alone (trading tokens have no governance naming the account). */
export function mintMetadataQuery(mint: string) {
  return tokenViewQuery(metadataKeys.mint(mint), mintMetadataPath(mint));
}

export function metadataJsonPath(uri: string): string {
  return `/api/metadata/json?uri=${encodeURIComponent(uri)}`;
}

export function tokenMetadataQuery(metadataAddress: string) {
  return tokenViewQuery(metadataKeys.account(metadataAddress), metadataAccountPath(metadataAddress));
}

export function metadataJsonQuery(uri: string) {
  return queryOptions({
    queryKey: metadataKeys.json(uri),
    queryFn: (): Promise<MetadataJsonView> => apiRead(metadataJsonPath(uri), (s) => s.metadataJsonViewSchema),
    staleTime: METADATA_STALE_TIME_MS,
  });
}
