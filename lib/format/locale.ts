import { COMMA_STYLE, DOT_STYLE, formatAmount, type NumberStyle } from '@/lib/domain';

// Amounts in a language's way (the widget's locale): bigint base units in, the language's grouping (by
// Intl, which takes a bigint whole part as it is) and decimal mark out, never through a float. English
// is written as lib/format writes it everywhere else ("1,234.5").

const styles = new Map<string, NumberStyle>();

/** How `locale` writes numbers: a decimal comma (German, Spanish) or a decimal dot (English, Chinese, Japanese). */
export function numberStyleOf(locale: string): NumberStyle {
  let style = styles.get(locale);
  if (!style) {
    const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal');
    style = decimal?.value === ',' ? COMMA_STYLE : DOT_STYLE;
    styles.set(locale, style);
  }
  return style;
}

const wholes = new Map<string, Intl.NumberFormat>();

/** Base units with `decimals` decimals as `locale` writes them, trailing fraction zeros trimmed. */
export function localeAmount(
  value: bigint,
  decimals: number,
  locale: string,
  { group = true }: { group?: boolean } = {},
): string {
  if (locale === 'en') return formatAmount(value, decimals, { group });
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const scale = 10n ** BigInt(decimals);
  let whole = wholes.get(locale);
  if (!whole) {
    whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    wholes.set(locale, whole);
  }
  const wholeText = group ? whole.format(abs / scale) : (abs / scale).toString();
  const fraction = (abs % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  const body = fraction ? `${wholeText}${numberStyleOf(locale).decimal}${fraction}` : wholeText;
  return negative ? `-${body}` : body;
}
