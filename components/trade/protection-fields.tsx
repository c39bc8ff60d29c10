'use client';

import * as React from 'react';
import type { PathValue } from 'react-hook-form';
import { Input } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';
import { BOUND_UNIT, decimalsOf, parseAmount, type TradeSide } from '@/lib/domain';
import { UnitInput } from './amount-field';
import { ChoiceGroup, type Choice } from './choice-group';
import type { SlippageChoice, TradeValues } from './form';
import type { TradeFormState } from './trade-form';
import { boundLabel, ZERO_BOUND_WARNING } from './words';

// The last trade's price shows beside the exact bound only: its code and its read wait for that choice.
const LastFill = React.lazy(() => import('./last-fill').then(({ LastFill }) => ({ default: LastFill })));

const MODES = [
  { value: 'slippage', label: 'Slippage' },
  { value: 'explicit', label: 'Exact bound' },
] as const;

const SLIPPAGES = [
  { value: '50', label: '0.5%' },
  { value: '100', label: '1%' },
  { value: '300', label: '3%' },
  { value: 'custom', label: 'Custom' },
] as const satisfies readonly { value: SlippageChoice; label: string }[];

function boundHint(side: TradeSide): string {
  if (side === 'buy') return 'The trade fails unless you get at least this many tokens.';
  if (side === 'buy-exact-out')
    return 'The trade fails if the tokens cost more than this, partner fee included.';
  return 'The trade fails unless you keep at least this much SOL after the partner fee.';
}

/** Price protection: a slippage tolerance the service applies to its quote, or a bound the person types. */
export function ProtectionFields({
  id,
  form,
  mint,
  values,
  symbol,
}: {
  id: string;
  form: TradeFormState;
  mint: string;
  /** The form's values as they are now. */
  values: TradeValues;
  symbol: string;
}) {
  const unit = BOUND_UNIT[values.side] === 'sol' ? 'SOL' : symbol;
  const bound = parseAmount(values.bound, decimalsOf(BOUND_UNIT[values.side]));
  const zero = values.mode === 'explicit' && bound.ok && bound.value === 0n;
  /** A row of choices bound to one of the trade's values, its radio group named after it. */
  const choice = <K extends 'mode' | 'slippage'>(
    name: K,
    legend: string,
    choices: readonly Choice<TradeValues[K]>[],
  ) => (
    <ChoiceGroup
      name={`${id}-${name}`}
      legend={legend}
      choices={choices}
      value={values[name]}
      onChange={(value) =>
        form.setValue(name, value as PathValue<TradeValues, K>, {
          shouldValidate: form.formState.isSubmitted,
        })
      }
    />
  );
  return (
    <div className="grid gap-3">
      {choice('mode', 'Price protection', MODES)}
      {values.mode === 'slippage' ? (
        <div className="grid gap-2">
          {choice('slippage', 'Slippage tolerance', SLIPPAGES)}
          {values.slippage === 'custom' ? (
            <FormField
              control={form.control}
              name="customSlippage"
              id={`${id}-custom`}
              label="Custom slippage (%)"
              description="From 0 to 50%."
            >
              {(control) => (
                <Input
                  {...control}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="2"
                  {...form.register('customSlippage')}
                />
              )}
            </FormField>
          ) : null}
        </div>
      ) : (
        <div className="grid gap-2">
          <FormField
            control={form.control}
            name="bound"
            id={`${id}-bound`}
            label={boundLabel(values.side, symbol)}
            description={boundHint(values.side)}
          >
            {(control) => (
              <UnitInput control={control} unit={unit} placeholder="0" {...form.register('bound')} />
            )}
          </FormField>
          <React.Suspense fallback={<p className="h-4" aria-hidden="true" />}>
            <LastFill mint={mint} symbol={symbol} />
          </React.Suspense>
        </div>
      )}
      {zero ? (
        <p
          role="alert"
          className="rounded-lg border border-warning/50 bg-warning/10 px-3 py-2 text-sm"
          data-testid="zero-bound"
        >
          {ZERO_BOUND_WARNING}
        </p>
      ) : null}
    </div>
  );
}
