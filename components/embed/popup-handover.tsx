'use client';

import * as React from 'react';
import { connectMessage, parseConnectFragment } from '@/lib/embed/connect-message';

type Shown = 'handing-over' | 'done' | 'no-opener' | 'nothing';

const TEXT: Record<Shown, { title: string; body: string }> = {
  'handing-over': { title: 'Connecting…', body: 'Handing your connection to the widget.' },
  done: { title: 'You can close this window', body: 'The widget has your answer.' },
  'no-opener': {
    title: 'Return to the widget',
    body: 'The page that opened this window is gone. Go back to it and select Connect again.',
  },
  nothing: { title: 'Nothing to hand over', body: 'Open this window from the widget’s Connect button.' },
};

// What the hand-over did, kept outside React: it runs once per page load and the page only shows it.
let shown: Shown = 'handing-over';
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

function handOver(): Shown {
  const outcome = parseConnectFragment(window.location.hash);
  // The code is single-use; take it out of the address bar and history at once.
  history.replaceState(null, '', window.location.pathname);
  if (!outcome) return 'nothing';
  const opener = window.opener as Window | null;
  if (!opener || opener.closed) return 'no-opener';
  opener.postMessage(connectMessage(outcome), window.location.origin);
  window.close();
  return 'done';
}

/**
 * The end of the widget's login popup: posts the fragment's one-time code (or the reason there is none)
 * to the widget that opened it, only to this app's own origin, then closes.
 */
export function PopupHandover() {
  React.useEffect(() => {
    if (shown !== 'handing-over') return;
    shown = handOver();
    for (const listener of listeners) listener();
  }, []);
  const current = React.useSyncExternalStore(
    subscribe,
    () => shown,
    () => 'handing-over' as const,
  );

  const text = TEXT[current];
  return (
    <main className="grid min-h-dvh place-items-center bg-background p-6">
      <section
        role="status"
        className="grid max-w-sm gap-2 rounded-xl border border-border bg-card p-6 text-center"
      >
        <h1 className="text-base font-semibold">{text.title}</h1>
        <p className="text-sm text-muted-foreground">{text.body}</p>
      </section>
    </main>
  );
}
