import { formatAmount, formatCompact, SOL_DECIMALS, TOKEN_DECIMALS } from '@/lib/domain';

// Amounts for people: bigint base units in, grouped text out ("12,000.5"), never through floating point.
// Fractions are truncated toward zero, never rounded up, so a balance is never shown as more than it is.
// The digits themselves come from lib/domain (which also parses what people type, in the same shape).

/** "12,000.5": token base units (6 decimals) as a plain number, for fields and tables. */
export function tokens(units: bigint | string): string {
  return formatAmount(BigInt(units), TOKEN_DECIMALS);
}

/** "12,000 QUILL": token base units with the token's symbol; "12,000 tokens" only when it is not known. */
export function tokenAmount(units: bigint | string, symbol?: string | null): string {
  const text = tokens(units);
  return `${text} ${symbol || (text === '1' ? 'token' : 'tokens')}`;
}

/**
 * "12,000.5 GRASS": base units of a token with `decimals` decimals (as its mint says), with the token's
 * symbol, or the unit given when the symbol is not known.
 */
export function unitsAmount(units: bigint | string, decimals: number, unit: string): string {
  return `${formatAmount(BigInt(units), decimals)} ${unit}`;
}

/** "+1.5 SOL", "−0.000005 SOL", "0 SOL": a change, its size written by `format`, its sign before it. */
export function signedChange(change: bigint, format: (size: bigint) => string): string {
  const text = format(change < 0n ? -change : change);
  return change > 0n ? `+${text}` : change < 0n ? `−${text}` : text;
}

/** "0.005 SOL": lamports (9 decimals) with the unit. */
export function solAmount(lamports: bigint | string): string {
  return `${formatAmount(BigInt(lamports), SOL_DECIMALS)} SOL`;
}

/** "1.24M", "950K", "12.5": short token figures for meters and one-line summaries (2 digits, truncated). */
export function compactTokens(units: bigint | string): string {
  return formatCompact(BigInt(units), TOKEN_DECIMALS);
}

/** A number in the form a field accepts back: no grouping ("12000.5"). */
export function amountInput(units: bigint, decimals: number): string {
  return formatAmount(units, decimals, { group: false });
}
