// Moments, one formatter: in the person's locale and time zone once the page runs in their browser, and
// in UTC, labelled, for the server's first paint (the server cannot know the person's zone; hydration
// renders the same UTC text, then the local text replaces it). See LocalDateTime / useHydrated.

const toDate = (unix: bigint | string | number) => new Date(Number(unix) * 1000);

/** Unix seconds as ISO 8601 in UTC, for `<time dateTime>`. */
export function isoOf(unix: bigint | string | number): string {
  return toDate(unix).toISOString();
}

// Building an Intl.DateTimeFormat costs far more than formatting with one (a page of voters formats
// hundreds of dates on every tick of its clock): one per locale and time zone, made on first use.
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(locale: string | undefined, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${timeZone ?? ''}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone,
    });
    dateTimeFormats.set(key, format);
  }
  return format;
}

/**
 * "Dec 1, 2026, 11:00 AM GMT+1" in the given (default: the runtime's) locale and time zone. Spelled out
 * with fields, since `dateStyle`/`timeStyle` cannot be combined with `timeZoneName`.
 */
export function dateTime(
  unix: bigint | string | number,
  opts: { locale?: string; timeZone?: string } = {},
): string {
  return dateTimeFormat(opts.locale, opts.timeZone).format(toDate(unix));
}

/** "2026-12-01 10:00 UTC": the first paint's text, before the browser knows the person's zone. */
export function utcDateTime(unix: bigint | string | number): string {
  return `${isoOf(unix).slice(0, 16).replace('T', ' ')} UTC`;
}

// Built on first use, not when the module loads: a page that shows no relative time does not pay for it.
let relativeFormat: Intl.RelativeTimeFormat | undefined;
const relative = () =>
  (relativeFormat ??= new Intl.RelativeTimeFormat('en-US', { numeric: 'auto', style: 'long' }));
const STEPS = [
  [86_400, 'day'],
  [3_600, 'hour'],
  [60, 'minute'],
  [1, 'second'],
] as const;

/**
 * "in 5 minutes", "3 minutes ago", "now": a signed span in seconds (negative = past) in its largest
 * whole unit, truncated toward zero.
 */
export function relativeTime(seconds: number): string {
  const abs = Math.abs(seconds);
  for (const [size, unit] of STEPS) {
    if (abs >= size) return relative().format(Math.trunc(seconds / size), unit);
  }
  return relative().format(0, 'second');
}
