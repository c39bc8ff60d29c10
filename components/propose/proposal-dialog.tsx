'use client';

import * as React from 'react';
import type { FeeValues } from '@/components/write/fees';
import type { WriteFlow } from '@/lib/client/use-write-flow';
import type { Governance, GovernanceWriteResponse, Proposal } from '@/lib/partner';
import { proposalResult } from './created-proposal';
import type { DurationContext, DurationValue } from './vote-duration';
import { VoteDurationControl } from './vote-duration-field';
import { CreatorDialog, type CreatorDialogFrame, type CreatorDialogProps } from './write-dialog';

export interface ProposalDialogProps extends CreatorDialogFrame {
  governance: Governance;
  proposals: Proposal[];
  balance: bigint | null;
  nowUnix: bigint;
  formatDate: (unix: bigint) => string;
}

/** The vote of a proposal on the window is checked against now and the window's end. */
export function durationContextOf(props: ProposalDialogProps): DurationContext {
  return {
    nowUnix: props.nowUnix,
    mutableUntilUnix: props.governance.mutableUntilUnix,
    formatDate: props.formatDate,
  };
}

/**
 * A proposal on the window (extend, finalize) in the creator dialog: its own fields, then the vote's
 * duration; once confirmed, the new proposal.
 */
export function ProposalDialog<T extends FeeValues & { duration: DurationValue }, B>({
  frame,
  children,
  ...props
}: Omit<CreatorDialogProps<T, B>, 'frame' | 'noun' | 'flow' | 'result'> & {
  frame: ProposalDialogProps & { flow: WriteFlow<B> & { response: GovernanceWriteResponse | null } };
}) {
  const id = React.useId();
  return (
    <CreatorDialog
      {...props}
      frame={frame}
      noun="Your proposal"
      flow={frame.flow}
      result={proposalResult(frame.flow.response, frame)}
    >
      {children}
      <VoteDurationControl id={`${id}-duration`} form={props.form} context={durationContextOf(frame)} />
    </CreatorDialog>
  );
}
