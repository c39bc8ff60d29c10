import type * as React from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { ActionHeading } from '@/components/write/action-heading';
import { proposalState } from '@/lib/domain';
import type { ActionsView } from './actions-view';
import type { ActionKind, Availability } from './availability';
import { FixControl } from './fix-control';
import type { ActionsInput, OpenOptions } from './use-proposal-actions';
import { WithdrawOther } from './withdraw-other';
import { tokenAmount } from '@/lib/format';

type Open = (action: ActionKind, options?: OpenOptions) => void;

function Row({
  title,
  availability,
  view,
  returnTo,
  onOpen,
  children,
}: {
  title: string;
  availability: Availability;
  view: ActionsView;
  returnTo: string;
  onOpen: Open;
  children?: React.ReactNode;
}) {
  return (
    <li className="grid gap-2 py-3 first:pt-0 last:pb-0">
      <ActionHeading title={title} availability={availability} />
      <div className="flex flex-wrap gap-2 empty:hidden">
        {availability.available ? (
          children
        ) : availability.fix === 'settle' ? null : (
          // The Settle row offers settling itself; the other rows only name it.
          <FixControl {...{ availability, view, returnTo, onOpen }} />
        )}
      </div>
    </li>
  );
}

// Cancelling is offered by the Vote row (the person's vote is its reason), as "Cancel or change my vote".
const ORDER: Record<string, Exclude<ActionKind, 'cancel'>[]> = {
  open: ['vote', 'withdraw', 'settle'],
  awaiting_settlement: ['settle', 'withdraw', 'vote'],
  settled: ['withdraw', 'settle', 'vote'],
};

/** The proposal page's action panel: every action with its button, or why it is not possible now. */
export function FullActions({
  input,
  view,
  balance,
  returnTo,
  onOpen,
  otherAvailability,
  status,
  access,
  checkOther,
}: {
  input: ActionsInput;
  view: ActionsView;
  balance: bigint | null;
  returnTo: string;
  onOpen: Open;
  otherAvailability: Availability;
  status: React.ReactNode;
  /** What stops every action (permission, 1-click trading), said before any dialog opens. */
  access?: React.ReactNode;
  checkOther?: (voter: string) => string | null;
}) {
  const { phase } = proposalState(input.proposal, input.governance, input.nowUnix);
  const order = ORDER[phase] ?? ORDER.settled!;
  const rowProps = { view, returnTo, onOpen };
  const rows: Record<Exclude<ActionKind, 'cancel'>, React.ReactNode> = {
    vote: (
      <Row key="vote" title="Vote" availability={view.vote} {...rowProps}>
        <ActionButton onClick={() => onOpen('vote', { side: 'yes' })}>Vote yes</ActionButton>
        <ActionButton variant="secondary" onClick={() => onOpen('vote', { side: 'no' })}>
          Vote no
        </ActionButton>
      </Row>
    ),
    withdraw: (
      <Row key="withdraw" title="Withdraw your tokens" availability={view.withdraw} {...rowProps}>
        <ActionButton onClick={() => onOpen('withdraw')}>
          {view.withdraw.available ? view.withdraw.label : 'Withdraw'}
        </ActionButton>
      </Row>
    ),
    settle: (
      <Row key="settle" title="Settle" availability={view.settle} {...rowProps}>
        <ActionButton onClick={() => onOpen('settle')}>Settle this proposal</ActionButton>
      </Row>
    ),
  };
  return (
    <Card aria-labelledby="proposal-actions-title" className="grid gap-4">
      <div className="grid gap-1">
        <CardTitle id="proposal-actions-title">Your actions</CardTitle>
        <CardDescription>
          {balance === null
            ? 'Your balance is not known right now; the service checks it when you vote.'
            : `You hold ${tokenAmount(balance, input.symbol)} free to vote with.`}
        </CardDescription>
      </div>
      {access}
      {status}
      <ul className="grid divide-y divide-border">{order.map((action) => rows[action])}</ul>
      <WithdrawOther
        availability={otherAvailability}
        onReview={(voter) => onOpen('withdraw', { forOther: true, voter })}
        check={checkOther}
      />
    </Card>
  );
}
