'use client';

import { Button } from '@/components/ui/button';

export default function TransactionError({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <section role="alert" className="grid justify-items-start gap-4 py-12">
      <h1 className="text-2xl font-semibold tracking-tight">The network could not be read right now</h1>
      <p className="text-muted-foreground">
        This transaction’s record could not be read from the network. Try again in a moment.
      </p>
      <Button variant="secondary" onClick={reset}>
        Try again
      </Button>
    </section>
  );
}
