'use client';

import { useFormContext } from 'react-hook-form';
import { FeeInputs, useTypedFees } from '@/components/write/fee-fields';
import { feesLine } from './fees';
import type { ProposeValues } from './form-values';

/** The priority fee and the tip, in SOL, starting at the spec's minimums. */
export function FeeFields() {
  const form = useFormContext<ProposeValues>();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Fees</legend>
      <FeeInputs
        ids={{ priorityFee: 'propose-priority-fee', tip: 'propose-tip' }}
        form={form}
        note=" (the minimum is preset)"
      />
      <p className="text-sm text-muted-foreground">{feesLine(useTypedFees(form))}</p>
    </fieldset>
  );
}
