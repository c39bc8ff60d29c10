'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import * as React from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { troubleSentence, type ServiceTrouble } from '@/components/write/service-trouble';
import { useCountdown } from '@/components/write/use-countdown';
import { formatDuration } from '@/lib/format';

type Props = {
  title: string;
  /** Next's segment reset, called after the server page renders again (in an error boundary). */
  reset?: () => void;
  back?: { href: string; label: string } | null;
  /**
   * The service's answer, when the page's read met one it names: busy (a 429, with the wait it asked
   * for, counted down) or down (502/503). Without it, the read failed in some other way.
   */
  trouble?: ServiceTrouble | null;
};

export const READ_FAILED_SENTENCE =
  'The service did not answer as expected. Nothing was submitted. Try again; if it keeps happening, wait a minute and reload the page.';

/** A governance page whose read failed: say why when the service said, offer to try again, and a way back. */
export function ReadError({ title, reset, back, trouble = null }: Props) {
  const router = useRouter();
  const [pending, startTransition] = React.useTransition();
  const left = useCountdown(trouble?.kind === 'busy' ? trouble.seconds : null, trouble);
  const waiting = left !== null && left > 0;
  return (
    <section role="alert" className="grid justify-items-start gap-4 py-12">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="max-w-prose text-muted-foreground" data-testid="read-error-text">
        {trouble ? `${troubleSentence(trouble, left)} Nothing was submitted.` : READ_FAILED_SENTENCE}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={pending || waiting}
          onClick={() =>
            // Render the server page again, then clear the error.
            startTransition(() => {
              router.refresh();
              reset?.();
            })
          }
        >
          {pending ? 'Trying again…' : waiting ? `Try again in ${formatDuration(left)}` : 'Try again'}
        </Button>
        {back ? (
          <Link href={back.href} className={buttonVariants({ variant: 'secondary' })}>
            {back.label}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
