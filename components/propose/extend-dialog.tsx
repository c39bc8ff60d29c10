'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Input } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';
import type { CreatorFlow } from '@/lib/client/creator-writes';
import { durationContextOf, ProposalDialog, type ProposalDialogProps } from './proposal-dialog';
import { DEFAULT_EXTEND_VALUES, extendFormSchema, typedExtension, type ExtendValues } from './requests';
import { extendSummary } from './summary';
import { plannedVote } from './vote-duration';
import { formatDuration } from '@/lib/format';

/** Propose extending the mutable window: the additional time, the new end, the vote, the bond, the fees. */
export function ExtendDialog(
  props: ProposalDialogProps & { flow: CreatorFlow<'extend'>; capSeconds: bigint | null },
) {
  const { governance, formatDate } = props;
  const id = React.useId();
  const durationContext = durationContextOf(props);
  const form = useForm({
    resolver: zodResolver(
      extendFormSchema({ ...durationContext, mint: props.mint, capSeconds: props.capSeconds }),
    ),
    defaultValues: DEFAULT_EXTEND_VALUES,
  });
  const values = useWatch({ control: form.control }) as ExtendValues;
  const summary = extendSummary(
    { governance, balance: props.balance, symbol: props.symbol, formatDate },
    { additionalSeconds: typedExtension(values), ...plannedVote(values.duration, durationContext) },
  );
  const cap =
    props.capSeconds === null
      ? 'The service caps how long an extension may be; it refuses a longer one.'
      : `The service allows at most ${formatDuration(props.capSeconds)}.`;

  return (
    <ProposalDialog
      frame={props}
      title="Extend the mutable window"
      description={`The metadata locks on ${formatDate(BigInt(governance.mutableUntilUnix))}. Holders vote on a later end; the window can be extended only once.`}
      confirmLabel="Propose the extension"
      form={form}
      summary={summary}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Extend the window by</legend>
        <div className="grid grid-cols-2 gap-3">
          <FormField control={form.control} name="days" id={`${id}-days`} label="Days">
            {(control) => (
              <Input {...control} inputMode="numeric" autoComplete="off" {...form.register('days')} />
            )}
          </FormField>
          <FormField control={form.control} name="hours" id={`${id}-hours`} label="Hours">
            {(control) => (
              <Input {...control} inputMode="numeric" autoComplete="off" {...form.register('hours')} />
            )}
          </FormField>
        </div>
        <p className="text-xs text-muted-foreground">{cap}</p>
      </fieldset>
    </ProposalDialog>
  );
}
