// Slippage bounds (pure). Slippage mode derives the bound from the quote at execution time; explicit mode
// takes the caller's field, where "0" disables protection. Derived bounds round down.
import { mulDivFloor } from './amm';
import type { Fill, TradeKind } from './fill';
import { BPS } from './params';

export type BoundSpec =
  { mode: 'slippage'; bps: bigint; maxSolIn: bigint | null } | { mode: 'explicit'; value: bigint };

/**
 * The bound a fill is held to: buy — least tokens; buy-exact-out — most SOL (partner fee included; null:
 * unlimited); sell — least SOL kept (after the partner fee).
 */
export function deriveBound(kind: TradeKind, spec: BoundSpec, quote: Fill): bigint | null {
  if (spec.mode === 'explicit') return kind === 'buyExactOut' && spec.value === 0n ? null : spec.value;
  if (kind === 'buy') return mulDivFloor(quote.tokens, BPS - spec.bps, BPS);
  if (kind === 'sell') return mulDivFloor(quote.userLamports, BPS - spec.bps, BPS);
  const ceiling = mulDivFloor(quote.userLamports, BPS + spec.bps, BPS);
  // When both the quote ceiling and maxSolIn exist, the lower applies ("0" counts as absent).
  return spec.maxSolIn !== null && spec.maxSolIn > 0n && spec.maxSolIn < ceiling ? spec.maxSolIn : ceiling;
}

export function meetsBound(kind: TradeKind, bound: bigint | null, fill: Fill): boolean {
  if (bound === null) return true;
  if (kind === 'buy') return fill.tokens >= bound;
  if (kind === 'buyExactOut') return fill.userLamports <= bound;
  return fill.userLamports >= bound;
}
