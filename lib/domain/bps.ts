// Basis points: hundredths of a percent (6600 = 66%). Exact bigint arithmetic, rounding down.

import { formatAmount } from './amounts';
import { floorDiv, toBigInt } from './int';

export const BPS_DENOMINATOR = 10000n;

/** floor(amount * bps / 10000): a share of an amount, rounded down (toward minus infinity). */
export function applyBps(amount: bigint, bps: bigint | number): bigint {
  return floorDiv(amount * toBigInt(bps, 'bps'), BPS_DENOMINATOR);
}

/** floor(part * 10000 / whole): the share of `whole` that `part` is, in bps; 0 when `whole` is 0. */
export function shareBps(part: bigint, whole: bigint): bigint {
  return whole === 0n ? 0n : floorDiv(part * BPS_DENOMINATOR, whole);
}

/**
 * Basis points as an exact percentage: 6600 → "66%", 150 → "1.5%", 1 → "0.01%". With
 * `maxFractionDigits` the percentage is truncated toward zero (1499 with 1 digit → "14.9%"), never
 * rounded up.
 */
export function formatBps(bps: bigint | number, opts: { maxFractionDigits?: number } = {}): string {
  return `${formatAmount(toBigInt(bps, 'bps'), 2, { maxFractionDigits: opts.maxFractionDigits })}%`;
}
