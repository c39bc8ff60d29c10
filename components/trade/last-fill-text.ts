import type { LastFill } from '@/lib/api';
import { relativeTime, solAmount } from '@/lib/format';

// The line beside the exact bound: what the token's latest confirmed trade paid, and how long ago. It is
// a past price, never a quote, and says so.

export const PAST_PRICE = 'a past price, not a quote';

/** "0.000031 SOL" per whole token, or "under 0.000000001 SOL" when it rounds down to nothing. */
function priceText(price: bigint): string {
  return price === 0n ? `under ${solAmount(1n)}` : solAmount(price);
}

/**
 * "Last fill: 0.000031 SOL per GRASS, 3 minutes ago — a past price, not a quote." `ageSeconds` is null
 * when the block's time is not known.
 */
export function lastFillText(fill: LastFill | null, symbol: string, ageSeconds: number | null): string {
  if (!fill) return `No recent trade of ${symbol} on the network to show a past price.`;
  const when = ageSeconds === null ? 'time not known' : relativeTime(-Math.max(0, Math.floor(ageSeconds)));
  return `Last fill: ${priceText(BigInt(fill.price))} per ${symbol}, ${when} — ${PAST_PRICE}.`;
}

/** Seconds since the fill: the network's clock when it was read, plus the time since the answer came. */
export function lastFillAge(
  fill: LastFill | null,
  readAtUnix: string,
  answeredAtMs: number,
  nowMs: number,
): number | null {
  if (!fill || fill.blockTime === null) return null;
  return Number(readAtUnix) - fill.blockTime + Math.max(0, Math.floor((nowMs - answeredAtMs) / 1000));
}
