'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { resultOf } from '@/components/voting/result';
import { isRunning } from '@/components/write/flow-view';
import type { CreatorFlow } from '@/lib/client/creator-writes';
import { CreatedProposal } from './created-proposal';
import type { ProposalDialogProps } from './extend-dialog';
import { FormFees } from './form-fees';
import { DEFAULT_FINALIZE_VALUES, finalizeFormSchema, type FinalizeValues } from './requests';
import { FINALIZE_CONSEQUENCES, finalizeSummary } from './summary';
import { checkDuration } from './vote-duration';
import { VoteDurationField } from './vote-duration-field';
import { CreatorDialog, SummaryView } from './write-dialog';

/** Propose to finalize the metadata: said plainly that it is irreversible once passed, and what it stops. */
export function FinalizeDialog(props: ProposalDialogProps & { flow: CreatorFlow<'finalize'> }) {
  const { flow, governance, formatDate, nowUnix } = props;
  const id = React.useId();
  const durationContext = { nowUnix, mutableUntilUnix: governance.mutableUntilUnix, formatDate };
  const form = useForm({
    resolver: zodResolver(finalizeFormSchema({ ...durationContext, mint: props.mint })),
    defaultValues: DEFAULT_FINALIZE_VALUES,
  });
  const values = useWatch({ control: form.control }) as FinalizeValues;
  const duration = checkDuration(values.duration, durationContext);
  const summary = finalizeSummary(
    { governance, balance: props.balance, symbol: props.symbol, formatDate },
    {
      voteSeconds: duration.ok ? duration.seconds : null,
      voteEndsAtUnix: duration.ok ? duration.endsAtUnix : null,
    },
  );
  const result = flow.state.phase === 'done' ? resultOf(flow.state.report, props.mint, props.symbol) : null;

  return (
    <CreatorDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Propose to finalize the metadata"
      description="Holders vote on locking this token’s metadata forever."
      noun="Your proposal"
      confirmLabel="Propose to finalize"
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
      <div
        role="note"
        aria-labelledby={`${id}-irreversible`}
        className="grid gap-1.5 rounded-lg border border-warning/50 bg-warning/10 px-3 py-2.5 text-sm"
      >
        <p id={`${id}-irreversible`} className="font-semibold">
          Irreversible once passed
        </p>
        <ul className="grid list-disc gap-1 pl-5">
          {FINALIZE_CONSEQUENCES.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
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
