'use client';

import * as React from 'react';
import { cn } from '@/components/ui/cn';

/** The token's image, or its symbol's first letter when there is none or it does not load. */
export function TokenImage({
  src,
  symbol,
  name,
  className,
}: {
  src: string | null;
  symbol: string | null;
  name: string | null;
  className?: string;
}) {
  const [failed, setFailed] = React.useState<string | null>(null);
  const box = cn('size-16 shrink-0 rounded-xl border border-border sm:size-20', className);
  if (!src || failed === src) {
    return (
      <div aria-hidden="true" className={cn(box, 'grid place-items-center bg-muted text-2xl font-semibold')}>
        {(symbol ?? name ?? '?').charAt(0).toUpperCase()}
      </div>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- pinned upstream images, allowed by the CSP
    <img
      src={src}
      alt={`${name ?? symbol ?? 'Token'} image`}
      width={80}
      height={80}
      onError={() => setFailed(src)}
      className={cn(box, 'bg-muted object-cover')}
    />
  );
}
