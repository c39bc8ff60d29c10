'use client';

import { usePathname } from 'next/navigation';
import * as React from 'react';
import { cn } from '@/components/ui/cn';
import { Skeleton } from '@/components/ui/skeleton';
import { UNREACHABLE_MESSAGE } from '@/lib/client/api';
import { useHydrated } from '@/lib/client/time';
import type { TradeSide } from '@/lib/domain';
import { AccessNotice } from './access-notice';
import type { TradeErrorContext } from './describe-trade-error';
import type { TradePanelProps } from './events';
import {
  buildTrade,
  checkTrade,
  initialValues,
  loadTradeSchemas,
  type BuiltTrade,
  type TradeValues,
} from './form';
import { useTradePanel } from './use-trade-panel';
import { balanceProblemText } from './words';

export type { TradePanelEvent, TradePanelProps } from './events';

// The form's fields load after the page, as soon as the panel is on screen (the panel first reads the
// person's access, during which the same skeleton shows). What follows a send (steps, fills, errors in
// words) is loaded apart from the form, once the form shows.
const loadForm = () => import('./trade-form');
const TradeForm = React.lazy(() => loadForm().then(({ TradeForm }) => ({ default: TradeForm })));
const loadOutcome = () => import('./trade-outcome');
const TradeOutcome = React.lazy(() => loadOutcome().then(({ TradeOutcome }) => ({ default: TradeOutcome })));

function PanelSkeleton() {
  return (
    <div className="grid gap-3" aria-busy="true" aria-label="Loading the trade panel">
      <Skeleton className="h-10" />
      <Skeleton className="h-24" />
    </div>
  );
}

/** Buy, buy exact out and sell one token: the same component on the token page and in the widget. */
export function TradePanel({
  mint,
  initialSide = 'buy',
  onEvent,
  onConnect,
  variant = 'page',
}: TradePanelProps) {
  const id = React.useId();
  // The server's render may already know the person's access (a token page puts the session, the fee
  // rate and the profile in the cache), but the form shows only once the page is live: rendered on the
  // server it would hydrate later than the rest (its code loads apart), against data that may have moved
  // on, and an amount typed before that would be lost.
  const hydrated = useHydrated();
  const panel = useTradePanel(mint, initialSide, onEvent);
  const { flow, access } = panel;
  const symbol = panel.symbol ?? 'tokens';
  const returnTo = usePathname() ?? '/';
  const [values, setValues] = React.useState<TradeValues>(() => initialValues(initialSide));
  const [showErrors, setShowErrors] = React.useState(false);
  const [attempt, setAttempt] = React.useState(0);
  const [sent, setSent] = React.useState<BuiltTrade | null>(null);
  const [checking, setChecking] = React.useState(false);
  /** The request schema's refusal of the values as they were sent (shown until they change). */
  const [refused, setRefused] = React.useState<{ values: TradeValues; message: string } | null>(null);
  const sending = React.useRef(false);
  const amountRef = React.useRef<HTMLInputElement>(null);
  const rootRef = React.useRef<HTMLDivElement>(null);
  const idle = flow.state.phase === 'idle' && !flow.running;

  const build = buildTrade(values, {
    mint,
    balances: panel.balances,
    describeBalance: (problem) => balanceProblemText(problem, symbol),
  });
  const errors = !showErrors
    ? {}
    : !build.ok
      ? build.errors
      : refused?.values === values
        ? { form: refused.message }
        : {};

  // The form's code loads with the page. What only a send needs (the request schemas, the outcome's
  // code) loads in the background as soon as the person turns to the panel (a pointer over it, a tap, or
  // focus inside it), well before they can send: not while the page loads, where it would only add work.
  const ready = access.kind === 'ready';
  React.useEffect(() => {
    loadForm().catch(() => undefined);
  }, []);
  const warmed = React.useRef(false);
  const warm = () => {
    if (warmed.current || !ready) return;
    warmed.current = true;
    loadTradeSchemas().catch(() => undefined);
    loadOutcome().catch(() => undefined);
  };

  // After a refused submit, focus moves to the first field that needs attention.
  React.useEffect(() => {
    if (attempt === 0) return;
    rootRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus();
  }, [attempt]);

  const focusAmount = () => window.setTimeout(() => amountRef.current?.focus(), 0);
  const change = (patch: Partial<TradeValues>) => {
    if (idle) setValues((v) => ({ ...v, ...patch }));
  };
  const switchSide = (side: TradeSide) => {
    if (!idle || side === values.side) return;
    setValues((v) => ({ ...v, side, amount: '', bound: '' }));
    setShowErrors(false);
    panel.newIntent(side);
  };
  const refuse = () => {
    setShowErrors(true);
    setAttempt((n) => n + 1);
  };
  const submit = async () => {
    if (!idle || sending.current) return;
    if (!build.ok) return refuse();
    sending.current = true;
    const checked = await checkTrade(build.trade)
      .catch(() => ({ ok: false as const, errors: { form: UNREACHABLE_MESSAGE } }))
      .finally(() => {
        sending.current = false;
      });
    if (!checked.ok) {
      setRefused({ values, message: checked.errors.form ?? 'This trade is not valid.' });
      return refuse();
    }
    setSent(checked.trade);
    flow.start(checked.trade);
  };
  const newTrade = () => {
    panel.newIntent(values.side);
    setValues((v) => ({ ...v, amount: '', bound: '' }));
    setShowErrors(false);
    focusAmount();
  };
  const onAction = (action: string) => {
    if (action !== 'buy') return;
    panel.newIntent('buy');
    setValues((v) => ({ ...v, side: 'buy', amount: '', bound: '' }));
    focusAmount();
  };
  const checkProfile = async () => {
    setChecking(true);
    await panel.profile.refetch().finally(() => setChecking(false));
  };

  const describe: TradeErrorContext = {
    side: sent?.side ?? values.side,
    symbol,
    bound: sent?.bound ?? null,
    tokens: panel.balances.tokens,
    now: Date.now,
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
        <TradeForm
          id={id}
          mint={mint}
          values={values}
          errors={errors}
          symbol={symbol}
          balances={panel.balances}
          partnerFeeBps={panel.partnerFeeBps}
          editable={idle}
          amountRef={amountRef}
          onChange={change}
          onSide={switchSide}
          onSubmit={() => void submit()}
        />
        {flow.state.phase !== 'idle' ? (
          <React.Suspense fallback={null}>
            <TradeOutcome
              state={flow.state}
              mint={mint}
              side={sent?.side ?? values.side}
              symbol={symbol}
              sent={sent?.fees ?? null}
              waiting={panel.waiting}
              throughPool={panel.throughPool}
              returnTo={returnTo}
              describe={describe}
              onCancelWait={panel.cancelWait}
              onRetry={() => {
                flow.retry();
                focusAmount();
              }}
              onCheck={flow.check}
              onNewTrade={newTrade}
              onAction={onAction}
            />
          </React.Suspense>
        ) : null}
      </React.Suspense>
    );

  const title = panel.symbol ? `Trade ${panel.symbol}` : 'Trade this token';
  return (
    <section
      ref={rootRef}
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
        <p className="text-sm text-muted-foreground">
          Signed by your delegated wallet; the fills are read from the network once it confirms.
        </p>
      </div>
      {body}
    </section>
  );
}
