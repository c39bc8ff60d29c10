'use client';

import * as React from 'react';
import { useForm } from 'react-hook-form';
import type { TradeSide } from '@/lib/domain';
import { useWords } from '@/lib/i18n/words-context';
import { tradeResolver } from './check';
import { initialValues, startingAmount, type BuildContext, type BuiltTrade, type TradeValues } from './form';
import type { ShellState } from './trade-shell';
import type { useTradePanel } from './use-trade-panel';
import { balanceProblemText } from './words';

/**
 * The trade form's state in react-hook-form: what the person typed, checked by the domain rules as they
 * type once they have tried to send, and by the request schema before the trade starts. A refused send
 * moves focus to the first field with a message.
 */
export function useTradeForm(
  mint: string,
  initialSide: TradeSide,
  panel: ReturnType<typeof useTradePanel>,
  symbol: string,
  {
    initialAmount = null,
    lockSide = false,
    shell = null,
  }: {
    initialAmount?: string | null;
    lockSide?: boolean;
    /** What the person did in the form's shell before this code came (trade-shell.tsx): taken over as is. */
    shell?: ShellState | null;
  } = {},
) {
  const { flow } = panel;
  const words = useWords();
  const idle = flow.state.phase === 'idle' && !flow.running;
  const context: BuildContext = {
    mint,
    balances: panel.balances,
    describeBalance: (problem) => balanceProblemText(problem, symbol, words),
    words,
  };
  const form = useForm<TradeValues, BuildContext, BuiltTrade>({
    resolver: tradeResolver,
    context,
    defaultValues: shell
      ? initialValues(shell.side, shell.amount, words)
      : initialValues(initialSide, startingAmount(initialAmount, initialSide, words), words),
  });
  /** The trade last sent: what its outcome and its errors speak of. */
  const [sent, setSent] = React.useState<BuiltTrade | null>(null);

  const send = form.handleSubmit((trade) => {
    if (!idle) return;
    setSent(trade);
    flow.start(trade);
  });
  const submit = (event?: React.BaseSyntheticEvent) => {
    if (!idle || form.formState.isSubmitting) return event?.preventDefault();
    void send(event);
  };
  const focusAmount = () => window.setTimeout(() => form.setFocus('amount'), 0);
  /** A fresh amount (and bound) on `side`, its messages hidden until the next send. */
  const restart = (side: TradeSide) => {
    form.reset({ ...form.getValues(), side, amount: '', bound: '' });
  };
  const switchSide = (side: TradeSide) => {
    if (!idle || lockSide || side === form.getValues('side')) return;
    restart(side);
    panel.newIntent(side);
  };
  const newTrade = () => {
    panel.newIntent(form.getValues('side'));
    restart(form.getValues('side'));
    focusAmount();
  };
  /** A describer's next step: "Buy some first" turns the form to a buy. */
  const onAction = (action: string) => {
    if (action !== 'buy' || lockSide) return;
    panel.newIntent('buy');
    for (const [name, value] of [
      ['side', 'buy'],
      ['amount', ''],
      ['bound', ''],
    ] as const)
      form.setValue(name, value);
    focusAmount();
  };
  const retry = () => {
    flow.retry();
    focusAmount();
  };
  return { form, sent, submit, switchSide, newTrade, onAction, retry, editable: idle, lockSide };
}
