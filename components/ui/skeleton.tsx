import type * as React from 'react';
import { cn } from './cn';

/** A placeholder block shown while data loads; hidden from assistive technology. */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div aria-hidden="true" className={cn('animate-shimmer rounded-md bg-muted', className)} {...props} />
  );
}
