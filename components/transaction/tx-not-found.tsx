'use client';

import Link from 'next/link';
import { useParams } from 'next/navigation';
import { buttonVariants } from '@/components/ui/button';
import { isSignature } from '@/lib/domain';

/**
 * The transaction page's 404. notFound() carries no reason, so this reads the signature from the URL: a
 * malformed one is not a signature at all; a well-formed one is not known to the network.
 */
export function TxNotFound() {
  const params = useParams<{ signature?: string }>();
  const signature = decodeURIComponent(params.signature ?? '');
  const malformed = !isSignature(signature);
  return (
    <section className="grid justify-items-start gap-4 py-12">
      <p className="text-sm font-medium text-muted-foreground">404</p>
      <h1 className="text-2xl font-semibold tracking-tight">
        {malformed ? 'This is not a transaction signature' : 'Transaction not found'}
      </h1>
      <p className="max-w-prose text-muted-foreground">
        {malformed
          ? 'A transaction signature is a base58 text of 64 bytes (about 88 characters). Check the link you followed.'
          : 'The network has no record of this signature. A transaction that was never sent, or was dropped before it landed, leaves none.'}
      </p>
      <div className="flex flex-wrap gap-2">
        <Link href="/activity" className={buttonVariants({ variant: 'secondary' })}>
          Your activity
        </Link>
        <Link href="/" className={buttonVariants({ variant: 'secondary' })}>
          Back to the start
        </Link>
      </div>
    </section>
  );
}
