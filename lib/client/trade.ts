import type { TradeSide } from '@/lib/domain';
import type { TradeWriteResponse } from '@/lib/partner';
import { responseSchemas } from './api';
import { postWrite } from './writes';

// The trade panel's one write: the three trade endpoints through our proxy, loaded with the panel's first
// send (its reads are trade-settings.ts). A trade is sent once per intent; only the venue wait
// (venue-wait.ts) sends the same intent again.

/** Our proxy's paths of the three trade endpoints (the partner API's, under /api; trade.test.ts compares). */
export const TRADE_PATHS: Record<TradeSide, string> = {
  buy: '/api/partner/v1/trades/buy',
  'buy-exact-out': '/api/partner/v1/trades/buy-exact-out',
  sell: '/api/partner/v1/trades/sell',
};

/** Sends one trade, once. Failures throw the typed `ApiError`. */
export async function submitTrade(
  side: TradeSide,
  body: Record<string, unknown>,
  idempotencyKey: string,
): Promise<TradeWriteResponse> {
  // Loaded before the POST: a load that fails leaves nothing sent.
  const schemas = await responseSchemas();
  return schemas.tradeWriteResponseSchema.parse(await postWrite(TRADE_PATHS[side], body, idempotencyKey));
}
