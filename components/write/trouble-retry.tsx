'use client';

import * as React from 'react';
import { Button } from '@/components/ui/button';
import { serviceTrouble, troubleSentence } from './service-trouble';
import { useCountdown } from './use-countdown';

/** A failed request's busy wait counted down (null unless busy), and its sentence when busy or down. */
export function useTroubleWait(error: unknown) {
  const trouble = serviceTrouble(error);
  const left = useCountdown(trouble?.kind === 'busy' ? trouble.seconds : null, error);
  return {
    text: trouble ? troubleSentence(trouble, left) : null,
    waitLeft: left !== null && left > 0 ? left : null,
  };
}

/** A read's error line: `lead`, then busy (counting down) or down, else `fallback`. */
export function TroubleText({ error, lead, fallback }: { error: unknown; lead?: string; fallback: string }) {
  const { text } = useTroubleWait(error);
  return <>{[lead, text ?? fallback].filter(Boolean).join(' ')}</>;
}

/** "Try again", held back while the busy service's wait runs ("Try again in 12 s"). */
export function TroubleRetryButton({
  error,
  label = 'Try again',
  ...props
}: { error: unknown; label?: string } & React.ComponentProps<typeof Button>) {
  const { waitLeft } = useTroubleWait(error);
  return (
    <Button {...props} disabled={props.disabled || waitLeft !== null}>
      {waitLeft !== null ? `${label} in ${waitLeft} s` : label}
    </Button>
  );
}
