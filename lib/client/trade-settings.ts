import { queryOptions } from '@tanstack/react-query';
import { tradeKeys } from '@/lib/api/query-keys';
import { apiRead } from './api';

// The trade panel's read: the partner fee rate the server applies, to preview the fee (the browser never
// chooses it). Its send is trade.ts.

export { tradeKeys };

export function tradeSettingsQuery() {
  return queryOptions({
    queryKey: tradeKeys.settings,
    queryFn: async (): Promise<bigint> =>
      BigInt((await apiRead('/api/trade/settings', (s) => s.tradeSettingsSchema)).partnerFeeBps),
    staleTime: 5 * 60_000,
  });
}
