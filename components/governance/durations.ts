// Spans of time in words and as a ticking clock, from whole seconds (bigint, as the clock gives them).

const UNITS = [
  [86_400n, 'day', 'days'],
  [3_600n, 'hour', 'hours'],
  [60n, 'minute', 'minutes'],
  [1n, 'second', 'seconds'],
] as const;

/**
 * "20 days", "2 days 4 hours", "14 minutes 3 seconds": the largest `parts` non-zero units, truncated
 * (never rounded up, so a countdown never claims more time than is left). Zero or less is "0 seconds".
 */
export function formatDuration(seconds: bigint, parts = 2): string {
  if (seconds <= 0n) return '0 seconds';
  const words: string[] = [];
  let rest = seconds;
  for (const [size, one, many] of UNITS) {
    if (words.length >= parts) break;
    const count = rest / size;
    rest %= size;
    if (count > 0n) words.push(`${count} ${count === 1n ? one : many}`);
    else if (words.length > 0) break; // "2 days 4 hours", not "2 days 0 hours 5 minutes"
  }
  return words.join(' ');
}

const pad = (n: bigint) => n.toString().padStart(2, '0');

/** A ticking countdown: "19d 04:05:06", or "04:05:06" under a day. */
export function formatCountdown(seconds: bigint): string {
  const s = seconds < 0n ? 0n : seconds;
  const days = s / 86_400n;
  const clock = `${pad((s % 86_400n) / 3_600n)}:${pad((s % 3_600n) / 60n)}:${pad(s % 60n)}`;
  return days > 0n ? `${days}d ${clock}` : clock;
}
