'use client';

import * as React from 'react';
import { Field } from '@/components/ui/field';
import { FEE_PRESETS, presetOf, TRADE_LIMITS, type FeePreset } from '@/lib/domain';
import { UnitInput } from './amount-field';
import { ChoiceGroup } from './choice-group';
import { feesOf, feeTexts, type TradeErrors, type TradeValues } from './form';
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
  values,
  errors,
  onChange,
}: {
  id: string;
  values: TradeValues;
  errors: TradeErrors;
  onChange: (patch: Partial<TradeValues>) => void;
}) {
  const fees = feesOf(values);
  const preset = fees ? presetOf(fees) : null;
  const invalid = Boolean(errors.priorityFee || errors.tip);
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
        onChange={(speed) => onChange(feeTexts(speed))}
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
            <Field
              key={fee.key}
              id={`${id}-${fee.id}`}
              label={fee.label}
              description={`At least ${solAmount(fee.min)}.`}
              error={errors[fee.key]}
            >
              {(control) => (
                <UnitInput
                  control={control}
                  unit="SOL"
                  value={values[fee.key]}
                  onChange={(e) => onChange({ [fee.key]: e.target.value })}
                />
              )}
            </Field>
          ))}
        </div>
      </details>
    </div>
  );
}
