'use client';

import * as React from 'react';
import { FormField, useFieldError } from '@/components/ui/form-field';
import { FEE_PRESETS, presetOf, TRADE_LIMITS, type FeePreset } from '@/lib/domain';
import { UnitInput } from './unit-input';
import { ChoiceGroup } from './choice-group';
import { feesOf, feeTexts, type TradeValues } from './form';
import type { TradeFormState } from './trade-form';
import { useWords } from '@/lib/i18n/words-context';

const SPEEDS: FeePreset[] = ['normal', 'fast', 'turbo'];

const FEE_FIELDS = [
  { key: 'priorityFee', id: 'priority', min: TRADE_LIMITS.priorityFeeLamportsMin },
  { key: 'tip', id: 'tip', min: TRADE_LIMITS.tipLamportsMin },
] as const satisfies readonly { key: keyof TradeValues; id: string; min: bigint }[];

/** Speed presets (priority fee and tip, at or above the spec minimums), editable in SOL. */
export function FeeChoice({
  id,
  form,
  values,
}: {
  id: string;
  form: TradeFormState;
  /** The form's values as they are now. */
  values: TradeValues;
}) {
  const words = useWords();
  const fees = feesOf(values, words);
  const preset = fees ? presetOf(fees) : null;
  const priorityFeeError = useFieldError(form.control, 'priorityFee');
  const tipError = useFieldError(form.control, 'tip');
  const invalid = Boolean(priorityFeeError || tipError);
  const [open, setOpen] = React.useState(false);
  const choices = SPEEDS.map((speed) => ({
    value: speed,
    label: words.t(`fees.${speed}`),
    detail: words.sol(FEE_PRESETS[speed].priorityFeeLamports + FEE_PRESETS[speed].tipLamports),
  }));
  return (
    <div className="grid gap-2">
      <ChoiceGroup
        name={`${id}-speed`}
        legend={words.t('fees.speed')}
        choices={choices}
        value={preset}
        onChange={(speed) => {
          for (const [name, text] of Object.entries(feeTexts(speed, words)) as [
            'priorityFee' | 'tip',
            string,
          ][])
            form.setValue(name, text, { shouldValidate: form.formState.isSubmitted });
        }}
      />
      <details
        className="rounded-lg border border-border px-3 py-2"
        open={open || invalid || (fees !== null && preset === null)}
        onToggle={(e) => setOpen(e.currentTarget.open)}
      >
        <summary className="cursor-pointer text-sm font-medium select-none focus-visible:outline-2 focus-visible:outline-ring">
          {words.t('fees.edit')}
        </summary>
        <div className="grid gap-3 pt-3 sm:grid-cols-2">
          {FEE_FIELDS.map((fee) => (
            <FormField
              key={fee.key}
              control={form.control}
              name={fee.key}
              id={`${id}-${fee.id}`}
              label={words.t(`fees.${fee.key}`)}
              description={words.t('fees.atLeast', { min: words.sol(fee.min) })}
            >
              {(control) => <UnitInput control={control} unit="SOL" {...form.register(fee.key)} />}
            </FormField>
          ))}
        </div>
      </details>
    </div>
  );
}
