'use client';

import { Button } from '@/components/ui/button';
import { useLocalNowMs } from '@/lib/client/time';
import type { VenueWaiting } from '@/lib/client/venue-wait';
import { formatDuration } from '@/lib/format';

function useSecondsUntil(at: number): number {
  const now = useLocalNowMs() ?? at;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** The venue wait: what is happening, a countdown to the next send, and a way to stop. */
export function VenueWaitNotice({ waiting, onCancel }: { waiting: VenueWaiting; onCancel: () => void }) {
  const next = useSecondsUntil(waiting.nextAt);
  const stop = useSecondsUntil(waiting.giveUpAt);
  const state =
    waiting.code === 'pool_not_open'
      ? 'Its pool exists but is not open yet.'
      : 'Its migration is finalizing.';
  return (
    <div
      className="grid gap-2 rounded-lg border border-warning/50 bg-warning/10 px-3 py-3 text-sm"
      data-testid="venue-wait"
    >
      {/* Announced once per refusal, not every second. */}
      <p role="status" aria-live="polite" className="font-medium">
        The token is moving from its bonding curve to a pool; your trade will be sent when it opens.
      </p>
      <p className="text-muted-foreground">
        {state} Nothing has been sent yet.{' '}
        <span data-testid="venue-countdown">Next try in {formatDuration(next)}</span> (try{' '}
        {waiting.attempt + 1}); we stop trying after {formatDuration(stop)} more.
      </p>
      <div>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancel waiting
        </Button>
      </div>
    </div>
  );
}
