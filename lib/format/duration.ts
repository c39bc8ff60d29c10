import { countText, noun } from './plural';

// Spans of time, one style everywhere: whole units spelled out as Intl.NumberFormat's long unit style
// writes them ("10 minutes", "2 hours 5 minutes", "3 days"), at most two units, truncated (a countdown
// never claims more time than is left). The ticking clock adds hours, minutes and seconds to the days:
// "3 days 04:05:06".

export const SPAN_UNITS = [
  [86_400n, 'day'],
  [3_600n, 'hour'],
  [60n, 'minute'],
  [1n, 'second'],
] as const;

/** "1 minute", "10 minutes", "1,000 days": what Intl's long unit style writes for en-US (see plural.ts). */
function unitText(count: bigint, unit: string): string {
  return `${countText(count)} ${noun(count, unit)}`;
}

export type SpanUnit = (typeof SPAN_UNITS)[number][1];

/**
 * The whole units a span is written in: at most `parts` of them, largest first, truncated, and no unit
 * after a zero one ("2 days 4 hours", not "2 days 0 hours 5 minutes"); none for zero or less.
 */
export function spanUnits(total: bigint, parts: number): Array<[count: bigint, unit: SpanUnit]> {
  const units: Array<[bigint, SpanUnit]> = [];
  let rest = total;
  for (const [size, unit] of SPAN_UNITS) {
    if (units.length >= parts) break;
    const count = rest / size;
    rest %= size;
    if (count > 0n) units.push([count, unit]);
    else if (units.length > 0) break;
  }
  return units;
}

/** "20 days", "2 days 4 hours", "14 minutes 3 seconds"; zero or less is "0 seconds". */
export function formatDuration(seconds: bigint | number | string, parts = 2): string {
  const total = BigInt(seconds);
  if (total <= 0n) return unitText(0n, 'second');
  return spanUnits(total, parts)
    .map(([count, unit]) => unitText(count, unit))
    .join(' ');
}

const pad = (n: bigint) => n.toString().padStart(2, '0');

/** A ticking countdown: "3 days 04:05:06", or "04:05:06" under a day. */
export function formatCountdown(seconds: bigint): string {
  const s = seconds < 0n ? 0n : seconds;
  const days = s / 86_400n;
  const clock = `${pad((s % 86_400n) / 3_600n)}:${pad((s % 3_600n) / 60n)}:${pad(s % 60n)}`;
  return days > 0n ? `${unitText(days, 'day')} ${clock}` : clock;
}
