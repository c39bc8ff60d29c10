'use client';

import * as React from 'react';
import { formatDateTime, isoOf, utcText } from './date-format';

const noSubscribe = () => () => {};

/**
 * A moment in the person's time zone (the browser's). The server cannot know that zone, so the first
 * paint shows UTC and the browser swaps in the local text after hydration (no mismatch).
 */
export function LocalDateTime({ unix, className }: { unix: string | bigint; className?: string }) {
  const text = React.useSyncExternalStore(
    noSubscribe,
    () => formatDateTime(unix),
    () => utcText(unix),
  );
  return (
    <time dateTime={isoOf(unix)} className={className}>
      {text}
    </time>
  );
}
