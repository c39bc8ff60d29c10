// Shared pieces of the venue math: a small result type and the u64 bounds an on-chain program would enforce.
import { U64_MAX } from './params';

/** Why a swap cannot be computed: the venue cannot fill it, or a number leaves the u64 range. */
export type SwapFailure = 'insufficient_liquidity' | 'math_overflow';

export type SwapResult = { ok: true; value: bigint } | { ok: false; code: SwapFailure };

export const filled = (value: bigint): SwapResult => ({ ok: true, value });
export const failed = (code: SwapFailure): SwapResult => ({ ok: false, code });

/** True when every value fits an unsigned 64-bit integer (what the program stores and transfers). */
export function fitsU64(...values: bigint[]): boolean {
  return values.every((v) => v >= 0n && v <= U64_MAX);
}

/** floor(a * b / c) for non-negative operands. */
export function mulDivFloor(a: bigint, b: bigint, c: bigint): bigint {
  return (a * b) / c;
}

/** ceil(a * b / c) for non-negative operands. */
export function mulDivCeil(a: bigint, b: bigint, c: bigint): bigint {
  return (a * b + c - 1n) / c;
}

/** floor(sqrt(n)) for n >= 0 (Newton's method on bigint). */
export function isqrt(n: bigint): bigint {
  if (n < 0n) throw new RangeError('square root of a negative number');
  if (n < 2n) return n;
  let x = n;
  let y = (x + 1n) / 2n;
  while (y < x) {
    x = y;
    y = (x + n / x) / 2n;
  }
  return x;
}
