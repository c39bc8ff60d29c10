'use client';

import * as React from 'react';
import { Button } from '@/components/ui/button';
import type { FlowState } from '@/lib/client/write-flow';
import type { Governance, Proposal } from '@/lib/partner';
import type { VotingIntent } from '@/lib/client/voting-hooks';
import { ActionReview, type ReviewValues } from './action-review';
import type { ActionKind, Availability } from './availability';
import type { ViewerStanding } from './standing';
import { describeActionError, NOUN_PHRASE, type ErrorContext } from './describe-error';
import { WriteDialog } from '@/components/write/write-dialog';
import { resultOf } from './result';
import {
  buildCancel,
  buildSettle,
  buildVote,
  buildWithdraw,
  DEFAULT_FEE_VALUES,
  type Built,
} from './requests';

export interface DialogIntent {
  action: ActionKind;
  forOther: boolean;
}

const TITLES: Record<ActionKind, string> = {
  vote: 'Vote on this proposal',
  cancel: 'Cancel or change your vote',
  withdraw: 'Withdraw your locked tokens',
  settle: 'Settle this proposal',
};
const CONFIRM: Record<ActionKind, string> = {
  vote: 'Lock and vote',
  cancel: 'Cancel my vote',
  withdraw: 'Withdraw',
  settle: 'Settle',
};

export interface ActionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  intent: DialogIntent;
  flow: FlowState;
  availability: Availability;
  governance: Governance;
  proposal: Proposal;
  standing: ViewerStanding;
  balance: bigint | null;
  symbol?: string | null;
  errorContext: ErrorContext;
  initialSide?: string;
  initialVoter?: string;
  /** Offered after a confirmed action, e.g. "Vote again" after a cancellation. */
  next: { label: string; action: ActionKind } | null;
  onConfirm: (intent: VotingIntent) => void;
  onRetry: () => void;
  onCheck: () => Promise<void>;
  onSwitch: (action: ActionKind) => void;
}

function buildIntent(
  intent: DialogIntent,
  values: ReviewValues,
  props: ActionDialogProps,
): Built<VotingIntent['body']> {
  const proposal = props.proposal.proposal;
  switch (intent.action) {
    case 'vote':
      return buildVote(values, {
        proposal,
        minLockAmount: BigInt(props.governance.minLockAmount),
        balance: props.balance,
        symbol: props.symbol,
      });
    case 'cancel':
      return buildCancel(values, proposal);
    case 'settle':
      return buildSettle(values, proposal);
    case 'withdraw':
      return buildWithdraw(
        intent.forOther ? values : { priorityFee: values.priorityFee, tip: values.tip },
        proposal,
      );
  }
}

/** The confirmation of one action, then its stepper, result or error, in the ui Dialog. */
export function ActionDialog(props: ActionDialogProps) {
  const { intent, flow, availability } = props;
  const id = React.useId();
  const [values, setValues] = React.useState<ReviewValues>({
    side: props.initialSide ?? '',
    amount: '',
    voter: props.initialVoter ?? '',
    ...DEFAULT_FEE_VALUES,
  });
  const [showErrors, setShowErrors] = React.useState(false);
  const built = buildIntent(intent, values, props);
  const errors = showErrors && !built.ok ? built.errors : {};

  const confirm = () => {
    if (flow.phase !== 'idle') return;
    if (!built.ok) return setShowErrors(true);
    if (!availability.available) return;
    props.onConfirm({ action: intent.action, body: built.body } as VotingIntent);
  };
  const forOther = intent.action === 'withdraw' && intent.forOther;
  const result = flow.phase === 'done' ? resultOf(flow.report, props.governance.mint, props.symbol) : null;

  return (
    <WriteDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={forOther ? 'Withdraw for another wallet' : TITLES[intent.action]}
      description={`Proposal #${props.proposal.proposalIndex}`}
      state={flow}
      noun={NOUN_PHRASE[intent.action]}
      confirmLabel={forOther ? 'Withdraw for this wallet' : CONFIRM[intent.action]}
      available={availability.available}
      onSubmit={(e) => {
        e.preventDefault();
        confirm();
      }}
      describeError={(error) => describeActionError(error, props.errorContext)}
      onAction={(action) => props.onSwitch(action as ActionKind)}
      onRetry={props.onRetry}
      onCheck={props.onCheck}
      checkedNote="Checked: the proposal and your votes on this page are up to date. If your action shows there, it went through."
      result={result ? <p className="text-sm text-muted-foreground">{result}</p> : null}
      next={
        props.next ? (
          <Button onClick={() => props.onSwitch(props.next!.action)}>{props.next.label}</Button>
        ) : null
      }
    >
      <ActionReview
        id={id}
        action={intent.action}
        forOther={intent.forOther}
        values={values}
        errors={errors}
        onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
        governance={props.governance}
        proposal={props.proposal}
        standing={props.standing}
        balance={props.balance}
        symbol={props.symbol}
      />
      {!availability.available ? (
        <p className="text-sm font-medium text-warning">{availability.reason}</p>
      ) : null}
    </WriteDialog>
  );
}
