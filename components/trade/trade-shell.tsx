'use client';

import * as React from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { Field } from '@/components/ui/field';
import { AMOUNT_UNIT, type Balances, type TradeSide } from '@/lib/domain';
import { useWords } from '@/lib/i18n/words-context';
import { UnitInput } from './unit-input';
import { BalancesRow } from './balances-row';
import { SideTabs } from './side-tabs';
import { amountHint } from './words';

/** What the person did in the shell before the form's code came: the form takes it over as it stands. */
export type ShellState = {
  side: TradeSide;
  /** The amount as typed, in the panel's language. */
  amount: string;
  /** The id of the shell's control that had the focus (the form's control of that id takes it), if any. */
  focused: string | null;
  /** The person pressed the send button: the form checks and sends what they typed. */
  submitted: boolean;
};

export type ShellHandle = { read(): ShellState };

/**
 * The trade form as it first shows, before its code (react-hook-form and the form's parts) loads: the
 * sides, the amount in its unit and the send button, real controls a person can use at once. The code
 * loads as the person turns to the panel (a pointer over it, a tap, focus inside it); the form then takes
 * the shell's place with what was typed, chosen and pressed (`ShellState`), so nothing is lost.
 */
export function TradeShell({
  id,
  symbol,
  initialSide,
  initialAmount,
  lockSide,
  balances,
  onIntent,
  ref,
}: {
  id: string;
  symbol: string;
  initialSide: TradeSide;
  initialAmount: string;
  lockSide: boolean;
  balances: Balances;
  /** The person turned to the panel: the form's code should load now. */
  onIntent: () => void;
  ref: React.Ref<ShellHandle>;
}) {
  const words = useWords();
  const [side, setSide] = React.useState(initialSide);
  const input = React.useRef<HTMLInputElement>(null);
  const form = React.useRef<HTMLDivElement>(null);
  const submitted = React.useRef(false);
  React.useImperativeHandle(
    ref,
    () => ({
      read: () => ({
        side,
        amount: input.current?.value ?? '',
        focused: focusedIn(form.current),
        submitted: submitted.current,
      }),
    }),
    [side],
  );
  const panelId = `${id}-form`;
  const unit = AMOUNT_UNIT[side] === 'sol' ? 'SOL' : symbol;
  return (
    <div ref={form} className="grid gap-4" data-trade-shell="">
      <SideTabs
        id={id}
        side={side}
        panelId={panelId}
        disabled={lockSide}
        onChange={(next) => {
          setSide(next);
          onIntent();
        }}
      />
      <div id={panelId} role="tabpanel" aria-labelledby={`${id}-tab-${side}`}>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submitted.current = true;
            onIntent();
          }}
        >
          <div className="grid gap-1.5">
            <Field
              id={`${id}-amount`}
              label={words.t('amount.label')}
              description={amountHint(side, symbol, words)}
            >
              {(control) => (
                <UnitInput
                  control={control}
                  unit={unit}
                  placeholder="0"
                  name="amount"
                  defaultValue={initialAmount}
                  ref={input}
                />
              )}
            </Field>
            <BalancesRow balances={balances} symbol={symbol} />
          </div>
          {/* Where the price protection, the fees and the summary show once the form is in, at about
              their height: the form takes the shell's place without moving what is under it. */}
          <div className="grid gap-4" aria-hidden="true">
            <div className="h-13 rounded-lg bg-muted/60" />
            <div className="h-13 rounded-lg bg-muted/60" />
            <div className="h-28 rounded-lg bg-muted/60" />
            <div className="h-53 rounded-lg bg-muted/60" />
          </div>
          {/* Disabled until the page is live: pressed before, the browser would send the form itself. */}
          <ActionButton id={`${id}-send`} type="submit" size="lg" className="w-full">
            {words.t(side === 'sell' ? 'submit.sell' : 'submit.buy', { symbol })}
          </ActionButton>
        </form>
      </div>
    </div>
  );
}

/** The id of the focused control inside `root`, if the focus is there. */
function focusedIn(root: HTMLElement | null): string | null {
  const active = document.activeElement;
  return root !== null && active instanceof HTMLElement && root.contains(active) && active.id
    ? active.id
    : null;
}
