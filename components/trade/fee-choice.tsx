'use client';

import * as React from 'react';
import { FormField, useFieldError } from '@/components/ui/form-field';
import { FEE_PRESETS, presetOf, TRADE_LIMITS, type FeePreset } from '@/lib/domain';
import { UnitInput } from './amount-field';
import { ChoiceGroup } from './choice-group';
import { feesOf, feeTexts, type TradeValues } from './form';
import type { TradeFormState } from './trade-form';
import { solAmount } from '@/lib/format';

const SPEEDS: { value: FeePreset; label: string }[] = [
  { value: 'normal', label: 'Normal' },
  { value: 'fast', label: 'Fast' },
  { value: 'turbo', label: 'Turbo' },
];

const FEE_FIELDS = [
  { key: 'priorityFee', id: 'priority', label: 'Priority fee', min: TRADE_LIMITS.priorityFeeLamportsMin },
  { key: 'tip', id: 'tip', label: 'Tip', min: TRADE_LIMITS.tipLamportsMin },
] as const satisfies readonly { key: keyof TradeValues; id: string; label: string; min: bigint }[];

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
  const fees = feesOf(values);
  const preset = fees ? presetOf(fees) : null;
  const priorityFeeError = useFieldError(form.control, 'priorityFee');
  const tipError = useFieldError(form.control, 'tip');
  const invalid = Boolean(priorityFeeError || tipError);
  const [open, setOpen] = React.useState(false);
  const choices = SPEEDS.map((speed) => ({
    ...speed,
    detail: `${solAmount(FEE_PRESETS[speed.value].priorityFeeLamports + FEE_PRESETS[speed.value].tipLamports)}`,
  }));
  return (
    <div className="grid gap-2">
      <ChoiceGroup
        name={`${id}-speed`}
        legend="Speed: priority fee and tip"
        choices={choices}
        value={preset}
        onChange={(speed) => {
          for (const [name, text] of Object.entries(feeTexts(speed)) as ['priorityFee' | 'tip', string][])
            form.setValue(name, text, { shouldValidate: form.formState.isSubmitted });
        }}
      />
      <details
        className="rounded-lg border border-border px-3 py-2"
        open={open || invalid || (fees !== null && preset === null)}
        onToggle={(e) => setOpen(e.currentTarget.open)}
      >
        <summary className="cursor-pointer text-sm font-medium select-none focus-visible:outline-2 focus-visible:outline-ring">
          Edit the fees
        </summary>
        <div className="grid gap-3 pt-3 sm:grid-cols-2">
          {FEE_FIELDS.map((fee) => (
            <FormField
              key={fee.key}
              control={form.control}
              name={fee.key}
              id={`${id}-${fee.id}`}
              label={fee.label}
              description={`At least ${solAmount(fee.min)}.`}
            >
              {(control) => <UnitInput control={control} unit="SOL" {...form.register(fee.key)} />}
            </FormField>
          ))}
        </div>
      </details>
    </div>
  );
}
