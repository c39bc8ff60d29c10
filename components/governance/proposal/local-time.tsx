'use client';

import * as React from 'react';
import { formatLocalDateTime, formatUtcDateTime, isoOf } from './time-format';

const noSubscription = () => () => {};

/** False during the server render and hydration, true afterwards. */
export function useHydrated(): boolean {
  return React.useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** A date in the person's time zone (UTC, labelled, until the page has hydrated). */
export function LocalTime({ unix, className }: { unix: bigint; className?: string }) {
  const hydrated = useHydrated();
  return (
    <time dateTime={isoOf(unix)} className={className}>
      {hydrated ? formatLocalDateTime(unix) : formatUtcDateTime(unix)}
    </time>
  );
}
