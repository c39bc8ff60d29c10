'use client';

import { useParams } from 'next/navigation';
import { ReadError } from '@/components/governance/lazy-read-error';

export default function ProposalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const { mint } = useParams<{ mint?: string }>();
  return (
    <ReadError
      title="This proposal could not be read"
      reset={reset}
      back={mint ? { href: `/tokens/${mint}`, label: 'Back to the token' } : null}
    />
  );
}
