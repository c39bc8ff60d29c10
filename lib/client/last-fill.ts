import { queryOptions } from '@tanstack/react-query';
import type { LastFillResponse } from '@/lib/api';
import { apiRead } from './api';
import { tradeKeys } from '@/lib/api/query-keys';

// In a module of its own, loaded with the exact bound's line only: the widget's first load carries the
// trade panel, and this read is not needed until a person chooses an exact bound.

/**
 * The token's latest confirmed trade on the network (GET /api/trade/last-fill/{mint}), for the exact
 * bound's field: a past price, read again every 30 s while the field shows.
 */
export function lastFillQuery(mint: string) {
  return queryOptions({
    queryKey: tradeKeys.lastFill(mint),
    queryFn: (): Promise<LastFillResponse> =>
      apiRead(`/api/trade/last-fill/${encodeURIComponent(mint)}`, (s) => s.lastFillResponseSchema),
    staleTime: 10_000,
    refetchInterval: 30_000,
    retry: false,
  });
}
