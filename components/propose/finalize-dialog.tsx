'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { CreatorFlow } from '@/lib/client/creator-writes';
import { durationContextOf, ProposalDialog, type ProposalDialogProps } from './proposal-dialog';
import { DEFAULT_FINALIZE_VALUES, finalizeFormSchema, type FinalizeValues } from './requests';
import { FINALIZE_CONSEQUENCES, finalizeSummary } from './summary';
import { plannedVote } from './vote-duration';

/** Propose to finalize the metadata: said plainly that it is irreversible once passed, and what it stops. */
export function FinalizeDialog(props: ProposalDialogProps & { flow: CreatorFlow<'finalize'> }) {
  const { governance, formatDate } = props;
  const id = React.useId();
  const durationContext = durationContextOf(props);
  const form = useForm({
    resolver: zodResolver(finalizeFormSchema({ ...durationContext, mint: props.mint })),
    defaultValues: DEFAULT_FINALIZE_VALUES,
  });
  const values = useWatch({ control: form.control }) as FinalizeValues;
  const summary = finalizeSummary(
    { governance, balance: props.balance, symbol: props.symbol, formatDate },
    plannedVote(values.duration, durationContext),
  );

  return (
    <ProposalDialog
      frame={props}
      title="Propose to finalize the metadata"
      description="Holders vote on locking this token’s metadata forever."
      confirmLabel="Propose to finalize"
      form={form}
      summary={summary}
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
    </ProposalDialog>
  );
}
