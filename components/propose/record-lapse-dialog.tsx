'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { resultOf } from '@/components/voting/result';
import { DEFAULT_FEE_VALUES } from '@/components/voting/requests';
import { isRunning } from '@/components/write/flow-view';
import type { CreatorFlow } from '@/lib/client/creator-writes';
import type { Governance } from '@/lib/partner';
import type { CreatorAvailability } from './availability';
import { FormFees } from './form-fees';
import { recordLapseFormSchema } from './requests';
import { recordLapseSummary } from './summary';
import { CreatorDialog, SummaryView } from './write-dialog';

/** Record a lapsed window on-chain (finalize-expired): no vote, no bond, only the fees. */
export function RecordLapseDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  flow: CreatorFlow<'recordLapse'>;
  availability: CreatorAvailability;
  mint: string;
  governance: Governance;
  symbol?: string | null;
  formatDate: (unix: bigint) => string;
  returnTo: string;
}) {
  const { flow, governance, formatDate } = props;
  const id = React.useId();
  const form = useForm({
    resolver: zodResolver(recordLapseFormSchema(props.mint)),
    defaultValues: DEFAULT_FEE_VALUES,
  });
  const fees = flow.state.phase === 'done' ? resultOf(flow.state.report, props.mint, props.symbol) : null;

  return (
    <CreatorDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Record the lapsed window"
      description="The window has ended; this records it on-chain, without a vote."
      noun="Your record"
      confirmLabel="Record the lapse"
      flow={flow}
      availability={props.availability}
      symbol={props.symbol}
      returnTo={props.returnTo}
      onSubmit={form.handleSubmit((body) => {
        if (props.availability.available && !isRunning(flow.state)) flow.start(body);
      })}
      result={
        <>
          <p>
            {governance.finalized
              ? 'Recorded: the governance now shows as finalized. The metadata can never change.'
              : 'Recorded on the network.'}
          </p>
          {fees ? <p className="text-muted-foreground">{fees}</p> : null}
        </>
      }
    >
      <SummaryView summary={recordLapseSummary({ governance, formatDate })} />
      <FormFees id={id} form={form} />
    </CreatorDialog>
  );
}
