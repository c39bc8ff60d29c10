import * as React from 'react';
import { Field, Input } from '@/components/ui/field';
import { formatSol } from '@/lib/domain';
import { LIMITS } from '@/lib/partner';
import type { FeeValues, FieldErrors } from './requests';
import { feesOf } from './requests';
import { feesLine } from './summary';

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
        <div className="grid gap-3 pt-3 sm:grid-cols-2">
          <Field
            id={`${id}-priority`}
            label="Priority fee (SOL)"
            description={`At least ${formatSol(LIMITS.priorityFeeLamportsMin)} SOL.`}
            error={errors.priorityFee}
          >
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                autoComplete="off"
                value={values.priorityFee}
                onChange={(e) => onChange({ priorityFee: e.target.value })}
              />
            )}
          </Field>
          <Field
            id={`${id}-tip`}
            label="Tip (SOL)"
            description={`At least ${formatSol(LIMITS.tipLamportsMin)} SOL.`}
            error={errors.tip}
          >
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                autoComplete="off"
                value={values.tip}
                onChange={(e) => onChange({ tip: e.target.value })}
              />
            )}
          </Field>
        </div>
      </details>
    </div>
  );
}
