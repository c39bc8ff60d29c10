import { queryOptions } from '@tanstack/react-query';
import {
  metadataJsonViewSchema,
  tokenMetadataViewSchema,
  type MetadataJsonView,
  type TokenMetadataView,
} from '@/lib/partner';
import { apiFetch } from './api';

// Query keys and options of token metadata: the on-chain metadata account of a token (read through our
// `/api/metadata/accounts/{address}`) and a pinned metadata JSON such as a proposal's `actionUri`
// (`/api/metadata/json?uri=`). Both change rarely, so they stay fresh for a minute.

export { metadataJsonViewSchema, tokenMetadataViewSchema };
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
    queryFn: async (): Promise<TokenMetadataView> =>
      tokenMetadataViewSchema.parse(await apiFetch(mintMetadataPath(mint))),
    staleTime: METADATA_STALE_TIME_MS,
  });
}

export function metadataJsonPath(uri: string): string {
  return `/api/metadata/json?uri=${encodeURIComponent(uri)}`;
}

export function tokenMetadataQuery(metadataAddress: string) {
  return queryOptions({
    queryKey: metadataKeys.account(metadataAddress),
    queryFn: async (): Promise<TokenMetadataView> =>
      tokenMetadataViewSchema.parse(await apiFetch(metadataAccountPath(metadataAddress))),
    staleTime: METADATA_STALE_TIME_MS,
  });
}

export function metadataJsonQuery(uri: string) {
  return queryOptions({
    queryKey: metadataKeys.json(uri),
    queryFn: async (): Promise<MetadataJsonView> =>
      metadataJsonViewSchema.parse(await apiFetch(metadataJsonPath(uri))),
    staleTime: METADATA_STALE_TIME_MS,
  });
}
