'use client';

import { usePathname } from 'next/navigation';
import * as React from 'react';
import { flushSync } from 'react-dom';
import { cn } from '@/components/ui/cn';
import { AccessNotice } from './access-notice';
import { loadTradeSchemas } from './check';
import { startingAmount } from './form';
import type { TradePanelProps } from './events';
import { PanelSkeleton } from './panel-skeleton';
import { loadOutcome, loadReady } from './loaders';
import type { ReadyPanel as ReadyPanelType } from './ready-panel';
import { TradeShell, type ShellHandle, type ShellState } from './trade-shell';
import { useTradePanel } from './use-trade-panel';
import { useWords } from '@/lib/i18n/words-context';

export type { TradePanelEvent, TradePanelProps } from './events';

/** The form's code once loaded, and what the person did in its shell until then. */
type Loaded = { Ready: typeof ReadyPanelType; shell: ShellState | null };

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
  // The server's render knows the person's access (the page puts the session, the fee rate, the balance
  // and the profile in the cache), so its HTML already has what the panel first shows, the form's shell or
  // a notice, at its height: nothing under the panel moves as the page goes live. The shell's amount is
  // the browser's own input (typed before the page is live, it is kept) and its send button waits for the
  // page (components/ui/action-button.tsx).
  const panel = useTradePanel(mint, initialSide, onEvent);
  const { access } = panel;
  const symbol = panel.symbol ?? words.t('trade.tokens');
  const returnTo = usePathname() ?? '/';
  const [checking, setChecking] = React.useState(false);

  // A person who may trade first sees the form's shell (trade-shell.tsx): real controls, without the
  // form's code (react-hook-form and its parts), which a visitor who only reads never needs. It loads as
  // the person turns to the panel (a pointer over it, a tap, or focus inside it), with what only a send
  // needs (the request schemas, the outcome's code); the form then takes the shell's place and what was
  // typed, chosen and pressed there. A visitor who is not connected never loads any of it.
  const ready = access.kind === 'ready';
  const shellRef = React.useRef<ShellHandle>(null);
  const [loaded, setLoaded] = React.useState<Loaded | null>(null);
  const warmed = React.useRef(false);
  // While a pointer is pressed the shell stays: a press that began on its control ends on it (a click on
  // its send button is the person's send), and the form takes over once the press is over.
  const pressed = React.useRef(false);
  const waiting = React.useRef<Loaded['Ready'] | null>(null);
  const takeOver = (Ready: Loaded['Ready']) => {
    if (pressed.current) {
      waiting.current = Ready;
      return;
    }
    // In one step with reading the shell, so that nothing typed between the two is lost.
    flushSync(() => setLoaded({ Ready, shell: shellRef.current?.read() ?? null }));
  };
  const warm = () => {
    if (warmed.current || !ready) return;
    warmed.current = true;
    loadTradeSchemas().catch(() => undefined);
    loadOutcome().catch(() => undefined);
    loadReady().then(
      ({ ReadyPanel }) => takeOver(ReadyPanel),
      () => {
        warmed.current = false; // a chunk that failed to load is asked for again on the next turn
      },
    );
  };
  const press = () => {
    if (loaded) return;
    pressed.current = true;
    const release = () => {
      document.removeEventListener('pointerup', release);
      document.removeEventListener('pointercancel', release);
      pressed.current = false;
      // After the press's click, which the browser dispatches right after the pointer's release.
      window.setTimeout(() => {
        const Ready = waiting.current;
        waiting.current = null;
        if (Ready) takeOver(Ready);
      }, 0);
    };
    document.addEventListener('pointerup', release);
    document.addEventListener('pointercancel', release);
    warm();
  };
  const checkProfile = async () => {
    setChecking(true);
    await panel.profile.refetch().finally(() => setChecking(false));
  };

  const body =
    access.kind === 'loading' ? (
      <PanelSkeleton />
    ) : access.kind !== 'ready' ? (
      <AccessNotice
        access={access}
        returnTo={returnTo}
        onConnect={onConnect}
        onCheck={checkProfile}
        checking={checking}
      />
    ) : loaded ? (
      <loaded.Ready
        id={id}
        mint={mint}
        initialSide={initialSide}
        options={{ initialAmount, lockSide, shell: loaded.shell }}
        symbol={symbol}
        panel={panel}
        returnTo={returnTo}
      />
    ) : (
      <TradeShell
        ref={shellRef}
        id={id}
        symbol={symbol}
        initialSide={initialSide}
        initialAmount={startingAmount(initialAmount, initialSide, words)}
        lockSide={lockSide}
        balances={panel.balances}
        onIntent={warm}
      />
    );

  const title = panel.symbol
    ? words.t('trade.title', { symbol: panel.symbol })
    : words.t('trade.titleUnknown');
  return (
    <section
      onPointerEnter={warm}
      onPointerDown={press}
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
