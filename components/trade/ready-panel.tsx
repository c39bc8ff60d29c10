'use client';

import * as React from 'react';
import { useWatch } from 'react-hook-form';
import type { TradeErrorContext } from './describe-trade-error';
import { PanelSkeleton } from './panel-skeleton';
import type { useTradeForm } from './use-trade-form';
import type { useTradePanel } from './use-trade-panel';

// The form's fields load after the page, as soon as the panel is on screen (the panel first reads the
// person's access, during which the same skeleton shows). What follows a send (steps, fills, errors in
// words) is loaded apart from the form, once the form shows.
export const loadForm = () => import('./trade-form');
const TradeForm = React.lazy(() => loadForm().then(({ TradeForm }) => ({ default: TradeForm })));
export const loadOutcome = () => import('./trade-outcome');
const TradeOutcome = React.lazy(() => loadOutcome().then(({ TradeOutcome }) => ({ default: TradeOutcome })));

/** The panel once the person may trade: the form, and under it what became of the trade sent. */
export function ReadyPanel({
  id,
  mint,
  symbol,
  panel,
  trade,
  returnTo,
}: {
  id: string;
  mint: string;
  symbol: string;
  panel: ReturnType<typeof useTradePanel>;
  trade: ReturnType<typeof useTradeForm>;
  returnTo: string;
}) {
  const { flow } = panel;
  const { form, sent } = trade;
  const typedSide = useWatch({ control: form.control, name: 'side' });
  const side = sent?.side ?? typedSide;
  const describe: TradeErrorContext = {
    side,
    symbol,
    bound: sent?.bound ?? null,
    tokens: panel.balances.tokens,
    now: Date.now,
  };
  return (
    <React.Suspense fallback={<PanelSkeleton />}>
      <TradeForm
        id={id}
        mint={mint}
        form={form}
        symbol={symbol}
        balances={panel.balances}
        partnerFeeBps={panel.partnerFeeBps}
        editable={trade.editable}
        lockSide={trade.lockSide}
        onSide={trade.switchSide}
        onSubmit={trade.submit}
      />
      {flow.state.phase !== 'idle' ? (
        <React.Suspense fallback={null}>
          <TradeOutcome
            state={flow.state}
            mint={mint}
            side={side}
            symbol={symbol}
            sent={sent?.fees ?? null}
            waiting={panel.waiting}
            throughPool={panel.throughPool}
            returnTo={returnTo}
            describe={describe}
            onCancelWait={panel.cancelWait}
            onRetry={trade.retry}
            onCheck={flow.check}
            onNewTrade={trade.newTrade}
            onAction={trade.onAction}
          />
        </React.Suspense>
      ) : null}
    </React.Suspense>
  );
}
