'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Field, Input } from '@/components/ui/field';
import type { CreatorFlow } from '@/lib/client/creator-writes';
import type { Governance, Proposal } from '@/lib/partner';
import { proposalResult } from './created-proposal';
import { DEFAULT_EXTEND_VALUES, extendFormSchema, typedExtension, type ExtendValues } from './requests';
import { extendSummary } from './summary';
import { plannedVote } from './vote-duration';
import { VoteDurationControl } from './vote-duration-field';
import { CreatorDialog, type CreatorDialogFrame } from './write-dialog';
import { formatDuration } from '@/lib/format';

export interface ProposalDialogProps extends CreatorDialogFrame {
  governance: Governance;
  proposals: Proposal[];
  balance: bigint | null;
  nowUnix: bigint;
  formatDate: (unix: bigint) => string;
}

/** Propose extending the mutable window: the additional time, the new end, the vote, the bond, the fees. */
export function ExtendDialog(
  props: ProposalDialogProps & { flow: CreatorFlow<'extend'>; capSeconds: bigint | null },
) {
  const { flow, governance, formatDate, nowUnix } = props;
  const id = React.useId();
  const durationContext = { nowUnix, mutableUntilUnix: governance.mutableUntilUnix, formatDate };
  const form = useForm({
    resolver: zodResolver(
      extendFormSchema({ ...durationContext, mint: props.mint, capSeconds: props.capSeconds }),
    ),
    defaultValues: DEFAULT_EXTEND_VALUES,
  });
  const values = useWatch({ control: form.control }) as ExtendValues;
  const { errors } = form.formState;
  const summary = extendSummary(
    { governance, balance: props.balance, symbol: props.symbol, formatDate },
    { additionalSeconds: typedExtension(values), ...plannedVote(values.duration, durationContext) },
  );
  const cap =
    props.capSeconds === null
      ? 'The service caps how long an extension may be; it refuses a longer one.'
      : `The service allows at most ${formatDuration(props.capSeconds)}.`;

  return (
    <CreatorDialog
      frame={props}
      title="Extend the mutable window"
      description={`The metadata locks on ${formatDate(BigInt(governance.mutableUntilUnix))}. Holders vote on a later end; the window can be extended only once.`}
      noun="Your proposal"
      confirmLabel="Propose the extension"
      flow={flow}
      form={form}
      summary={summary}
      result={proposalResult(flow.response, props)}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Extend the window by</legend>
        <div className="grid grid-cols-2 gap-3">
          <Field id={`${id}-days`} label="Days" error={errors.days?.message}>
            {(control) => (
              <Input {...control} inputMode="numeric" autoComplete="off" {...form.register('days')} />
            )}
          </Field>
          <Field id={`${id}-hours`} label="Hours" error={errors.hours?.message}>
            {(control) => (
              <Input {...control} inputMode="numeric" autoComplete="off" {...form.register('hours')} />
            )}
          </Field>
        </div>
        <p className="text-xs text-muted-foreground">{cap}</p>
      </fieldset>
      <VoteDurationControl id={`${id}-duration`} form={form} context={durationContext} />
    </CreatorDialog>
  );
}
