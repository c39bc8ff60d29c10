import type { LastFill } from '@/lib/api';
import { englishAfterWords } from '@/lib/i18n/after';
import type { AfterWords } from '@/lib/i18n/words';

// The line beside the exact bound: what the token's latest confirmed trade paid, and how long ago. It is
// a past price, never a quote, and says so. In the widget's language (`words`; English unless it speaks
// another): the price through `words.sol`, the time through `words.relativeTime`.

/** "0.000031 SOL" per whole token, or "under 0.000000001 SOL" when it rounds down to nothing. */
function priceText(price: bigint, words: AfterWords): string {
  return price === 0n ? words.t('lastFill.under', { price: words.sol(1n) }) : words.sol(price);
}

/**
 * "Last fill: 0.000031 SOL per GRASS, 3 minutes ago — a past price, not a quote." `ageSeconds` is null
 * when the block's time is not known.
 */
export function lastFillText(
  fill: LastFill | null,
  symbol: string,
  ageSeconds: number | null,
  words: AfterWords = englishAfterWords,
): string {
  if (!fill) return words.t('lastFill.none', { symbol });
  const when =
    ageSeconds === null
      ? words.t('lastFill.timeUnknown')
      : words.relativeTime(-Math.max(0, Math.floor(ageSeconds)));
  return words.t('lastFill.line', { price: priceText(BigInt(fill.price), words), symbol, when });
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
