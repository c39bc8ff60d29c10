'use client';

import * as React from 'react';
import { useWatch } from 'react-hook-form';
import type { TradeSide } from '@/lib/domain';
import type { TradeErrorContext } from './describe-trade-error';
import { loadOutcome } from './loaders';
import { TradeForm } from './trade-form';
import { useTradeForm } from './use-trade-form';
import type { useTradePanel } from './use-trade-panel';

// What follows a send (steps, fills, errors in words) is loaded apart from the form, once the form shows.
const TradeOutcome = React.lazy(() => loadOutcome().then(({ TradeOutcome }) => ({ default: TradeOutcome })));

/**
 * The panel once the person may trade: the form (its state in react-hook-form), and under it what became
 * of the trade sent. Its code loads only for a person who may trade (loaders.ts).
 */
export function ReadyPanel({
  id,
  mint,
  initialSide,
  options,
  symbol,
  panel,
  returnTo,
}: {
  id: string;
  mint: string;
  initialSide: TradeSide;
  /** The amount the form starts with, and whether the side stays as it is (a widget's attributes). */
  options: Parameters<typeof useTradeForm>[4];
  symbol: string;
  panel: ReturnType<typeof useTradePanel>;
  returnTo: string;
}) {
  const { flow } = panel;
  const trade = useTradeForm(mint, initialSide, panel, symbol, options);
  const { form, sent } = trade;
  // What the person did in the shell before this code came: the focus (in the amount, the caret at its end),
  // the side chosen there (its own intent), and a press of send, checked and sent as the form's own.
  const shell = options?.shell ?? null;
  const takenOver = React.useRef(false);
  React.useEffect(() => {
    if (takenOver.current || !shell) return;
    takenOver.current = true;
    if (shell.side !== initialSide) panel.newIntent(shell.side);
    const focused = shell.focused ? document.getElementById(shell.focused) : null;
    focused?.focus();
    if (focused instanceof HTMLInputElement)
      focused.setSelectionRange(focused.value.length, focused.value.length);
    if (shell.submitted) trade.submit();
  });
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
    <>
      <TradeForm id={id} mint={mint} symbol={symbol} trade={trade} panel={panel} />
      {flow.state.phase !== 'idle' ? (
        <React.Suspense fallback={null}>
          <TradeOutcome
            mint={mint}
            side={side}
            symbol={symbol}
            sent={sent?.fees ?? null}
            returnTo={returnTo}
            describe={describe}
            panel={panel}
            trade={trade}
          />
        </React.Suspense>
      ) : null}
    </>
  );
}
