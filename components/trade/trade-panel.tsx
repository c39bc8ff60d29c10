'use client';

import { usePathname } from 'next/navigation';
import * as React from 'react';
import { cn } from '@/components/ui/cn';
import { useHydrated } from '@/lib/client/time';
import { AccessNotice } from './access-notice';
import { loadTradeSchemas } from './check';
import type { TradePanelProps } from './events';
import { PanelSkeleton } from './panel-skeleton';
import { loadOutcome, loadReady } from './loaders';
import { useTradePanel } from './use-trade-panel';
import { useWords } from '@/lib/i18n/words-context';

export type { TradePanelEvent, TradePanelProps } from './events';

const ReadyPanel = React.lazy(() => loadReady().then(({ ReadyPanel }) => ({ default: ReadyPanel })));

/** Buy, buy exact out and sell one token: the same component on the token page and in the widget. */
export function TradePanel({
  mint,
  initialSide = 'buy',
  onEvent,
  onConnect,
  variant = 'page',
  initialAmount = null,
  lockSide = false,
}: TradePanelProps) {
  const words = useWords();
  const id = React.useId();
  // The server's render may already know the person's access (a token page puts the session, the fee
  // rate and the profile in the cache), but the form shows only once the page is live: rendered on the
  // server it would hydrate later than the rest (its code loads apart), against data that may have moved
  // on, and an amount typed before that would be lost.
  const hydrated = useHydrated();
  const panel = useTradePanel(mint, initialSide, onEvent);
  const { access } = panel;
  const symbol = panel.symbol ?? words.t('trade.tokens');
  const returnTo = usePathname() ?? '/';
  const [checking, setChecking] = React.useState(false);

  // The form's code loads once the person's access says they may trade (a visitor who is not connected
  // never loads it). What only a send needs (the request schemas, the outcome's code) loads in the
  // background as soon as the person turns to the panel (a pointer over it, a tap, or focus inside it),
  // well before they can send: not while the page loads, where it would only add work.
  const ready = access.kind === 'ready';
  const warmed = React.useRef(false);
  const warm = () => {
    if (warmed.current || !ready) return;
    warmed.current = true;
    loadTradeSchemas().catch(() => undefined);
    loadOutcome().catch(() => undefined);
  };
  const checkProfile = async () => {
    setChecking(true);
    await panel.profile.refetch().finally(() => setChecking(false));
  };

  const body =
    !hydrated || access.kind === 'loading' ? (
      <PanelSkeleton />
    ) : access.kind !== 'ready' ? (
      <AccessNotice
        access={access}
        returnTo={returnTo}
        onConnect={onConnect}
        onCheck={checkProfile}
        checking={checking}
      />
    ) : (
      <React.Suspense fallback={<PanelSkeleton />}>
        <ReadyPanel
          id={id}
          mint={mint}
          initialSide={initialSide}
          options={{ initialAmount, lockSide }}
          symbol={symbol}
          panel={panel}
          returnTo={returnTo}
        />
      </React.Suspense>
    );

  const title = panel.symbol
    ? words.t('trade.title', { symbol: panel.symbol })
    : words.t('trade.titleUnknown');
  return (
    <section
      onPointerEnter={warm}
      onPointerDown={warm}
      onFocusCapture={warm}
      data-trade-panel={mint}
      aria-labelledby={`${id}-title`}
      className={cn(
        'grid content-start gap-4',
        variant === 'page' ? 'rounded-xl border border-border bg-card p-5 shadow-xs' : 'p-1',
      )}
    >
      <div className={cn('grid gap-1', variant === 'widget' && 'sr-only')}>
        <h2 id={`${id}-title`} className="text-base font-semibold tracking-tight">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{words.t('trade.lede')}</p>
      </div>
      {body}
    </section>
  );
}
