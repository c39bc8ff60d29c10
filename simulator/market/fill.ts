// What a trade moves, computed from a venue's reserves (pure). The partner fee follows decisions.md:
// buy: floor(maxSolIn * bps / 10000) out of the budget before the swap; buy-exact-out: on the SOL cost,
// added on top; sell: on the SOL proceeds, before `minSolOut` is checked.
import { applyBps } from '@/lib/domain';
import type { SwapFailure, SwapResult } from './amm';
import { curveBuyExactIn, curveBuyExactOut, curveSellExactIn, type CurveReserves } from './curve';
import { fitsU64 } from './amm';
import { poolBuyExactIn, poolBuyExactOut, poolSellExactIn, type PoolReserves } from './pool';

export type TradeKind = 'buy' | 'buyExactOut' | 'sell';

export type VenueReserves = { venue: 'curve'; curve: CurveReserves } | { venue: 'pool'; pool: PoolReserves };

export interface Fill {
  kind: TradeKind;
  /** Tokens to the user (buys) or from the user (sell). */
  tokens: bigint;
  /** SOL into the venue (buys) or out of it (sell), before the partner fee. */
  swapLamports: bigint;
  partnerFee: bigint;
  /** Buys: all SOL leaving the user (swap + partner fee). Sell: SOL the user keeps (proceeds - fee). */
  userLamports: bigint;
}

/** `too_small`: the trade would move nothing on one side. */
export type FillFailure = SwapFailure | 'too_small';
export type FillResult = { ok: true; fill: Fill } | { ok: false; code: FillFailure };

function swap(reserves: VenueReserves, kind: TradeKind, amount: bigint): SwapResult {
  if (reserves.venue === 'curve') {
    if (kind === 'buy') return curveBuyExactIn(reserves.curve, amount);
    if (kind === 'buyExactOut') return curveBuyExactOut(reserves.curve, amount);
    return curveSellExactIn(reserves.curve, amount);
  }
  if (kind === 'buy') return poolBuyExactIn(reserves.pool, amount);
  if (kind === 'buyExactOut') return poolBuyExactOut(reserves.pool, amount);
  return poolSellExactIn(reserves.pool, amount);
}

/**
 * The fill of a trade of `amount` (buy: maxSolIn; buy-exact-out: tokensOut; sell: tokensIn) at these
 * reserves, partner fee included.
 */
export function computeFill(
  kind: TradeKind,
  amount: bigint,
  partnerFeeBps: bigint,
  reserves: VenueReserves,
): FillResult {
  if (kind === 'buy') {
    const partnerFee = applyBps(amount, partnerFeeBps);
    const result = swap(reserves, kind, amount - partnerFee);
    if (!result.ok) return result;
    if (result.value === 0n) return { ok: false, code: 'too_small' };
    const fill = {
      kind,
      tokens: result.value,
      swapLamports: amount - partnerFee,
      partnerFee,
      userLamports: amount,
    };
    return { ok: true, fill };
  }
  const result = swap(reserves, kind, amount);
  if (!result.ok) return result;
  const partnerFee = applyBps(result.value, partnerFeeBps);
  if (kind === 'buyExactOut') {
    const userLamports = result.value + partnerFee;
    if (!fitsU64(userLamports)) return { ok: false, code: 'math_overflow' };
    return { ok: true, fill: { kind, tokens: amount, swapLamports: result.value, partnerFee, userLamports } };
  }
  const userLamports = result.value - partnerFee;
  if (userLamports === 0n) return { ok: false, code: 'too_small' };
  return { ok: true, fill: { kind, tokens: amount, swapLamports: result.value, partnerFee, userLamports } };
}
