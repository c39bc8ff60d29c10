// Amounts typed the way a language writes numbers, into bigint base units (never through a float).
// "1,5" in German is one and a half, "1.234,5" is 1234.5; the dot form ("0.5", as in English and in the
// widget's `amount` attribute) is also read where it has no other meaning. An entry that reads as two
// different numbers, the language's way and the dot way ("1,234" or "1.234" in German), is refused with
// the reason, never guessed.

import { parseAmount, type ParseAmountResult } from './amounts';

/** How a language writes numbers: its decimal mark and its grouping mark. */
export interface NumberStyle {
  decimal: '.' | ',';
  group: ',' | '.';
}

export const DOT_STYLE: NumberStyle = { decimal: '.', group: ',' };
export const COMMA_STYLE: NumberStyle = { decimal: ',', group: '.' };

export type AmountProblem =
  'empty' | 'negative' | 'exponent' | 'malformed' | 'decimals' | 'ambiguous' | 'zero';

export type LocaleAmountResult =
  | { ok: true; value: bigint }
  | {
      ok: false;
      code: 'invalid_amount';
      problem: AmountProblem;
      /** The English sentence (the dot style's words); the widget says it in its language. */
      message: string;
      /** For `ambiguous`: the two readings, as the dot style writes them. */
      readings?: [string, string];
      decimals: number;
    };

/** The problem behind one of parseAmount's refusals (its sentences are its contract). */
function problemOf(message: string): AmountProblem {
  if (message === 'Enter an amount.') return 'empty';
  if (message.includes('negative')) return 'negative';
  if (message.includes('exponent')) return 'exponent';
  if (message.includes('decimal places') || message.includes('whole number')) return 'decimals';
  return 'malformed';
}

/** The text in the dot style: the marks swapped (a comma-style "1.234,5" becomes "1,234.5"). */
function asDotStyle(text: string, style: NumberStyle): string {
  if (style.decimal === '.') return text;
  return text.replace(/[.,]/g, (mark) => (mark === '.' ? ',' : '.'));
}

/** Full-width digits and marks (１，５) as ASCII, and the spaces around trimmed. */
function normalise(text: string): string {
  return text.normalize('NFKC').trim();
}

function refusal(result: Extract<ParseAmountResult, { ok: false }>, decimals: number): LocaleAmountResult {
  return {
    ok: false,
    code: 'invalid_amount',
    problem: problemOf(result.message),
    message: result.message,
    decimals,
  };
}

/** The written form of base units in the dot style, for naming the two readings of an ambiguous entry. */
function dotText(value: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const fraction = (value % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return fraction ? `${value / scale}.${fraction}` : `${value / scale}`;
}

/**
 * Parses what a person typed in a language written with `style`. The dot style is parsed as parseAmount
 * does (English, Chinese, Japanese). A comma style (German, Spanish) reads the text its own way and the
 * dot way: one valid reading, or two that agree, is the amount; two that differ are `ambiguous`; none is
 * the comma style's own refusal.
 */
export function parseLocaleAmount(text: string, decimals: number, style: NumberStyle): LocaleAmountResult {
  const s = normalise(text);
  if (style.decimal === '.') {
    const parsed = parseAmount(s, decimals);
    return parsed.ok ? parsed : refusal(parsed, decimals);
  }
  const own = parseAmount(asDotStyle(s, style), decimals);
  const dot = parseAmount(s, decimals);
  if (own.ok && dot.ok && own.value !== dot.value)
    return {
      ok: false,
      code: 'invalid_amount',
      problem: 'ambiguous',
      message: `“${s}” could be read as ${dotText(own.value, decimals)} or ${dotText(dot.value, decimals)}.`,
      readings: [dotText(own.value, decimals), dotText(dot.value, decimals)],
      decimals,
    };
  if (own.ok) return own;
  if (dot.ok) return dot;
  return refusal(own, decimals);
}

/** The same, for an amount that must be above zero (`problem: 'zero'` otherwise). */
export function parseLocalePositive(text: string, decimals: number, style: NumberStyle): LocaleAmountResult {
  const parsed = parseLocaleAmount(text, decimals, style);
  if (parsed.ok && parsed.value === 0n)
    return {
      ok: false,
      code: 'invalid_amount',
      problem: 'zero',
      message: 'Enter an amount above 0.',
      decimals,
    };
  return parsed;
}
