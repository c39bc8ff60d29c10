// Wire primitives shared by every schema of the upstream contract. Amounts travel as strings of
// integers and are compared as bigint, never as floating point.
import { z } from 'zod';

import type { ErrorCode } from './errors-catalogue';

import { UINT_PATTERN } from '@/lib/domain/int';

export { UINT_PATTERN };

/** Digits of an integer that may be negative, same shape rules as UINT_PATTERN ("-0" is rejected). */
export const INT_PATTERN = /^(0|-?[1-9][0-9]*)$/;

/** Issue parameters that name the spec error code a failed value maps to (read by `firstErrorCode`). */
export function coded(code: ErrorCode, message: string): { error: string; params: { code: ErrorCode } } {
  return { error: message, params: { code } };
}

/** A string holding a non-negative integer, e.g. an amount in base units or a `...Unix` timestamp. */
export const uintString = z
  .string()
  .regex(UINT_PATTERN, { error: 'Expected a whole number written as digits.' });

/**
 * A check for `uintString` values: the integer must be at least `min`. Values that are not digit strings
 * are left to the pattern check (they already carry their own issue).
 */
export function minUint(min: bigint, message?: string): z.core.$ZodCheck<string> {
  return z.refine<string>((value) => !UINT_PATTERN.test(value) || BigInt(value) >= min, {
    error: message ?? `Must be at least ${min.toString()}.`,
  });
}

/** A `uintString` that is at least `min`. */
export function uintAtLeast(min: bigint, message?: string) {
  return uintString.check(minUint(min, message));
}

/**
 * An account address or signature. Kept loose on purpose (non-empty string): the base58 check is the
 * domain layer's job, and the upstream answers malformed addresses itself (404 or an empty list).
 */
export const address = z.string().min(1, { error: 'Required.' });

/** An integer number of basis points from 0 to `max`. */
export function bps(max: number) {
  return z
    .int({ error: 'Expected a whole number of basis points.' })
    .min(0, { error: 'Must be 0 or more.' })
    .max(max, { error: `Must be at most ${max}.` });
}

/** A non-negative integer (counts such as `minVoterCount`, basis points read back from the service). */
export const nonNegativeInt = z.int().min(0);
