// The bonding curve: a virtual-reserves constant product. Effective reserves are virtual + real:
// X = virtualSol + realSol, Y = virtualTokens + realTokens, X * Y = k. Only real reserves exist on chain;
// the curve is complete when realTokens reaches zero. Every rounding goes against the trader.
import { failed, filled, fitsU64, mulDivCeil, mulDivFloor, type SwapResult } from './amm';

export interface CurveReserves {
  virtualSol: bigint;
  virtualTokens: bigint;
  realSol: bigint;
  realTokens: bigint;
}

function effective(c: CurveReserves): { x: bigint; y: bigint } {
  return { x: c.virtualSol + c.realSol, y: c.virtualTokens + c.realTokens };
}

/** Tokens out for exactly `solIn`: floor(Y * solIn / (X + solIn)); more than the real reserve cannot fill. */
export function curveBuyExactIn(c: CurveReserves, solIn: bigint): SwapResult {
  const { x, y } = effective(c);
  if (!fitsU64(solIn, x + solIn, c.realSol + solIn)) return failed('math_overflow');
  const out = mulDivFloor(y, solIn, x + solIn);
  return out > c.realTokens ? failed('insufficient_liquidity') : filled(out);
}

/** SOL in for exactly `tokensOut`: ceil(X * t / (Y - t)); only real tokens can be bought. */
export function curveBuyExactOut(c: CurveReserves, tokensOut: bigint): SwapResult {
  if (!fitsU64(tokensOut)) return failed('math_overflow');
  if (tokensOut > c.realTokens) return failed('insufficient_liquidity');
  const { x, y } = effective(c);
  const solIn = mulDivCeil(x, tokensOut, y - tokensOut);
  return fitsU64(solIn, x + solIn, c.realSol + solIn) ? filled(solIn) : failed('math_overflow');
}

/** SOL out for exactly `tokensIn`: floor(X * t / (Y + t)); never more than the real SOL reserve. */
export function curveSellExactIn(c: CurveReserves, tokensIn: bigint): SwapResult {
  const { x, y } = effective(c);
  if (!fitsU64(tokensIn, y + tokensIn, c.realTokens + tokensIn)) return failed('math_overflow');
  const out = mulDivFloor(x, tokensIn, y + tokensIn);
  return out > c.realSol ? failed('insufficient_liquidity') : filled(out);
}

/** The reserves after a trade moved `solDelta` into (negative: out of) and `tokenDelta` into the curve. */
export function curveAfter(c: CurveReserves, solDelta: bigint, tokenDelta: bigint): CurveReserves {
  return { ...c, realSol: c.realSol + solDelta, realTokens: c.realTokens + tokenDelta };
}

/** k of the effective reserves. */
export function curveK(c: CurveReserves): bigint {
  const { x, y } = effective(c);
  return x * y;
}

/** Lamports per whole token (1e6 units) at the margin, rounded down; for display in the control API. */
export function curvePrice(c: CurveReserves): bigint {
  const { x, y } = effective(c);
  return mulDivFloor(x, 1_000_000n, y);
}
