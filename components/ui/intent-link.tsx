'use client';

import Link from 'next/link';
import * as React from 'react';

type Props = React.ComponentProps<typeof Link>;

/**
 * A link that prefetches its page when the person shows the intent to follow it (pointer over it, focus,
 * touch), not as soon as it is on screen: the header's and a page's navigation links would otherwise
 * fetch and decode other pages while the page itself is still loading on a slow phone.
 */
export function IntentLink({ onMouseEnter, onFocus, onTouchStart, ...props }: Props) {
  const [intent, setIntent] = React.useState(false);
  const show = () => setIntent(true);
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        show();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        show();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        show();
        onTouchStart?.(event);
      }}
    />
  );
}
