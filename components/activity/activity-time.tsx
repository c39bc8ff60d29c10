'use client';

import * as React from 'react';

const noSubscribe = () => () => {};

const utc = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;
const local = (iso: string) =>
  new Intl.DateTimeFormat(undefined, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  }).format(new Date(iso));

/** When a write was sent: UTC on the server's first paint, the person's own time zone after hydration. */
export function ActivityTime({ iso }: { iso: string }) {
  const text = React.useSyncExternalStore(
    noSubscribe,
    () => local(iso),
    () => utc(iso),
  );
  return <time dateTime={iso}>{text}</time>;
}
