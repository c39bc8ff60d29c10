'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import * as React from 'react';
import { Button, buttonVariants } from '@/components/ui/button';

type Props = {
  title: string;
  /** Next's segment reset, called after the server page renders again. */
  reset: () => void;
  back?: { href: string; label: string } | null;
};

/** A governance page whose read failed: say so, offer to try again, and a way back. */
export function ReadError({ title, reset, back }: Props) {
  const router = useRouter();
  const [pending, startTransition] = React.useTransition();
  return (
    <section role="alert" className="grid justify-items-start gap-4 py-12">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="max-w-prose text-muted-foreground">
        The service did not answer as expected. Nothing was submitted. Try again; if it keeps happening, wait
        a minute and reload the page.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={pending}
          onClick={() =>
            // Render the server page again, then clear the error.
            startTransition(() => {
              router.refresh();
              reset();
            })
          }
        >
          {pending ? 'Trying again…' : 'Try again'}
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
