'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { tokensText } from '@/components/voting/format';
import { DEFAULT_FEE_VALUES } from '@/components/voting/requests';
import { resultOf } from '@/components/voting/result';
import { isRunning } from '@/components/write/flow-view';
import type { CreatorFlow } from '@/lib/client/creator-writes';
import type { Proposal } from '@/lib/partner';
import type { CreatorAvailability } from './availability';
import { FormFees } from './form-fees';
import { reclaimBondFormSchema } from './requests';
import { reclaimSummary } from './summary';
import { CreatorDialog, SummaryView } from './write-dialog';

/** Reclaim the bond of one's settled proposal; once confirmed, the tokens returned as the chain shows. */
export function ReclaimBondDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  flow: CreatorFlow<'reclaimBond'>;
  availability: CreatorAvailability;
  mint: string;
  proposal: Proposal;
  symbol?: string | null;
  returnTo: string;
}) {
  const { flow, proposal } = props;
  const id = React.useId();
  const form = useForm({
    resolver: zodResolver(reclaimBondFormSchema(props.mint, proposal.proposal)),
    defaultValues: DEFAULT_FEE_VALUES,
  });
  const amount = BigInt(proposal.proposalBondAmount);
  const returned = flow.state.phase === 'done' ? resultOf(flow.state.report, props.mint, props.symbol) : null;

  return (
    <CreatorDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Reclaim your bond"
      description={`Proposal #${proposal.proposalIndex} is settled, so its bond can come back to you.`}
      noun="Your reclaim"
      confirmLabel={`Reclaim ${tokensText(amount, props.symbol)}`}
      flow={flow}
      availability={props.availability}
      symbol={props.symbol}
      returnTo={props.returnTo}
      onSubmit={form.handleSubmit((body) => {
        if (props.availability.available && !isRunning(flow.state)) flow.start(body);
      })}
      result={
        <p data-testid="write-result">
          {returned ?? 'Confirmed. The network reported no balance change for this token.'}
        </p>
      }
    >
      <SummaryView summary={reclaimSummary(amount, proposal.proposalIndex, props.symbol)} />
      <FormFees id={id} form={form} />
    </CreatorDialog>
  );
}
