'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { FeeInputs } from '@/components/voting/fee-fields';
import { feesOf } from '@/components/voting/requests';
import { feesLine } from './fees';
import type { ProposeValues } from './form-schema';

/** The priority fee and the tip, in SOL, starting at the spec's minimums. */
export function FeeFields() {
  const { register, control, formState } = useFormContext<ProposeValues>();
  const [priorityFee = '', tip = ''] = useWatch({ control, name: ['priorityFee', 'tip'] });
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Fees</legend>
      <FeeInputs
        ids={{ priorityFee: 'propose-priority-fee', tip: 'propose-tip' }}
        errors={{ priorityFee: formState.errors.priorityFee?.message, tip: formState.errors.tip?.message }}
        inputs={{ priorityFee: register('priorityFee'), tip: register('tip') }}
        note=" (the minimum is preset)"
      />
      <p className="text-sm text-muted-foreground">{feesLine(feesOf({ priorityFee, tip }))}</p>
    </fieldset>
  );
}
