'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { formatDuration } from '@/components/governance/durations';
import { Field, Input } from '@/components/ui/field';
import { resultOf } from '@/components/voting/result';
import { isRunning } from '@/components/write/flow-view';
import type { CreatorFlow } from '@/lib/client/creator-writes';
import type { Governance, Proposal } from '@/lib/partner';
import type { CreatorAvailability } from './availability';
import { CreatedProposal } from './created-proposal';
import { FormFees } from './form-fees';
import { DEFAULT_EXTEND_VALUES, extendFormSchema, typedExtension, type ExtendValues } from './requests';
import { extendSummary } from './summary';
import { checkDuration } from './vote-duration';
import { VoteDurationField } from './vote-duration-field';
import { CreatorDialog, SummaryView } from './write-dialog';

export interface ProposalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  availability: CreatorAvailability;
  mint: string;
  governance: Governance;
  proposals: Proposal[];
  balance: bigint | null;
  symbol?: string | null;
  nowUnix: bigint;
  formatDate: (unix: bigint) => string;
  returnTo: string;
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
  const duration = checkDuration(values.duration, durationContext);
  const summary = extendSummary(
    { governance, balance: props.balance, symbol: props.symbol, formatDate },
    {
      additionalSeconds: typedExtension(values),
      voteSeconds: duration.ok ? duration.seconds : null,
      voteEndsAtUnix: duration.ok ? duration.endsAtUnix : null,
    },
  );
  const cap =
    props.capSeconds === null
      ? 'The service caps how long an extension may be; it refuses a longer one.'
      : `The service allows at most ${formatDuration(props.capSeconds)}.`;
  const result = flow.state.phase === 'done' ? resultOf(flow.state.report, props.mint, props.symbol) : null;

  return (
    <CreatorDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Extend the mutable window"
      description={`The metadata locks on ${formatDate(BigInt(governance.mutableUntilUnix))}. Holders vote on a later end; the window can be extended only once.`}
      noun="Your proposal"
      confirmLabel="Propose the extension"
      flow={flow}
      availability={props.availability}
      symbol={props.symbol}
      returnTo={props.returnTo}
      onSubmit={form.handleSubmit((body) => {
        if (props.availability.available && !isRunning(flow.state)) flow.start(body);
      })}
      result={
        <>
          <CreatedProposal
            mint={props.mint}
            address={flow.response?.proposal ?? null}
            proposals={props.proposals}
            formatDate={formatDate}
          />
          {result ? <p className="text-muted-foreground">{result}</p> : null}
        </>
      }
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
      <Controller
        control={form.control}
        name="duration"
        render={({ field, fieldState }) => (
          <VoteDurationField
            id={`${id}-duration`}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
            context={durationContext}
          />
        )}
      />
      <SummaryView summary={summary} />
      <FormFees id={id} form={form} />
    </CreatorDialog>
  );
}
