'use client';

import { ActionsFrame } from './actions-frame';
import { CompactActions } from './compact-actions';
import type { ActionsInput } from './use-proposal-actions';

/** A proposal's actions in a row of the token page's list: the ones open to the person, as buttons. */
export function ProposalRowActions(props: ActionsInput) {
  return (
    <ActionsFrame input={props} compact>
      {(actions, status) => (
        <CompactActions
          view={actions.view}
          returnTo={actions.returnTo}
          onOpen={actions.openAction}
          status={status}
        />
      )}
    </ActionsFrame>
  );
}
