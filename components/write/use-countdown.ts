'use client';

import * as React from 'react';

/**
 * Seconds left of a wait that started when `from` (or `key`) last changed, ticking each second down to
 * 0; null when there is no wait.
 */
export function useCountdown(from: number | null, key?: unknown): number | null {
  const [left, setLeft] = React.useState(from);
  const [started, setStarted] = React.useState({ from, key });
  if (started.from !== from || started.key !== key) {
    setStarted({ from, key });
    setLeft(from);
  }
  React.useEffect(() => {
    if (from === null) return;
    const endsAt = Date.now() + from * 1000;
    const timer = setInterval(() => {
      const seconds = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [from, key]);
  return left;
}
