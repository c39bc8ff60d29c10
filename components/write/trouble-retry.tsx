'use client';

import { usePathname } from 'next/navigation';
import * as React from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { loginHref } from '@/lib/client/session';
import { serviceTrouble, SESSION_ENDED_SENTENCE, sessionEnded, troubleSentence } from './service-trouble';
import { useCountdown } from './use-countdown';
import { formatDuration } from '@/lib/format';

/** A failed request's busy wait counted down (null unless busy), and its sentence when busy or down. */
export function useTroubleWait(error: unknown) {
  const trouble = serviceTrouble(error);
  const left = useCountdown(trouble?.kind === 'busy' ? trouble.seconds : null, error);
  return {
    text: sessionEnded(error)
      ? `${SESSION_ENDED_SENTENCE} Connect again to go on; you come back to this page.`
      : trouble
        ? troubleSentence(trouble, left)
        : null,
    waitLeft: left !== null && left > 0 ? left : null,
  };
}

/** A read's error line: `lead`, then busy (counting down) or down, else `fallback`. */
export function TroubleText({ error, lead, fallback }: { error: unknown; lead?: string; fallback: string }) {
  const { text } = useTroubleWait(error);
  return <>{[lead, text ?? fallback].filter(Boolean).join(' ')}</>;
}

/** "Connect again": through the consent screen and back to this very page (a full navigation). */
export function ConnectAgainLink({ size = 'sm' }: { size?: 'sm' | 'md' }) {
  const pathname = usePathname() ?? '/';
  return (
    <a href={loginHref(pathname)} className={buttonVariants({ size })}>
      Connect again
    </a>
  );
}

/**
 * "Try again", held back while the busy service's wait runs ("Try again in 12 s"); "Connect again" in its
 * place when the session has ended.
 */
export function TroubleRetryButton({
  error,
  label = 'Try again',
  ...props
}: { error: unknown; label?: string } & React.ComponentProps<typeof Button>) {
  const { waitLeft } = useTroubleWait(error);
  if (sessionEnded(error)) return <ConnectAgainLink size={props.size === 'sm' ? 'sm' : 'md'} />;
  return (
    <Button {...props} disabled={props.disabled || waitLeft !== null}>
      {waitLeft !== null ? `${label} in ${formatDuration(waitLeft)}` : label}
    </Button>
  );
}
