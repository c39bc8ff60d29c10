// Moments shown to a person: in their own time zone (the browser's), or UTC where that is unknown.

/** Unix seconds as an ISO 8601 string in UTC. */
export function isoOf(unix: string | bigint): string {
  return new Date(Number(unix) * 1000).toISOString();
}

/** "2026-12-01 10:00 UTC": the server's text, before the browser knows the person's zone. */
export function utcText(unix: string | bigint): string {
  return `${isoOf(unix).slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * "Dec 1, 2026, 11:00 AM GMT+1" in the given (default: the runtime's) locale and time zone. Spelled out
 * with fields, since `dateStyle`/`timeStyle` cannot be combined with `timeZoneName`.
 */
export function formatDateTime(unix: string | bigint, locale?: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(new Date(Number(unix) * 1000));
}
