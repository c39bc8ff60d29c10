import type * as React from 'react';
import { Skeleton } from './skeleton';

type SkeletonStackProps = React.ComponentProps<'div'> & {
  /** One placeholder bar for each class name, in order; anything else to show follows them. */
  bars: readonly string[];
};

/** A box of placeholder bars laid out by its own classes: a loading shape told as a list of bar sizes. */
export function SkeletonStack({ bars, children, ...props }: SkeletonStackProps) {
  return (
    <div {...props}>
      {bars.map((bar, i) => (
        <Skeleton key={i} className={bar} />
      ))}
      {children}
    </div>
  );
}
