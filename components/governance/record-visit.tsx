'use client';

import { useQuery } from '@tanstack/react-query';
import * as React from 'react';
import { tokenMetadataQuery } from '@/lib/client/metadata';
import { recordRecentToken } from '@/lib/client/recent-tokens';

/** Remembers this token among the recently opened ones (this browser only), with its name once known. */
export function RecordVisit({ mint, metadataAddress }: { mint: string; metadataAddress: string }) {
  const { data } = useQuery(tokenMetadataQuery(metadataAddress));
  const name = data?.name || null;
  const symbol = data?.symbol || null;
  React.useEffect(() => {
    recordRecentToken({ mint, name, symbol });
  }, [mint, name, symbol]);
  return null;
}
