import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { TradeSide } from '@/lib/domain';
import { ENDPOINTS, tradeWriteResponseSchema, uintString, type TradeWriteResponse } from '@/lib/partner';
import { apiFetch } from './api';
import { postWrite } from './writes';

// The trade panel's reads and its one write: the partner fee rate the server applies (to preview the fee;
// the browser never chooses it), and the three trade endpoints through our proxy. A trade is sent once per
// intent; only the venue wait (venue-wait.ts) sends the same intent again.

export const tradeKeys = {
  all: ['trade'] as const,
  settings: ['trade', 'settings'] as const,
};

export const tradeSettingsSchema = z.looseObject({ partnerFeeBps: uintString });

export function tradeSettingsQuery() {
  return queryOptions({
    queryKey: tradeKeys.settings,
    queryFn: async (): Promise<bigint> =>
      BigInt(tradeSettingsSchema.parse(await apiFetch('/api/trade/settings')).partnerFeeBps),
    staleTime: 5 * 60_000,
  });
}

export const TRADE_PATHS: Record<TradeSide, string> = {
  buy: `/api${ENDPOINTS.buy.path}`,
  'buy-exact-out': `/api${ENDPOINTS.buyExactOut.path}`,
  sell: `/api${ENDPOINTS.sell.path}`,
};

/** Sends one trade, once. Failures throw the typed `ApiError`. */
export async function submitTrade(
  side: TradeSide,
  body: Record<string, unknown>,
  idempotencyKey: string,
): Promise<TradeWriteResponse> {
  return tradeWriteResponseSchema.parse(await postWrite(TRADE_PATHS[side], body, idempotencyKey));
}
