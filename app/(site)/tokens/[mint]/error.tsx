'use client';

import { ReadError } from '@/components/governance/lazy-read-error';

export default function TokenError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <ReadError
      title="This token’s governance could not be read"
      reset={reset}
      back={{ href: '/', label: 'Open another token' }}
    />
  );
}
