'use client';

import { Button } from '@/components/ui/button';
import { useLocalNowMs } from '@/lib/client/time';
import type { VenueWaiting } from '@/lib/client/venue-wait';
import { useAfterWords } from '@/lib/i18n/after';

function useSecondsUntil(at: number): number {
  const now = useLocalNowMs() ?? at;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * The venue wait: what is happening, a countdown to the next send, and a way to stop; in the widget's
 * language (the spans through `words.duration`).
 */
export function VenueWaitNotice({ waiting, onCancel }: { waiting: VenueWaiting; onCancel: () => void }) {
  const words = useAfterWords();
  const next = useSecondsUntil(waiting.nextAt);
  const stop = useSecondsUntil(waiting.giveUpAt);
  // The countdown is its own element inside the sentence, wherever the language puts it.
  const [before = '', after = ''] = words
    .t('venue.schedule', {
      state: words.t(`venue.${waiting.code}`),
      attempt: words.amount(BigInt(waiting.attempt + 1), 0),
      left: words.duration(stop),
    })
    .split('{countdown}');
  return (
    <div
      className="grid gap-2 rounded-lg border border-warning/50 bg-warning/10 px-3 py-3 text-sm"
      data-testid="venue-wait"
    >
      {/* Announced once per refusal, not every second. */}
      <p role="status" aria-live="polite" className="font-medium">
        {words.t('venue.moving')}
      </p>
      <p className="text-muted-foreground">
        {before}
        <span data-testid="venue-countdown">
          {words.t('venue.countdown', { duration: words.duration(next) })}
        </span>
        {after}
      </p>
      <div>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          {words.t('venue.cancel')}
        </Button>
      </div>
    </div>
  );
}
