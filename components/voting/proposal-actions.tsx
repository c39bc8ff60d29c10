'use client';

import { AccessBanner } from './access-banner';
import { ActionsFrame } from './actions-frame';
import { FullActions } from './full-actions';
import type { ActionsInput } from './use-proposal-actions';
import { withdrawOtherProblem, type ListedVotes } from './withdraw-other-check';

export interface ProposalActionsProps extends ActionsInput {
  /** The proposal's voter list as read, so a withdrawal for another wallet is checked before review. */
  listedVotes?: ListedVotes;
}

/**
 * The proposal page's actions: vote, cancel, withdraw (also for another wallet) and settle, each with
 * why it is unavailable when it is, and what would fix it.
 */
export function ProposalActions({ listedVotes, ...props }: ProposalActionsProps) {
  return (
    <ActionsFrame input={props} compact={false}>
      {(actions, status) => (
        <FullActions
          input={props}
          view={actions.view}
          balance={actions.balance}
          returnTo={actions.returnTo}
          onOpen={actions.openAction}
          otherAvailability={actions.otherAvailability}
          status={status}
          checkOther={
            listedVotes ? (voter) => withdrawOtherProblem(voter, listedVotes, props.symbol) : undefined
          }
          access={
            actions.accessNotice ? (
              <AccessBanner
                notice={actions.accessNotice}
                returnTo={actions.returnTo}
                onCheck={actions.checkAccess}
                checking={actions.checkingAccess}
              />
            ) : null
          }
        />
      )}
    </ActionsFrame>
  );
}
