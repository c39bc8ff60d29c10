import * as React from 'react';
import { cn } from '@/components/ui/cn';
import { Field, Input } from '@/components/ui/field';
import { LIMITS } from '@/lib/partner';
import type { FeeValues, FieldErrors } from './requests';
import { feesOf } from './requests';
import { feesLine } from './summary';
import { solAmount } from '@/lib/format';

type InputProps = React.ComponentProps<'input'>;

const FEES = [
  { key: 'priorityFee', label: 'Priority fee (SOL)', min: LIMITS.priorityFeeLamportsMin },
  { key: 'tip', label: 'Tip (SOL)', min: LIMITS.tipLamportsMin },
] as const satisfies readonly { key: keyof FeeValues; label: string; min: bigint }[];

/** The two fee fields, in SOL, side by side from the small breakpoint; `inputs` binds them to a form. */
export function FeeInputs({
  ids,
  errors,
  inputs,
  note = '',
  className,
}: {
  ids: Record<keyof FeeValues, string>;
  errors: { priorityFee?: string; tip?: string };
  inputs: Record<keyof FeeValues, InputProps>;
  /** Said after each field's minimum, e.g. " (the minimum is preset)". */
  note?: string;
  className?: string;
}) {
  return (
    <div className={cn('grid gap-3 sm:grid-cols-2', className)}>
      {FEES.map(({ key, label, min }) => (
        <Field
          key={key}
          id={ids[key]}
          label={label}
          description={`At least ${solAmount(min)}${note}.`}
          error={errors[key]}
        >
          {(control) => <Input {...control} {...inputs[key]} inputMode="decimal" autoComplete="off" />}
        </Field>
      ))}
    </div>
  );
}

/** The fees line, and the two fee fields (in SOL) under an "Advanced" disclosure. */
export function FeeFields({
  id,
  values,
  errors,
  onChange,
}: {
  id: string;
  values: FeeValues;
  errors: FieldErrors;
  onChange: (patch: Partial<FeeValues>) => void;
}) {
  const invalid = Boolean(errors.priorityFee || errors.tip);
  const [open, setOpen] = React.useState(false);
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">{feesLine(feesOf(values))}</p>
      <details
        className="rounded-lg border border-border px-3 py-2"
        open={open || invalid}
        onToggle={(e) => setOpen(e.currentTarget.open)}
      >
        <summary className="cursor-pointer text-sm font-medium select-none focus-visible:outline-2 focus-visible:outline-ring">
          Advanced: fees
        </summary>
        <FeeInputs
          className="pt-3"
          ids={{ priorityFee: `${id}-priority`, tip: `${id}-tip` }}
          errors={errors}
          inputs={{
            priorityFee: {
              value: values.priorityFee,
              onChange: (e) => onChange({ priorityFee: e.target.value }),
            },
            tip: { value: values.tip, onChange: (e) => onChange({ tip: e.target.value }) },
          }}
        />
      </details>
    </div>
  );
}
