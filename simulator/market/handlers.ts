// POST /partner/v1/trades/{buy,buy-exact-out,sell}: the pipeline already authenticated the caller,
// checked scope and delegation, and parsed the body with lib/partner's request schemas.
import type { BuyExactOutRequest, BuyRequest, SellRequest } from '@/lib/partner';
import type { HandlerMap } from '../core/types';
import type { Market } from './market';
import { buyExactOutRequest, buyRequest, sellRequest } from './request';
import { runTrade } from './trade';

export function tradeHandlers(market: Market): HandlerMap {
  return {
    buy: ({ caller, body }) => runTrade(market, caller, buyRequest(body as BuyRequest)),
    buyExactOut: ({ caller, body }) =>
      runTrade(market, caller, buyExactOutRequest(body as BuyExactOutRequest)),
    sell: ({ caller, body }) => runTrade(market, caller, sellRequest(body as SellRequest)),
  };
}
