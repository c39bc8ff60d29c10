import { COMMA_STYLE, DOT_STYLE, formatAmount, type NumberStyle } from '@/lib/domain';
import { SPAN_UNITS, spanUnits, type SpanUnit } from './duration';

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

// Spans and moments in a language's way, by Intl (the widget's locale): the same steps as English's
// formatDuration and relativeTime (at most two whole units, truncated; the largest whole unit), written
// by Intl.NumberFormat's long unit style, Intl.ListFormat and Intl.RelativeTimeFormat. English keeps its
// own writers (duration.ts, date.ts), which need no locale data.

const unitFormats = new Map<string, Intl.NumberFormat>();
const lists = new Map<string, Intl.ListFormat>();
const relatives = new Map<string, Intl.RelativeTimeFormat>();

function unitFormat(locale: string, unit: SpanUnit): Intl.NumberFormat {
  const key = `${locale} ${unit}`;
  let format = unitFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' });
    unitFormats.set(key, format);
  }
  return format;
}

/** "4 Minuten, 30 Sekunden", "4 分 30 秒": a span in `locale`, at most `parts` units, zero or less "0 s". */
export function localeDuration(seconds: bigint | number | string, locale: string, parts = 2): string {
  const total = BigInt(seconds);
  if (total <= 0n) return unitFormat(locale, 'second').format(0n);
  const words = spanUnits(total, parts).map(([count, unit]) => unitFormat(locale, unit).format(count));
  let list = lists.get(locale);
  if (!list) {
    list = new Intl.ListFormat(locale, { type: 'unit', style: 'long' });
    lists.set(locale, list);
  }
  return list.format(words);
}

/** "vor 3 Minuten", "3 分前", "gestern", "jetzt": a signed span in seconds (negative = past) in `locale`. */
export function localeRelativeTime(seconds: number, locale: string): string {
  let format = relatives.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relatives.set(locale, format);
  }
  const abs = Math.abs(seconds);
  for (const [size, unit] of SPAN_UNITS) {
    if (abs < Number(size)) continue;
    return format.format(Math.trunc(seconds / Number(size)), unit);
  }
  return format.format(0, 'second');
}
