'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { DEFAULT_FEE_VALUES } from '@/components/write/fees';
import type { CreatorFlow } from '@/lib/client/creator-writes';
import type { Proposal } from '@/lib/partner';
import { reclaimBondFormSchema } from './requests';
import { reclaimSummary } from './summary';
import { CreatorDialog, type CreatorDialogFrame } from './write-dialog';
import { tokenAmount } from '@/lib/format';

/** Reclaim the bond of one's settled proposal; once confirmed, the tokens returned as the chain shows. */
export function ReclaimBondDialog(
  props: CreatorDialogFrame & { flow: CreatorFlow<'reclaimBond'>; proposal: Proposal },
) {
  const { flow, proposal } = props;
  const form = useForm({
    resolver: zodResolver(reclaimBondFormSchema(props.mint, proposal.proposal)),
    defaultValues: DEFAULT_FEE_VALUES,
  });
  const amount = BigInt(proposal.proposalBondAmount);

  return (
    <CreatorDialog
      frame={props}
      title="Reclaim your bond"
      description={`Proposal #${proposal.proposalIndex} is settled, so its bond can come back to you.`}
      noun="Your reclaim"
      confirmLabel={`Reclaim ${tokenAmount(amount, props.symbol)}`}
      flow={flow}
      form={form}
      summary={reclaimSummary(amount, proposal.proposalIndex, props.symbol)}
      result={(returned) => (
        <p data-testid="write-result">
          {returned ?? 'Confirmed. The network reported no balance change for this token.'}
        </p>
      )}
    />
  );
}
