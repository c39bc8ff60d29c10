'use client';

import dynamic from 'next/dynamic';
import type * as React from 'react';
import { WriteStatus } from '@/components/write/lazy-write-status';
import { NOUN_PHRASE } from './nouns';
import { useProposalActions, type ActionsInput } from './use-proposal-actions';

// The dialog, with its fields and schemas, loads when a person first opens an action.
const ActionDialog = dynamic(() => import('./action-dialog').then((m) => m.ActionDialog), { ssr: false });

export type ProposalActionsState = ReturnType<typeof useProposalActions>;

/**
 * What every place that offers a proposal's actions shares: their state, a write's progress while its
 * dialog is closed, and the dialog. `children` draws the actions themselves (a row's compact list, the
 * proposal page's full one), so each page loads only the one it shows.
 */
export function ActionsFrame({
  input,
  compact,
  children,
}: {
  input: ActionsInput;
  compact: boolean;
  children: (actions: ProposalActionsState, status: React.ReactNode) => React.ReactNode;
}) {
  const actions = useProposalActions(input);
  const { intent, flow, dialogOpen, returnTo, openAction } = actions;
  const status =
    intent && !dialogOpen && flow.state.phase !== 'idle' ? (
      <WriteStatus
        state={flow.state}
        noun={NOUN_PHRASE[intent.action]}
        onShow={() => actions.setDialogOpen(true)}
        compact={compact}
      />
    ) : null;

  return (
    <>
      {children(actions, status)}
      {intent && actions.availability ? (
        <ActionDialog
          key={`${intent.action}-${intent.forOther}-${actions.epoch}`}
          open={dialogOpen}
          onOpenChange={actions.setDialogOpen}
          intent={intent}
          flow={flow.state}
          availability={actions.availability}
          subject={{
            governance: input.governance,
            proposal: input.proposal,
            standing: actions.standing,
            balance: actions.balance,
            symbol: input.symbol,
          }}
          initialSide={actions.initial.side}
          initialVoter={actions.initial.voter}
          next={actions.next}
          errorContext={{
            action: intent.action,
            forOther: intent.forOther,
            symbol: input.symbol,
            minLockAmount: BigInt(input.governance.minLockAmount),
            balance: actions.balance,
            returnTo,
          }}
          onConfirm={flow.start}
          onRetry={actions.retry}
          onCheck={flow.check}
          onSwitch={(action) => openAction(action)}
        />
      ) : null}
    </>
  );
}
