'use client';

import * as React from 'react';
import type { Viewer } from '@/components/governance/proposal-row';
import { WriteStatus } from '@/components/write/write-status';
import { useCreatorWrite, type CreatorWrite } from '@/lib/client/creator-writes';
import type { Governance, Proposal } from '@/lib/partner';
import { CreatorActionRow } from './action-row';
import {
  extendAvailability,
  finalizeAvailability,
  proposingProblem,
  recordLapseAvailability,
  type CreatorAvailability,
  type CreatorInput,
} from './availability';
import { capOf } from './describe-error';
import { ExtendDialog } from './extend-dialog';
import { FinalizeDialog } from './finalize-dialog';
import { RecordLapseDialog } from './record-lapse-dialog';
import { useCreatorInput, useWriteDialog } from './use-creator-input';

// The token page's creator writes on the mutable window: extend it, propose to finalize it, or record
// that it lapsed. Each stays mounted while the page shows, so a write whose success removes its own row
// (a recorded lapse) still shows its outcome in its dialog.

/** Said in a dialog left open after the write stopped applying (the governance changed meanwhile). */
const GONE: CreatorAvailability = {
  available: false,
  reason: 'This no longer applies to the token as it is now.',
  fix: null,
};

type Shared = { input: CreatorInput; returnTo: string };
/** `rowHidden`: the page shows the obstacle once for both proposal kinds. */
type ActionProps = Shared & { rowHidden?: boolean };

function useAction<W extends CreatorWrite>(
  write: W,
  mint: string,
  onSettled?: Parameters<typeof useCreatorWrite>[2],
) {
  const flow = useCreatorWrite(write, mint, onSettled);
  const dialog = useWriteDialog(flow);
  const status = (noun: string) =>
    !dialog.open && flow.state.phase !== 'idle' ? (
      <WriteStatus state={flow.state} noun={noun} onShow={dialog.show} />
    ) : null;
  return { flow, dialog, status };
}

function dialogBase(shared: Shared, open: boolean, setOpen: (open: boolean) => void) {
  const { input } = shared;
  return {
    open,
    onOpenChange: setOpen,
    mint: input.mint,
    governance: input.governance,
    proposals: input.proposals,
    balance: input.balance,
    symbol: input.symbol,
    nowUnix: input.nowUnix,
    formatDate: input.formatDate,
    returnTo: shared.returnTo,
  };
}

function ExtendAction({ rowHidden, ...shared }: ActionProps) {
  const [capSeconds, setCapSeconds] = React.useState<bigint | null>(null);
  const { flow, dialog, status } = useAction('extend', shared.input.mint, (final) => {
    const cap = final.phase === 'failed' ? capOf(final.error) : null;
    if (cap !== null) setCapSeconds(cap);
  });
  const availability = extendAvailability(shared.input);
  return (
    <>
      {availability && !rowHidden ? (
        <CreatorActionRow
          title="Extend the window"
          availability={availability}
          label="Extend the window…"
          onOpen={dialog.openNew}
          returnTo={shared.returnTo}
          status={status('Your proposal')}
        />
      ) : null}
      {dialog.epoch > 0 ? (
        <ExtendDialog
          key={dialog.epoch}
          {...dialogBase(shared, dialog.open, dialog.setOpen)}
          availability={availability ?? GONE}
          flow={flow}
          capSeconds={capSeconds}
        />
      ) : null}
    </>
  );
}

function FinalizeAction({ rowHidden, ...shared }: ActionProps) {
  const { flow, dialog, status } = useAction('finalize', shared.input.mint);
  const availability = finalizeAvailability(shared.input);
  return (
    <>
      {availability && !rowHidden ? (
        <CreatorActionRow
          title="Finalize the metadata"
          availability={availability}
          label="Propose to finalize…"
          onOpen={dialog.openNew}
          returnTo={shared.returnTo}
          status={status('Your proposal')}
        />
      ) : null}
      {dialog.epoch > 0 ? (
        <FinalizeDialog
          key={dialog.epoch}
          {...dialogBase(shared, dialog.open, dialog.setOpen)}
          availability={availability ?? GONE}
          flow={flow}
        />
      ) : null}
    </>
  );
}

function RecordLapseAction(shared: Shared) {
  const { flow, dialog, status } = useAction('recordLapse', shared.input.mint);
  const availability = recordLapseAvailability(shared.input);
  return (
    <>
      {availability ? (
        <CreatorActionRow
          title="Record the lapse"
          availability={availability}
          label="Record the lapse…"
          onOpen={dialog.openNew}
          returnTo={shared.returnTo}
          status={status('Your record')}
        />
      ) : null}
      {dialog.epoch > 0 ? (
        <RecordLapseDialog
          key={dialog.epoch}
          {...dialogBase(shared, dialog.open, dialog.setOpen)}
          availability={availability ?? GONE}
          flow={flow}
        />
      ) : null}
    </>
  );
}

export function WindowActions(props: {
  mint: string;
  governance: Governance;
  proposals: Proposal[];
  nowUnix: bigint;
  viewer: Viewer;
  symbol?: string | null;
}) {
  const shared = useCreatorInput(props);
  const { input } = shared;
  const extend = extendAvailability(input);
  const finalize = finalizeAvailability(input);
  // Both proposal kinds blocked by the same obstacle (another proposal open, the bond, …): said once.
  const common = extend && finalize ? proposingProblem(input) : null;
  const offered = extend || finalize || recordLapseAvailability(input);
  return (
    <div className={offered ? 'grid divide-y divide-border border-t border-border pt-3' : 'contents'}>
      {common ? (
        <CreatorActionRow
          title="Extend the window or finalize the metadata"
          availability={common}
          returnTo={shared.returnTo}
        />
      ) : null}
      <ExtendAction {...shared} rowHidden={common !== null} />
      <FinalizeAction {...shared} rowHidden={common !== null} />
      <RecordLapseAction {...shared} />
    </div>
  );
}
