import 'server-only';
import type { TradeSettings } from '@/lib/api';
import { serverConfig } from './config';

// What the browser may know of the server's trade settings: the partner fee RATE (a public figure the
// panel previews; the proxy puts it on every trade, whatever the browser sends). Never the fee wallet's
// keys, the app's credentials or anything else.

export type { TradeSettings };

export function tradeSettings(): TradeSettings {
  return { partnerFeeBps: serverConfig().partnerFeeBps.toString() };
}
