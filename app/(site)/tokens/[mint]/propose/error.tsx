'use client';

import { useParams } from 'next/navigation';
import { ReadError } from '@/components/governance/lazy-read-error';

export default function ProposeError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const { mint } = useParams<{ mint: string }>();
  return (
    <ReadError
      title="The form to propose a change could not be opened"
      reset={reset}
      back={{ href: `/tokens/${mint}`, label: 'Back to the token' }}
    />
  );
}
