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

/** A token's metadata found from its mint alone (trading tokens have no governance naming the account). */
export function mintMetadataQuery(mint: string) {
  return queryOptions({
    queryKey: metadataKeys.mint(mint),
    queryFn: (): Promise<TokenMetadataView> =>
      apiRead(mintMetadataPath(mint), (s) => s.tokenMetadataViewSchema),
    staleTime: METADATA_STALE_TIME_MS,
  });
}

export function metadataJsonPath(uri: string): string {
  return `/api/metadata/json?uri=${encodeURIComponent(uri)}`;
}

export function tokenMetadataQuery(metadataAddress: string) {
  return queryOptions({
    queryKey: metadataKeys.account(metadataAddress),
    queryFn: (): Promise<TokenMetadataView> =>
      apiRead(metadataAccountPath(metadataAddress), (s) => s.tokenMetadataViewSchema),
    staleTime: METADATA_STALE_TIME_MS,
  });
}

export function metadataJsonQuery(uri: string) {
  return queryOptions({
    queryKey: metadataKeys.json(uri),
    queryFn: (): Promise<MetadataJsonView> => apiRead(metadataJsonPath(uri), (s) => s.metadataJsonViewSchema),
    staleTime: METADATA_STALE_TIME_MS,
  });
}
