'use client';

import dynamic from 'next/dynamic';
import { AccessBanner } from './access-banner';
import { CompactActions } from './compact-actions';
import { WriteStatus } from '@/components/write/write-status';
import { NOUN_PHRASE } from './nouns';
import { FullActions } from './full-actions';
import { useProposalActions, type ActionsInput } from './use-proposal-actions';
import { withdrawOtherProblem, type ListedVotes } from './withdraw-other-check';

// The dialog, with its fields and schemas, loads when a person first opens an action.
const ActionDialog = dynamic(() => import('./action-dialog').then((m) => m.ActionDialog), { ssr: false });

export interface ProposalActionsProps extends ActionsInput {
  /** `compact` for a row in the proposal list, `full` for the proposal page. */
  variant?: 'compact' | 'full';
  /** The proposal's voter list as read, so a withdrawal for another wallet is checked before review. */
  listedVotes?: ListedVotes;
}

/** Vote, cancel, withdraw and settle for one proposal, each with why it is unavailable when it is. */
export function ProposalActions({ variant = 'full', listedVotes, ...props }: ProposalActionsProps) {
  const actions = useProposalActions(props);
  const { intent, flow, dialogOpen, view, returnTo, openAction } = actions;
  const status =
    intent && !dialogOpen && flow.state.phase !== 'idle' ? (
      <WriteStatus
        state={flow.state}
        noun={NOUN_PHRASE[intent.action]}
        onShow={() => actions.setDialogOpen(true)}
        compact={variant === 'compact'}
      />
    ) : null;

  return (
    <>
      {variant === 'compact' ? (
        <CompactActions view={view} returnTo={returnTo} onOpen={openAction} status={status} />
      ) : (
        <FullActions
          input={props}
          view={view}
          balance={actions.balance}
          returnTo={returnTo}
          onOpen={openAction}
          otherAvailability={actions.otherAvailability}
          status={status}
          checkOther={
            listedVotes ? (voter) => withdrawOtherProblem(voter, listedVotes, props.symbol) : undefined
          }
          access={
            actions.accessNotice ? (
              <AccessBanner
                notice={actions.accessNotice}
                returnTo={returnTo}
                onCheck={actions.checkAccess}
                checking={actions.checkingAccess}
              />
            ) : null
          }
        />
      )}
      {intent && actions.availability ? (
        <ActionDialog
          key={`${intent.action}-${intent.forOther}-${actions.epoch}`}
          open={dialogOpen}
          onOpenChange={actions.setDialogOpen}
          intent={intent}
          flow={flow.state}
          availability={actions.availability}
          governance={props.governance}
          proposal={props.proposal}
          standing={actions.standing}
          balance={actions.balance}
          symbol={props.symbol}
          initialSide={actions.initial.side}
          initialVoter={actions.initial.voter}
          next={actions.next}
          errorContext={{
            action: intent.action,
            forOther: intent.forOther,
            symbol: props.symbol,
            minLockAmount: BigInt(props.governance.minLockAmount),
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
