'use client';

import * as React from 'react';
import type { PathValue } from 'react-hook-form';
import { Input } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';
import { BOUND_UNIT, decimalsOf } from '@/lib/domain';
import { useWords } from '@/lib/i18n/words-context';
import { UnitInput } from './unit-input';
import { ChoiceGroup, type Choice } from './choice-group';
import type { SlippageChoice, TradeValues } from './form';
import type { TradeFormState } from './trade-form';
import { boundLabel } from './words';

// The last trade's price shows beside the exact bound only: its code and its read wait for that choice.
const LastFill = React.lazy(() => import('./last-fill').then(({ LastFill }) => ({ default: LastFill })));

const SLIPPAGES = ['50', '100', '300'] as const satisfies readonly SlippageChoice[];

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
  const words = useWords();
  const modes = [
    { value: 'slippage', label: words.t('protection.slippage') },
    { value: 'explicit', label: words.t('protection.explicit') },
  ] as const;
  const slippages = [
    ...SLIPPAGES.map((value) => ({ value, label: words.percent(BigInt(value)) })),
    { value: 'custom' as const, label: words.t('protection.custom') },
  ];
  const unit = BOUND_UNIT[values.side] === 'sol' ? 'SOL' : symbol;
  const bound = words.readAmount(values.bound, decimalsOf(BOUND_UNIT[values.side]));
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
      {choice('mode', words.t('protection.legend'), modes)}
      {values.mode === 'slippage' ? (
        <div className="grid gap-2">
          {choice('slippage', words.t('protection.tolerance'), slippages)}
          {values.slippage === 'custom' ? (
            <FormField
              control={form.control}
              name="customSlippage"
              id={`${id}-custom`}
              label={words.t('protection.customLabel')}
              description={words.t('protection.customHint')}
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
            label={boundLabel(values.side, symbol, words)}
            description={words.t(`protection.hint.${values.side}`)}
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
          {words.t('bound.zeroWarning')}
        </p>
      ) : null}
    </div>
  );
}
