import { formatTokens } from '@/lib/domain';

// Display helpers of the voting panel: durations ("2 h 3 m"), dates, and token amounts with the symbol.

/** "2 d 4 h", "2 h 3 m", "3 m 20 s", "45 s"; two units at most, truncated toward zero. */
export function formatDuration(seconds: bigint): string {
  const s = seconds < 0n ? 0n : seconds;
  const units: [bigint, string][] = [
    [86_400n, 'd'],
    [3_600n, 'h'],
    [60n, 'm'],
    [1n, 's'],
  ];
  const first = units.findIndex(([size]) => s >= size);
  if (first === -1) return '0 s';
  const parts: string[] = [];
  let rest = s;
  for (const [size, name] of units.slice(first, first + 2)) {
    const count = rest / size;
    rest -= count * size;
    if (count > 0n) parts.push(`${count} ${name}`);
  }
  return parts.join(' ');
}

/**
 * A Unix time as a date and time. With `timeZone` undefined the person's own zone is used (in the
 * browser, after hydration); the server renders UTC so both renders agree until then.
 */
export function formatDateTime(unix: bigint | string, timeZone?: string): string {
  const date = new Date(Number(BigInt(unix)) * 1000);
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(date);
}

/** "10,000 LUMEN" (or "10,000 tokens" when the symbol is not known). */
export function tokensText(units: bigint | string, symbol?: string | null): string {
  return `${formatTokens(BigInt(units))} ${symbol || 'tokens'}`;
}
