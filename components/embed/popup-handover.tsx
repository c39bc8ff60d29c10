'use client';

import * as React from 'react';
import { connectMessage, parseConnectFragment } from '@/lib/embed/connect-message';
import { matchLocale, type WidgetLocale } from '@/lib/embed/locales';
import { POPUP_WORDS, type PopupStep } from '@/lib/i18n/popup';

type Shown = PopupStep;

// What the hand-over did, kept outside React: it runs once per page load and the page only shows it.
let shown: Shown = 'handing-over';
/** The language of the widget that opened this window (its root's lang), once read. */
let openerLocale: WidgetLocale | null = null;
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
  try {
    // The widget's frame is on this origin: its language is on its root element.
    const lang = opener.document.querySelector('[data-theme][lang]')?.getAttribute('lang');
    openerLocale = lang ? matchLocale(lang) : null;
  } catch {
    // A browser that keeps the two apart: the visitor's language from the page stands.
  }
  opener.postMessage(connectMessage(outcome), window.location.origin);
  window.close();
  return 'done';
}

/**
 * The end of the widget's login popup: posts the fragment's one-time code (or the reason there is none)
 * to the widget that opened it, only to this app's own origin, then closes.
 */
export function PopupHandover({ locale = 'en' }: { locale?: WidgetLocale }) {
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

  const language = React.useSyncExternalStore(
    subscribe,
    () => openerLocale ?? locale,
    () => locale,
  );
  const words = POPUP_WORDS[language];
  return (
    <main lang={language} className="grid min-h-dvh place-items-center bg-background p-6">
      <section
        role="status"
        className="grid max-w-sm gap-2 rounded-xl border border-border bg-card p-6 text-center"
      >
        <h1 className="text-base font-semibold">{words[`${current}.title`]}</h1>
        <p className="text-sm text-muted-foreground">{words[`${current}.body`]}</p>
      </section>
    </main>
  );
}
