'use client';

import * as React from 'react';
import { Button } from '@/components/ui/button';

/** A transaction signature, shortened for the eye, whole for copying and for screen readers. */
export function Signature({ signature }: { signature: string }) {
  const [copied, setCopied] = React.useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(signature);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs">
      <span className="text-muted-foreground">Transaction</span>
      <code className="rounded bg-muted px-1.5 py-0.5 font-mono" title={signature} data-testid="tx-signature">
        <span aria-hidden="true">
          {signature.length > 20 ? `${signature.slice(0, 8)}…${signature.slice(-8)}` : signature}
        </span>
        <span className="sr-only">{signature}</span>
      </code>
      <Button
        variant="link"
        size="sm"
        className="text-xs"
        onClick={copy}
        aria-label="Copy the transaction signature"
      >
        {copied ? 'Copied' : 'Copy'}
      </Button>
      <span role="status" className="sr-only">
        {copied ? 'Signature copied' : ''}
      </span>
    </div>
  );
}
