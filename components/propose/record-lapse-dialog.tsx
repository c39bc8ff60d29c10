'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { DEFAULT_FEE_VALUES } from '@/components/write/fees';
import type { CreatorFlow } from '@/lib/client/creator-writes';
import type { Governance } from '@/lib/partner';
import { recordLapseFormSchema } from './requests';
import { recordLapseSummary } from './summary';
import { CreatorDialog, type CreatorDialogFrame } from './write-dialog';

/** Record a lapsed window on-chain (finalize-expired): no vote, no bond, only the fees. */
export function RecordLapseDialog(
  props: CreatorDialogFrame & {
    flow: CreatorFlow<'recordLapse'>;
    governance: Governance;
    formatDate: (unix: bigint) => string;
  },
) {
  const { flow, governance, formatDate } = props;
  const form = useForm({
    resolver: zodResolver(recordLapseFormSchema(props.mint)),
    defaultValues: DEFAULT_FEE_VALUES,
  });

  return (
    <CreatorDialog
      frame={props}
      title="Record the lapsed window"
      description="The window has ended; this records it on-chain, without a vote."
      noun="Your record"
      confirmLabel="Record the lapse"
      flow={flow}
      form={form}
      summary={recordLapseSummary({ governance, formatDate })}
      result={(fees) => (
        <>
          <p>
            {governance.finalized
              ? 'Recorded: the governance now shows as finalized. The metadata can never change.'
              : 'Recorded on the network.'}
          </p>
          {fees ? <p className="text-muted-foreground">{fees}</p> : null}
        </>
      )}
    />
  );
}
