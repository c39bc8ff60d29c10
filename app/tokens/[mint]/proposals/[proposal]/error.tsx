'use client';

import Link from 'next/link';
import { useParams, useRouter } from 'next/navigation';
import * as React from 'react';
import { Button, buttonVariants } from '@/components/ui/button';

export default function ProposalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const router = useRouter();
  const params = useParams<{ mint?: string }>();
  const [pending, startTransition] = React.useTransition();
  return (
    <section role="alert" className="grid justify-items-start gap-4 py-12">
      <h1 className="text-2xl font-semibold tracking-tight">This proposal could not be read</h1>
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
        {params.mint ? (
          <Link href={`/tokens/${params.mint}`} className={buttonVariants({ variant: 'secondary' })}>
            Back to the token
          </Link>
        ) : null}
      </div>
    </section>
  );
}
