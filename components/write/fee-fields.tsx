'use client';

import * as React from 'react';
import { useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import { cn } from '@/components/ui/cn';
import { Input } from '@/components/ui/field';
import { FormField, useFieldError } from '@/components/ui/form-field';
import { solAmount } from '@/lib/format';
import { LIMITS } from '@/lib/partner';
import { feesLine, feesOf, type FeeValues } from './fees';

const FEES = [
  { key: 'priorityFee', label: 'Priority fee (SOL)', min: LIMITS.priorityFeeLamportsMin },
  { key: 'tip', label: 'Tip (SOL)', min: LIMITS.tipLamportsMin },
] as const satisfies readonly { key: keyof FeeValues; label: string; min: bigint }[];

/** The two fee fields of a form, in SOL, side by side from the small breakpoint. */
export function FeeInputs<T extends FeeValues, C, B>({
  ids,
  form,
  note = '',
  className,
}: {
  ids: Record<keyof FeeValues, string>;
  form: UseFormReturn<T, C, B>;
  /** Said after each field's minimum, e.g. " (the minimum is preset)". */
  note?: string;
  className?: string;
}) {
  return (
    <div className={cn('grid gap-3 sm:grid-cols-2', className)}>
      {FEES.map(({ key, label, min }) => (
        <FormField
          key={key}
          control={form.control}
          name={key as Path<T>}
          id={ids[key]}
          label={label}
          description={`At least ${solAmount(min)}${note}.`}
        >
          {(control) => (
            <Input {...control} {...form.register(key as Path<T>)} inputMode="decimal" autoComplete="off" />
          )}
        </FormField>
      ))}
    </div>
  );
}

/** The fees a form's values add up to, in lamports (null while one is not valid). */
export function useTypedFees<T extends FeeValues, C, B>(form: UseFormReturn<T, C, B>) {
  const [priorityFee = '', tip = ''] = useWatch({
    control: form.control,
    name: ['priorityFee', 'tip'] as Path<T>[],
  }) as (string | undefined)[];
  return feesOf({ priorityFee, tip });
}

/** The fees line, and the two fee fields (in SOL) under an "Advanced" disclosure, open while one is wrong. */
export function FeeFields<T extends FeeValues, C, B>({
  id,
  form,
}: {
  id: string;
  form: UseFormReturn<T, C, B>;
}) {
  const fees = useTypedFees(form);
  const priorityFeeError = useFieldError(form.control, 'priorityFee');
  const tipError = useFieldError(form.control, 'tip');
  const invalid = Boolean(priorityFeeError || tipError);
  const [open, setOpen] = React.useState(false);
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">{feesLine(fees)}</p>
      <details
        className="rounded-lg border border-border px-3 py-2"
        open={open || invalid}
        onToggle={(e) => setOpen(e.currentTarget.open)}
      >
        <summary className="cursor-pointer text-sm font-medium select-none focus-visible:outline-2 focus-visible:outline-ring">
          Advanced: fees
        </summary>
        <FeeInputs className="pt-3" ids={{ priorityFee: `${id}-priority`, tip: `${id}-tip` }} form={form} />
      </details>
    </div>
  );
}
