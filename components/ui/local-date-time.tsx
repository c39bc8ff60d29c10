'use client';

import * as React from 'react';
import { useHydrated, useHydratedInTransition } from '@/lib/client/time';
import { dateTime, isoOf, utcDateTime } from '@/lib/format';

/**
 * A moment in the person's locale and time zone. The server cannot know that zone, so the first paint
 * (and hydration) shows UTC, labelled, and the browser swaps in the local text right after.
 */
export function LocalDateTime({ unix, className }: { unix: bigint | string; className?: string }) {
  const hydrated = useHydrated();
  return (
    <time dateTime={isoOf(unix)} className={className}>
      {hydrated ? dateTime(unix) : utcDateTime(unix)}
    </time>
  );
}

/**
 * The same rule for sentences: a formatter of Unix times, UTC until the page has hydrated. Views read it
 * at their top, so the switch to local text is not urgent (`useHydratedInTransition`).
 */
export function useDateTimeText(): (unix: bigint) => string {
  const hydrated = useHydratedInTransition();
  return React.useCallback((unix: bigint) => (hydrated ? dateTime(unix) : utcDateTime(unix)), [hydrated]);
}
