// Amounts as people type and read them, and as the wire carries them: integers of base units.
// SOL has 9 decimals (lamports), tokens have 6. No floating point anywhere.

import { groupThousands } from './digits';

export const SOL_DECIMALS = 9;
export const TOKEN_DECIMALS = 6;

export type ParseAmountResult =
  { ok: true; value: bigint } | { ok: false; code: 'invalid_amount'; message: string };

export interface FormatAmountOptions {
  /** Comma thousands separators in the whole part ("1,234.5"). Default true. */
  group?: boolean;
  /** Keep at most this many fraction digits, truncating toward zero (never rounds up). */
  maxFractionDigits?: number;
}

function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 64) {
    throw new RangeError(`decimals must be an integer from 0 to 64, got ${decimals}`);
  }
}

function fail(message: string): ParseAmountResult {
  return { ok: false, code: 'invalid_amount', message };
}

// Whole part: plain digits (leading zeros allowed), or well-formed thousands groups: 1 to 3 digits not
// starting with 0, then one or more ",ddd" groups ("1,000", "12,345,678"; not "1,00", "1,0000", "0,100").
// Fraction: a dot and digits; ".5" and "5." are accepted, a lone "." is not.
const AMOUNT = /^([0-9]+|[1-9][0-9]{0,2}(?:,[0-9]{3})+)?(?:\.([0-9]*))?$/;

/**
 * Parses an amount a person typed into base units. Surrounding whitespace is ignored. Rejected: empty
 * input, signs, exponents ("1e3"), malformed comma grouping, and more fraction digits than the unit has
 * (even trailing zeros, so the message can name the maximum plainly). Zero is accepted; callers that
 * need a positive amount check that themselves.
 */
export function parseAmount(text: string, decimals: number): ParseAmountResult {
  assertDecimals(decimals);
  const s = text.trim();
  if (s === '') return fail('Enter an amount.');
  if (s.startsWith('-')) return fail('The amount cannot be negative.');
  if (/[eE]/.test(s)) return fail('Write the amount in plain digits, without an exponent.');
  const m = AMOUNT.exec(s);
  const whole = m?.[1] ?? '';
  const fraction = m?.[2] ?? '';
  if (!m || (whole === '' && fraction === '')) {
    return fail('Enter a number such as 1.5 or 1,000; commas may only separate groups of three digits.');
  }
  if (fraction.length > decimals) {
    return fail(
      decimals === 0
        ? 'Enter a whole number; this unit has no decimal places.'
        : `Use at most ${decimals} decimal places.`,
    );
  }
  const digits = whole.replaceAll(',', '') + fraction.padEnd(decimals, '0');
  return { ok: true, value: BigInt(digits === '' ? '0' : digits) };
}

/** Formats base units for display, trailing fraction zeros trimmed ("1,234.5", "0.000001", "12"). */
export function formatAmount(value: bigint, decimals: number, opts: FormatAmountOptions = {}): string {
  assertDecimals(decimals);
  const maxFraction = opts.maxFractionDigits ?? decimals;
  if (!Number.isInteger(maxFraction) || maxFraction < 0) {
    throw new RangeError(`maxFractionDigits must be a non-negative integer, got ${maxFraction}`);
  }
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const scale = 10n ** BigInt(decimals);
  const wholeDigits = (abs / scale).toString();
  const fraction = (abs % scale)
    .toString()
    .padStart(decimals, '0')
    .slice(0, Math.min(maxFraction, decimals))
    .replace(/0+$/, '');
  const whole = opts.group === false ? wholeDigits : groupThousands(wholeDigits);
  const body = fraction === '' ? whole : `${whole}.${fraction}`;
  return negative && /[1-9]/.test(body) ? `-${body}` : body;
}

/** Parses a wire integer string ("12345") to bigint; null for anything else (signs, spaces, decimals). */
export function parseUint(s: string): bigint | null {
  return /^[0-9]+$/.test(s) ? BigInt(s) : null;
}

/** Lamports as SOL for display. */
export function formatSol(lamports: bigint, opts?: FormatAmountOptions): string {
  return formatAmount(lamports, SOL_DECIMALS, opts);
}

/** Token base units as tokens for display. */
export function formatTokens(units: bigint, opts?: FormatAmountOptions): string {
  return formatAmount(units, TOKEN_DECIMALS, opts);
}

const COMPACT_SUFFIXES = ['', 'K', 'M', 'B', 'T'] as const;

/**
 * Short display of large quantities for meters ("1.24M", "950K", "12.5"), truncated toward zero to at
 * most `fractionDigits` (default 2) digits. Values beyond the trillions keep the "T" suffix ("1,234T").
 */
export function formatCompact(value: bigint, decimals: number, fractionDigits = 2): string {
  assertDecimals(decimals);
  const abs = value < 0n ? -value : value;
  const whole = abs / 10n ** BigInt(decimals);
  let tier = 0;
  while (tier < COMPACT_SUFFIXES.length - 1 && whole >= 1000n ** BigInt(tier + 1)) tier += 1;
  const text = formatAmount(abs, decimals + 3 * tier, { maxFractionDigits: fractionDigits });
  const sign = value < 0n && text !== '0' ? '-' : '';
  return `${sign}${text}${COMPACT_SUFFIXES[tier] ?? ''}`;
}
