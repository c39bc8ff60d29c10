'use client';

import * as React from 'react';
import { Button } from '@/components/ui/button';
import { signatureEn } from '@/lib/i18n/catalogue/signature-en';
import type { Words } from '@/lib/i18n/words';

const ENGLISH = signatureEn;

/**
 * A transaction signature, shortened for the eye, whole for copying and for screen readers; in the
 * widget's language when given its words (able to say what follows a send).
 */
export function Signature({ signature, words }: { signature: string; words?: Words }) {
  const say = (key: keyof typeof ENGLISH) => (words ? words.t(key) : ENGLISH[key]);
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
      <span className="text-muted-foreground">{say('signature.label')}</span>
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
        aria-label={say('signature.copyLabel')}
      >
        {copied ? say('signature.copied') : say('signature.copy')}
      </Button>
      <span role="status" className="sr-only">
        {copied ? say('signature.copiedStatus') : ''}
      </span>
    </div>
  );
}
