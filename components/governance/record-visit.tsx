'use client';

import { useQuery } from '@tanstack/react-query';
import { tokenMetadataQuery } from '@/lib/client/metadata';
import { useRecordRecentToken } from '@/lib/client/recent-tokens';

/** Remembers this token among the recently opened ones (this browser only), with its name once known. */
export function RecordVisit({ mint, metadataAddress }: { mint: string; metadataAddress: string }) {
  const { data } = useQuery(tokenMetadataQuery(metadataAddress));
  useRecordRecentToken({ mint, name: data?.name || null, symbol: data?.symbol || null });
  return null;
}
