'use client';

import * as React from 'react';
import { formatDateTime } from './format';

const subscribe = () => () => {};

/**
 * Formats Unix times in the person's time zone once the page is live; the server render (and hydration)
 * uses UTC, so both renders agree and the local date replaces it right after.
 */
export function useDateFormat(): (unix: bigint) => string {
  const live = React.useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return React.useCallback((unix: bigint) => formatDateTime(unix, live ? undefined : 'UTC'), [live]);
}
