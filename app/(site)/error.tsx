'use client';

import { Button } from '@/components/ui/button';

export default function RootError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section role="alert" className="grid justify-items-start gap-4 py-12">
      <h1 className="text-2xl font-semibold tracking-tight">Something went wrong on this page</h1>
      <p className="text-muted-foreground">
        Nothing you submitted was lost. Try again; if it keeps happening, reload the page.
      </p>
      <Button variant="secondary" onClick={reset}>
        Try again
      </Button>
    </section>
  );
}
