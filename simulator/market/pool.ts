// The constant-product pool a token trades in after migration: sol * tokens = k over its real reserves,
// with a swap fee taken from the input and kept in the pool (so k grows). Rounding goes against the trader.
import { failed, filled, fitsU64, mulDivCeil, mulDivFloor, type SwapResult } from './amm';
import { BPS } from './params';

export interface PoolReserves {
  sol: bigint;
  tokens: bigint;
  feeBps: bigint;
}

/** The part of an input that reaches the curve after the pool fee, rounded down. */
function afterFee(p: PoolReserves, amountIn: bigint): bigint {
  return mulDivFloor(amountIn, BPS - p.feeBps, BPS);
}

function empty(p: PoolReserves): boolean {
  return p.sol <= 0n || p.tokens <= 0n;
}

/** Tokens out for exactly `solIn` (fee included in `solIn`). */
export function poolBuyExactIn(p: PoolReserves, solIn: bigint): SwapResult {
  if (!fitsU64(solIn, p.sol + solIn)) return failed('math_overflow');
  if (empty(p)) return failed('insufficient_liquidity');
  const net = afterFee(p, solIn);
  return filled(mulDivFloor(p.tokens, net, p.sol + net));
}

/** SOL in (fee included) for exactly `tokensOut`; the pool can never give its last token. */
export function poolBuyExactOut(p: PoolReserves, tokensOut: bigint): SwapResult {
  if (!fitsU64(tokensOut)) return failed('math_overflow');
  if (empty(p) || tokensOut >= p.tokens) return failed('insufficient_liquidity');
  const net = mulDivCeil(p.sol, tokensOut, p.tokens - tokensOut);
  const gross = mulDivCeil(net, BPS, BPS - p.feeBps);
  return fitsU64(gross, p.sol + gross) ? filled(gross) : failed('math_overflow');
}

/** SOL out for exactly `tokensIn` (the fee is taken from the tokens). */
export function poolSellExactIn(p: PoolReserves, tokensIn: bigint): SwapResult {
  if (!fitsU64(tokensIn, p.tokens + tokensIn)) return failed('math_overflow');
  if (empty(p)) return failed('insufficient_liquidity');
  const net = afterFee(p, tokensIn);
  return filled(mulDivFloor(p.sol, net, p.tokens + net));
}

/** Lamports per whole token (1e6 units) at the margin, rounded down. */
export function poolPrice(p: PoolReserves): bigint {
  return p.tokens === 0n ? 0n : mulDivFloor(p.sol, 1_000_000n, p.tokens);
}
