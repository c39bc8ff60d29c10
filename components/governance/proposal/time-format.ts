// Dates for people: in their own time zone once the page runs in their browser; in UTC, labelled, for
// the server's first paint (the server does not know the person's zone).

const dateTimeFormat = (timeZone?: string, locale?: string) =>
  new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });

/** "Jan 18, 2027, 9:00 AM GMT+1" in the given (default: the runtime's) time zone. */
export function formatLocalDateTime(unix: bigint, opts: { timeZone?: string; locale?: string } = {}): string {
  return dateTimeFormat(opts.timeZone, opts.locale).format(new Date(Number(unix) * 1000));
}

/** "2027-01-18 08:00 UTC": the first paint's stand-in until the browser knows the person's zone. */
export function formatUtcDateTime(unix: bigint): string {
  return `${new Date(Number(unix) * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export function isoOf(unix: bigint): string {
  return new Date(Number(unix) * 1000).toISOString();
}
