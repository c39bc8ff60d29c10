'use client';

import { useQuery } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import * as React from 'react';
import { balanceQuery, knownBalance } from '@/lib/client/balance';
import { meQuery, PROFILE_SCOPE, tradingEnabledOf } from '@/lib/client/me';
import { useVotingFlow } from '@/lib/client/voting-hooks';
import { actionsView } from './actions-view';
import {
  VOTE_SCOPE,
  votingAccessNotice,
  withdrawForOtherAvailability,
  type ActionKind,
  type AvailabilityInput,
  type ProposalViewer,
} from './availability';
import type { DialogIntent } from './action-dialog';
import { isRunning } from '@/lib/client/write-flow';
import { viewerStanding } from '@/lib/domain';
import { useDateTimeText } from '@/components/ui/local-date-time';

export interface ActionsInput extends ProposalViewer {
  mint: string;
}

export interface OpenOptions {
  forOther?: boolean;
  side?: string;
  voter?: string;
}

/** Everything the panel needs: what is available and why, the running flow, and the open dialog. */
export function useProposalActions(props: ActionsInput) {
  const { mint, governance, proposal, wallet, scopes } = props;
  const balanceRead = useQuery({
    ...balanceQuery(mint),
    enabled: wallet !== null && scopes.includes(VOTE_SCOPE),
  });
  const balance = knownBalance(balanceRead.data);
  const me = useQuery({ ...meQuery(), enabled: scopes.includes(PROFILE_SCOPE) });
  const tradingEnabled = tradingEnabledOf(me.data);
  const formatDate = useDateTimeText();
  const input: AvailabilityInput = { ...props, balance, formatDate, tradingEnabled };
  const view = actionsView(input);
  const standing = viewerStanding(proposal.proposal, props.viewerVotes);
  const flow = useVotingFlow({
    mint,
    proposal: proposal.proposal,
    wallet,
    minLockAmount: governance.minLockAmount,
  });
  const [intent, setIntent] = React.useState<DialogIntent | null>(null);
  const [dialogOpen, setDialogOpen] = React.useState(false);
  /** Changes with every new intent opened from a button, so the dialog's form starts afresh. */
  const [epoch, setEpoch] = React.useState(0);
  const [initial, setInitial] = React.useState<OpenOptions>({});
  const returnTo = usePathname() ?? '/';

  const running = isRunning(flow.state);
  const { newIntent } = flow;
  const openAction = (action: ActionKind, options: OpenOptions = {}) => {
    // A running intent is shown again rather than replaced: one intent at a time.
    if (running) return setDialogOpen(true);
    newIntent(action);
    setIntent({ action, forOther: Boolean(options.forOther) });
    setInitial(options);
    setEpoch((n) => n + 1);
    setDialogOpen(true);
  };
  /** A fresh attempt of the same action after a definite failure: a new key, the form kept. */
  const retry = flow.retry;

  const availability = intent?.forOther
    ? withdrawForOtherAvailability(input)
    : intent
      ? view[intent.action]
      : null;
  const next: { label: string; action: ActionKind } | null =
    intent?.action === 'cancel'
      ? { label: 'Vote again', action: 'vote' }
      : intent?.action === 'settle' && view.withdraw.available
        ? { label: view.withdraw.label, action: 'withdraw' }
        : null;

  return {
    view,
    standing,
    balance,
    input,
    flow,
    intent,
    dialogOpen,
    setDialogOpen,
    epoch,
    initial,
    openAction,
    retry,
    availability,
    next,
    returnTo,
    otherAvailability: withdrawForOtherAvailability(input),
    accessNotice: votingAccessNotice(input),
    checkAccess: () => void me.refetch(),
    checkingAccess: me.isFetching,
  };
}
