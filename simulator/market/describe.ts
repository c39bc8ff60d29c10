// The market state of a token as JSON for the control API (amounts as strings).
import { curvePrice } from './curve';
import type { Market, MarketToken } from './market';
import { poolPrice } from './pool';

export function describeToken(market: Market, token: MarketToken) {
  const reserves = market.reserves(token);
  const venue = market.venue(token);
  const base = {
    mint: token.mint,
    symbol: token.symbol,
    venue,
    pendingUntilUnix: token.migration ? String(token.migration.pendingUntil) : null,
    openAtUnix: token.migration ? String(token.migration.openAt) : null,
    launchSlot: token.launchSlot === null ? null : String(token.launchSlot),
    nextDriftBps: token.nextDriftBps === null ? null : String(token.nextDriftBps),
  };
  if (reserves.venue === 'curve') {
    const { curve } = reserves;
    return {
      ...base,
      reserves: {
        solLamports: String(curve.realSol),
        tokens: String(curve.realTokens),
        virtualSolLamports: String(curve.virtualSol),
        virtualTokens: String(curve.virtualTokens),
      },
      priceLamportsPerToken: String(curvePrice(curve)),
    };
  }
  const { pool } = reserves;
  return {
    ...base,
    reserves: { solLamports: String(pool.sol), tokens: String(pool.tokens), feeBps: Number(pool.feeBps) },
    priceLamportsPerToken: String(poolPrice(pool)),
  };
}
