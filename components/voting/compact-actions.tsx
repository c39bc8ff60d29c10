import type * as React from 'react';
import { ActionButton } from '@/components/ui/action-button';
import type { ActionsView } from './actions-view';
import type { ActionKind } from './availability';
import { FixControl } from './fix-control';

const LABEL: Record<ActionKind, string> = {
  vote: 'Vote',
  cancel: 'Change vote',
  withdraw: 'Withdraw',
  settle: 'Settle',
};

/** A proposal row's one action and one line saying what it does, or why nothing can be done now. */
export function CompactActions({
  view,
  returnTo,
  onOpen,
  status,
}: {
  view: ActionsView;
  returnTo: string;
  onOpen: (action: ActionKind) => void;
  status: React.ReactNode;
}) {
  const { primary, why } = view;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {primary ? (
          <ActionButton
            size="sm"
            variant={primary === 'cancel' ? 'secondary' : 'primary'}
            onClick={() => onOpen(primary)}
          >
            {primary === 'withdraw' && view.withdraw.available ? view.withdraw.label : LABEL[primary]}
          </ActionButton>
        ) : null}
        <p className="min-w-0 flex-1 basis-48 text-xs text-muted-foreground">{view.line}</p>
        {why ? <FixControl availability={why} view={view} returnTo={returnTo} onOpen={onOpen} /> : null}
      </div>
      {status}
    </div>
  );
}
