'use client';

import dynamic from 'next/dynamic';
import type { Viewer } from '@/lib/api';
import { ActionButton } from '@/components/ui/action-button';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { PanelBoundary } from '@/components/ui/panel-boundary';
import { loginHref } from '@/lib/client/session';
import { WriteStatus } from '@/components/write/lazy-write-status';
import { useCreatorWrite } from '@/lib/client/creator-writes';
import type { Proposal } from '@/lib/partner';
import { reclaimAvailability } from './availability';
import { useCreatorAccess, useWriteDialog } from './use-creator-input';
import { tokenAmount } from '@/lib/format';

// The dialog, with its form and schemas, loads when it is first opened.
const ReclaimBondDialog = dynamic(() => import('./reclaim-bond-dialog').then((m) => m.ReclaimBondDialog), {
  ssr: false,
});

export interface BondReclaimProps {
  mint: string;
  proposal: Proposal;
  nowUnix: bigint;
  viewer: Viewer;
  symbol?: string | null;
}

/** Where the person's bond on one proposal stands, and "Reclaim" once it is settled. */
export function BondReclaim({ mint, proposal, nowUnix, viewer, symbol }: BondReclaimProps) {
  const { returnTo, ...access } = useCreatorAccess(viewer);
  const flow = useCreatorWrite('reclaimBond', mint);
  const dialog = useWriteDialog(flow);
  const availability = reclaimAvailability(proposal, { ...access, nowUnix, symbol });
  const amount = tokenAmount(proposal.proposalBondAmount, symbol);
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">
        {availability.available ? availability.hint : availability.reason}
      </p>
      {availability.available ? (
        <div>
          <ActionButton size="sm" onClick={dialog.openNew}>
            Reclaim {amount}
          </ActionButton>
        </div>
      ) : availability.fix ? (
        <div>
          <a href={loginHref(returnTo)} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            {availability.fix === 'connect' ? 'Connect' : 'Reconnect'}
          </a>
        </div>
      ) : null}
      {!dialog.open && flow.state.phase !== 'idle' ? (
        <WriteStatus state={flow.state} noun="Your reclaim" onShow={dialog.show} compact />
      ) : null}
      {dialog.epoch > 0 ? (
        <ReclaimBondDialog
          key={dialog.epoch}
          open={dialog.open}
          onOpenChange={dialog.setOpen}
          flow={flow}
          availability={availability}
          mint={mint}
          proposal={proposal}
          symbol={symbol}
          returnTo={returnTo}
        />
      ) : null}
    </div>
  );
}

/** The proposal page's bond panel, for the proposal's own proposer only (nothing for anyone else). */
export function ProposalBondPanel(props: BondReclaimProps) {
  if (props.viewer.wallet === null || props.proposal.proposer !== props.viewer.wallet) return null;
  return (
    <PanelBoundary title="Your proposal bond">
      <Card aria-labelledby="bond-title" className="grid gap-3">
        <CardTitle id="bond-title">Your proposal bond</CardTitle>
        <BondReclaim {...props} />
      </Card>
    </PanelBoundary>
  );
}
