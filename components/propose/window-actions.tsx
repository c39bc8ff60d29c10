'use client';

import dynamic from 'next/dynamic';
import * as React from 'react';
import { WriteStatus } from '@/components/write/lazy-write-status';
import { useCreatorWrite, type CreatorFlow, type CreatorWrite } from '@/lib/client/creator-writes';
import { CreatorActionRow } from './action-row';
import {
  extendAvailability,
  finalizeAvailability,
  proposingProblem,
  recordLapseAvailability,
  type CreatorAvailability,
  type CreatorInput,
} from './availability';
import { capOf } from './cap';
import { useCreatorInput, useWriteDialog, type CreatorPageProps } from './use-creator-input';

// The dialogs, with their forms and schemas, load when one is first opened, not with the page.
const ExtendDialog = dynamic(() => import('./extend-dialog').then((m) => m.ExtendDialog), { ssr: false });
const FinalizeDialog = dynamic(() => import('./finalize-dialog').then((m) => m.FinalizeDialog), {
  ssr: false,
});
const RecordLapseDialog = dynamic(() => import('./record-lapse-dialog').then((m) => m.RecordLapseDialog), {
  ssr: false,
});

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

/** The window's writes: when each is offered, its row's heading and button, and how its progress names it. */
const WINDOW_WRITES = {
  extend: {
    availabilityOf: extendAvailability,
    title: 'Extend the window',
    label: 'Extend the window…',
    noun: 'Your proposal',
  },
  finalize: {
    availabilityOf: finalizeAvailability,
    title: 'Finalize the metadata',
    label: 'Propose to finalize…',
    noun: 'Your proposal',
  },
  recordLapse: {
    availabilityOf: recordLapseAvailability,
    title: 'Record the lapse',
    label: 'Record the lapse…',
    noun: 'Your record',
  },
} satisfies {
  [W in CreatorWrite]?: {
    availabilityOf: (input: CreatorInput) => CreatorAvailability | null;
    title: string;
    label: string;
    /** The write as its progress names it: "Your proposal". */
    noun: string;
  };
};
type WindowWrite = keyof typeof WINDOW_WRITES;

/** What every window dialog is given: the page's input, its open state, and the availability. */
type DialogBase = ReturnType<typeof dialogBase>;

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

/**
 * One write on the window: its row (unless not offered, or `rowHidden` because the page shows the obstacle
 * once for both proposal kinds) with its progress while the dialog is closed, and its dialog, mounted from
 * the first time it opens, afresh for each new intent.
 */
function WindowAction<W extends WindowWrite>({
  write,
  onSettled,
  rowHidden,
  shared,
  children,
}: {
  write: W;
  onSettled?: Parameters<typeof useCreatorWrite>[2];
  rowHidden?: boolean;
  shared: Shared;
  children: (
    base: DialogBase & { availability: CreatorAvailability },
    flow: CreatorFlow<W>,
  ) => React.ReactNode;
}) {
  const { availabilityOf, title, label, noun } = WINDOW_WRITES[write];
  const availability = availabilityOf(shared.input);
  const flow = useCreatorWrite(write, shared.input.mint, onSettled);
  const dialog = useWriteDialog(flow);
  const status =
    !dialog.open && flow.state.phase !== 'idle' ? (
      <WriteStatus state={flow.state} noun={noun} onShow={dialog.show} />
    ) : null;
  return (
    <>
      {availability && !rowHidden ? (
        <CreatorActionRow
          title={title}
          availability={availability}
          label={label}
          onOpen={dialog.openNew}
          returnTo={shared.returnTo}
          status={status}
        />
      ) : null}
      {dialog.epoch > 0 ? (
        <React.Fragment key={dialog.epoch}>
          {children(
            { ...dialogBase(shared, dialog.open, dialog.setOpen), availability: availability ?? GONE },
            flow,
          )}
        </React.Fragment>
      ) : null}
    </>
  );
}

function ExtendAction({ rowHidden, shared }: { rowHidden: boolean; shared: Shared }) {
  const [capSeconds, setCapSeconds] = React.useState<bigint | null>(null);
  return (
    <WindowAction
      write="extend"
      onSettled={(final) => {
        const cap = final.phase === 'failed' ? capOf(final.error) : null;
        if (cap !== null) setCapSeconds(cap);
      }}
      rowHidden={rowHidden}
      shared={shared}
    >
      {(base, flow) => <ExtendDialog {...base} flow={flow} capSeconds={capSeconds} />}
    </WindowAction>
  );
}

export function WindowActions(props: CreatorPageProps) {
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
      <ExtendAction shared={shared} rowHidden={common !== null} />
      <WindowAction write="finalize" rowHidden={common !== null} shared={shared}>
        {(base, flow) => <FinalizeDialog {...base} flow={flow} />}
      </WindowAction>
      <WindowAction write="recordLapse" shared={shared}>
        {(base, flow) => <RecordLapseDialog {...base} flow={flow} />}
      </WindowAction>
    </div>
  );
}
