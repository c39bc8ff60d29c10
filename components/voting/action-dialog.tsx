'use client';

import * as React from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import type { FlowState } from '@/lib/client/write-flow';
import type { VotingIntent } from '@/lib/client/voting-hooks';
import { ActionReview } from './action-review';
import type { ActionSubject } from './summary';
import type { ActionKind, Availability } from './availability';
import { describeActionError, NOUN_PHRASE, type ErrorContext } from './describe-error';
import { WriteDialog } from '@/components/write/write-dialog';
import { resultOf } from '@/components/write/result';
import {
  actionFormSchema,
  fieldResolver,
  initialActionValues,
  type ActionBody,
  type ActionValues,
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
  subject: ActionSubject;
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

/** The confirmation of one action, then its stepper, result or error, in the ui Dialog. */
export function ActionDialog(props: ActionDialogProps) {
  const { intent, flow, availability, subject } = props;
  const id = React.useId();
  const schema = actionFormSchema(intent.action, intent.action === 'withdraw' && intent.forOther, {
    proposal: subject.proposal.proposal,
    minLockAmount: BigInt(subject.governance.minLockAmount),
    balance: subject.balance,
    symbol: subject.symbol,
  });
  const form = useForm<ActionValues, unknown, ActionBody>({
    resolver: fieldResolver(schema),
    defaultValues: initialActionValues({ side: props.initialSide, voter: props.initialVoter }),
  });

  const confirm = form.handleSubmit((body) => {
    if (flow.phase !== 'idle' || !availability.available) return;
    props.onConfirm({ action: intent.action, body } as VotingIntent);
  });
  const forOther = intent.action === 'withdraw' && intent.forOther;
  const result =
    flow.phase === 'done' ? resultOf(flow.report, subject.governance.mint, subject.symbol) : null;

  return (
    <WriteDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={forOther ? 'Withdraw for another wallet' : TITLES[intent.action]}
      description={`Proposal #${subject.proposal.proposalIndex}`}
      state={flow}
      noun={NOUN_PHRASE[intent.action]}
      confirmLabel={forOther ? 'Withdraw for this wallet' : CONFIRM[intent.action]}
      available={availability.available}
      onSubmit={confirm}
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
      <ActionReview id={id} action={intent.action} forOther={intent.forOther} form={form} subject={subject} />
      {!availability.available ? (
        <p className="text-sm font-medium text-warning">{availability.reason}</p>
      ) : null}
    </WriteDialog>
  );
}
