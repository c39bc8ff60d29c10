// Integer helpers shared by the domain rules. Everything here is exact bigint arithmetic.

/** An integer as it may arrive: a bigint, a safe-integer number, or a wire string of digits. */
export type IntLike = bigint | number | string;

const DIGITS = /^-?[0-9]+$/;

/** Digits of a non-negative integer: no sign, no decimals, no whitespace, no leading zeros except "0". */
export const UINT_PATTERN = /^(0|[1-9][0-9]*)$/;

/**
 * Converts an integer-like value to bigint. Throws a RangeError for anything that is not an exact
 * integer: callers pass schema-validated data, so a bad value here is a programming error.
 */
export function toBigInt(value: IntLike, what = 'value'): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a safe integer, got ${value}`);
    return BigInt(value);
  }
  if (!DIGITS.test(value))
    throw new RangeError(`${what} must be an integer string, got ${JSON.stringify(value)}`);
  return BigInt(value);
}

/** floor(a / b) for any signs; b must not be zero. */
export function floorDiv(a: bigint, b: bigint): bigint {
  if (b === 0n) throw new RangeError('division by zero');
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

/** ceil(a / b) for any signs; b must not be zero. */
export function ceilDiv(a: bigint, b: bigint): bigint {
  return -floorDiv(-a, b);
}
