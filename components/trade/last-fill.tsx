'use client';

import { useQuery } from '@tanstack/react-query';
import { lastFillQuery } from '@/lib/client/last-fill';
import { useLocalNowMs } from '@/lib/client/time';
import { useAfterWords } from '@/lib/i18n/after';
import { lastFillAge, lastFillText } from './last-fill-text';

/**
 * The price of the token's latest confirmed trade, read from the network, beside the exact bound: loaded
 * (code, English words and data) only once the person chooses an exact bound.
 */
export function LastFill({ mint, symbol }: { mint: string; symbol: string }) {
  const words = useAfterWords();
  const { data, isError, dataUpdatedAt } = useQuery(lastFillQuery(mint));
  const nowMs = useLocalNowMs() ?? dataUpdatedAt;
  const text = isError
    ? words.t('lastFill.failed')
    : data
      ? lastFillText(data.fill, symbol, lastFillAge(data.fill, data.readAtUnix, dataUpdatedAt, nowMs), words)
      : words.t('lastFill.reading');
  return (
    <p className="text-xs text-muted-foreground" data-testid="last-fill">
      {text}
    </p>
  );
}
