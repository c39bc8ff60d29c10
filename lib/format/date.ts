import { groupThousands } from '@/lib/domain/digits';

// Moments, one formatter: in the person's time zone once the page runs in their browser, and
// in UTC, labelled, for the server's first paint (the server cannot know the person's zone; hydration
// renders the same UTC text, then the local text replaces it). See LocalDateTime / useHydrated.

const toDate = (unix: bigint | string | number) => new Date(Number(unix) * 1000);

/** Unix seconds as ISO 8601 in UTC, for `<time dateTime>`. */
export function isoOf(unix: bigint | string | number): string {
  return toDate(unix).toISOString();
}

// Written out in en-US (the site's language) from the zone's offset rather than with Intl.DateTimeFormat:
// the browser's first DateTimeFormat loads its calendar and zone data, 45 to 100 ms of main thread on
// this machine (four times that on Lighthouse's phone), right as a page hydrates and swaps in its local
// times. The text is the one Intl's en-US format gives, with the zone as an offset from GMT.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "GMT+1", "GMT+5:30", "GMT-8", and "UTC" at offset 0: minutes east of Greenwich. */
function zoneText(offsetMinutes: number): string {
  if (offsetMinutes === 0) return 'UTC';
  const abs = Math.abs(offsetMinutes);
  const minutes = abs % 60;
  return `GMT${offsetMinutes < 0 ? '-' : '+'}${Math.floor(abs / 60)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/**
 * "Dec 1, 2026, 11:00 AM GMT+1": a moment in the runtime's time zone (in the browser, the person's), or
 * at `offsetMinutes` east of UTC when given. The offset is the zone's at that moment, so summer time is
 * counted as the zone counts it.
 */
export function dateTime(unix: bigint | string | number, opts: { offsetMinutes?: number } = {}): string {
  const moment = toDate(unix);
  const offset = opts.offsetMinutes ?? -moment.getTimezoneOffset();
  // The wall clock at that offset, read with the UTC getters.
  const wall = new Date(moment.getTime() + offset * 60_000);
  const hours = wall.getUTCHours();
  const minutes = String(wall.getUTCMinutes()).padStart(2, '0');
  return (
    `${MONTHS[wall.getUTCMonth()]} ${wall.getUTCDate()}, ${wall.getUTCFullYear()}, ` +
    `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'} ${zoneText(offset)}`
  );
}

/** "2026-12-01 10:00 UTC": the first paint's text, before the browser knows the person's zone. */
export function utcDateTime(unix: bigint | string | number): string {
  return `${isoOf(unix).slice(0, 16).replace('T', ' ')} UTC`;
}

// Written out in en-US, not with Intl.RelativeTimeFormat, for the reason given for `dateTime`: its first
// object loads locale data, 50 ms of main thread here as the proposal page shows "Updated … ago". The
// tests compare the text with Intl's (`numeric: 'auto'`, long style).
const STEPS = [
  [86_400, 'day'],
  [3_600, 'hour'],
  [60, 'minute'],
  [1, 'second'],
] as const;

/**
 * "in 5 minutes", "3 minutes ago", "yesterday", "now": a signed span in seconds (negative = past) in its
 * largest whole unit, truncated toward zero.
 */
export function relativeTime(seconds: number): string {
  const abs = Math.abs(seconds);
  for (const [size, unit] of STEPS) {
    if (abs < size) continue;
    const n = Math.trunc(abs / size);
    if (unit === 'day' && n === 1) return seconds < 0 ? 'yesterday' : 'tomorrow';
    const span = `${groupThousands(String(n))} ${n === 1 ? unit : `${unit}s`}`;
    return seconds < 0 ? `${span} ago` : `in ${span}`;
  }
  return 'now';
}
