'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { Field, Input } from '@/components/ui/field';
import { formatSol } from '@/lib/domain';
import { feesOf } from '@/components/voting/requests';
import { FEE_MINIMUMS, feesLine } from './fees';
import type { ProposeValues } from './form-schema';

/** The priority fee and the tip, in SOL, starting at the spec's minimums. */
export function FeeFields() {
  const { register, control, formState } = useFormContext<ProposeValues>();
  const [priorityFee = '', tip = ''] = useWatch({ control, name: ['priorityFee', 'tip'] });
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Fees</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          id="propose-priority-fee"
          label="Priority fee (SOL)"
          description={`At least ${formatSol(FEE_MINIMUMS.priorityFee)} SOL (the minimum is preset).`}
          error={formState.errors.priorityFee?.message}
        >
          {(control) => (
            <Input {...control} {...register('priorityFee')} inputMode="decimal" autoComplete="off" />
          )}
        </Field>
        <Field
          id="propose-tip"
          label="Tip (SOL)"
          description={`At least ${formatSol(FEE_MINIMUMS.tip)} SOL (the minimum is preset).`}
          error={formState.errors.tip?.message}
        >
          {(control) => <Input {...control} {...register('tip')} inputMode="decimal" autoComplete="off" />}
        </Field>
      </div>
      <p className="text-sm text-muted-foreground">{feesLine(feesOf({ priorityFee, tip }))}</p>
    </fieldset>
  );
}
