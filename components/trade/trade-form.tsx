'use client';

import * as React from 'react';
import { Button } from '@/components/ui/button';
import { AMOUNT_UNIT, decimalsOf, FEE_PRESETS, maxAmount, type Balances, type TradeSide } from '@/lib/domain';
import { AmountField } from './amount-field';
import { FeeChoice } from './fee-choice';
import { feesOf, type TradeErrors, type TradeValues } from './form';
import { ProtectionFields } from './protection-fields';
import { SideTabs } from './side-tabs';
import { TradeSummary } from './trade-summary';
import { amountHint } from './words';

export interface TradeFormProps {
  id: string;
  mint: string;
  values: TradeValues;
  errors: TradeErrors;
  symbol: string;
  balances: Balances;
  partnerFeeBps: bigint | null;
  /** False while a trade is on its way or its outcome is shown. */
  editable: boolean;
  amountRef: React.Ref<HTMLInputElement>;
  onChange: (patch: Partial<TradeValues>) => void;
  onSide: (side: TradeSide) => void;
  onSubmit: () => void;
}

function submitLabel(side: TradeSide, symbol: string): string {
  return side === 'sell' ? `Sell ${symbol}` : `Buy ${symbol}`;
}

/** The trade form: side, amount, price protection, fees, what will be sent, and the one submit. */
export function TradeForm(props: TradeFormProps) {
  const { id, values, errors, symbol, editable } = props;
  const unit = AMOUNT_UNIT[values.side] === 'sol' ? 'SOL' : symbol;
  const fees = feesOf(values) ?? FEE_PRESETS.normal;
  const max = maxAmount(values.side, fees, props.balances);
  const panelId = `${id}-form`;
  /** What each group of fields (price protection, fees) is given. */
  const fieldGroup = { id, values, errors, onChange: props.onChange };
  return (
    <div className="grid gap-4">
      <SideTabs id={id} side={values.side} panelId={panelId} disabled={!editable} onChange={props.onSide} />
      {/* The tab panel wraps the form: a form may not take the tabpanel role itself. */}
      <div id={panelId} role="tabpanel" aria-labelledby={`${id}-tab-${values.side}`}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            props.onSubmit();
          }}
        >
          <fieldset disabled={!editable} className="grid gap-4">
            <AmountField
              id={`${id}-amount`}
              unit={unit}
              decimals={decimalsOf(AMOUNT_UNIT[values.side])}
              value={values.amount}
              error={errors.amount}
              hint={amountHint(values.side, symbol)}
              symbol={symbol}
              balances={props.balances}
              max={editable ? max : null}
              inputRef={props.amountRef}
              onChange={(amount) => props.onChange({ amount })}
            />
            <ProtectionFields {...fieldGroup} mint={props.mint} symbol={symbol} />
            <FeeChoice {...fieldGroup} />
            <TradeSummary values={values} symbol={symbol} partnerFeeBps={props.partnerFeeBps} />
            {errors.form ? (
              <p role="alert" className="text-sm font-medium text-danger">
                {errors.form}
              </p>
            ) : null}
            {editable ? (
              <Button type="submit" size="lg" className="w-full">
                {submitLabel(values.side, symbol)}
              </Button>
            ) : null}
          </fieldset>
        </form>
      </div>
    </div>
  );
}
