import { z } from 'zod';
import { uintString } from '@/lib/partner/wire';

/**
 * GET /api/trade/settings: what the browser may know of the server's trade settings, the partner fee
 * RATE the panel previews (the proxy puts it on every trade, whatever the browser sends).
 */
export const tradeSettingsSchema = z.looseObject({
  /** Basis points, a string of an integer from 0 to 9999. */
  partnerFeeBps: uintString,
});
export type TradeSettings = z.infer<typeof tradeSettingsSchema>;
