'use client';

import * as React from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { FlowState } from '@/lib/client/write-flow';
import type { Governance, Proposal } from '@/lib/partner';
import type { VotingIntent } from '@/lib/client/voting-hooks';
import { ActionReview, type ReviewValues } from './action-review';
import type { ActionKind, Availability } from './availability';
import type { ViewerStanding } from './standing';
import { describeActionError, NOUN_PHRASE, type ErrorContext } from './describe-error';
import { ErrorNotice } from '@/components/write/error-notice';
import { isRunning } from '@/components/write/flow-view';
import { WriteStepper } from '@/components/write/write-stepper';
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
  const [checked, setChecked] = React.useState(false);
  const [checking, setChecking] = React.useState(false);
  const built = buildIntent(intent, values, props);
  const errors = showErrors && !built.ok ? built.errors : {};
  const running = isRunning(flow);
  const reviewing = flow.phase === 'idle';

  const confirm = () => {
    if (running || !reviewing) return;
    if (!built.ok) return setShowErrors(true);
    if (!availability.available) return;
    props.onConfirm({ action: intent.action, body: built.body } as VotingIntent);
  };
  const check = async () => {
    setChecking(true);
    await props.onCheck().finally(() => setChecking(false));
    setChecked(true);
  };
  const title =
    intent.action === 'withdraw' && intent.forOther ? 'Withdraw for another wallet' : TITLES[intent.action];
  const error = flow.phase === 'failed' || flow.phase === 'unknown' ? flow.error : null;
  const errorView = error ? describeActionError(error, props.errorContext) : null;
  const result = flow.phase === 'done' ? resultOf(flow.report, props.governance.mint, props.symbol) : null;

  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={title}
      description={`Proposal #${props.proposal.proposalIndex}`}
      footer={
        <>
          <Button variant="secondary" onClick={() => props.onOpenChange(false)}>
            {running ? 'Close — we keep checking' : reviewing ? 'Not now' : 'Close'}
          </Button>
          {reviewing ? (
            <Button type="submit" form={`${id}-form`} disabled={!availability.available}>
              {intent.action === 'withdraw' && intent.forOther
                ? 'Withdraw for this wallet'
                : CONFIRM[intent.action]}
            </Button>
          ) : null}
          {flow.phase === 'done' && props.next ? (
            <Button onClick={() => props.onSwitch(props.next!.action)}>{props.next.label}</Button>
          ) : null}
          {flow.phase === 'unknown' && checked ? (
            <Button variant="secondary" onClick={props.onRetry}>
              Start a new attempt
            </Button>
          ) : null}
        </>
      }
    >
      {reviewing ? (
        <form
          id={`${id}-form`}
          className="grid gap-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            confirm();
          }}
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
        </form>
      ) : (
        <div className="grid gap-4">
          <WriteStepper state={flow} noun={NOUN_PHRASE[intent.action]} />
          {result ? <p className="text-sm text-muted-foreground">{result}</p> : null}
          {errorView ? (
            <ErrorNotice
              view={errorView}
              handlers={{
                onAction: (action) => props.onSwitch(action as ActionKind),
                onCheck: check,
                onRetry: props.onRetry,
                checking,
              }}
            />
          ) : null}
          {flow.phase === 'unknown' && !errorView ? (
            <p className="text-sm">
              It may still confirm. Check again in a moment, or look at your recent activity before sending
              anything again.
              <Button variant="link" className="ml-1" onClick={check} disabled={checking}>
                {checking ? 'Checking…' : 'Check again'}
              </Button>
            </p>
          ) : null}
          {checked ? (
            <p role="status" className="text-sm text-muted-foreground">
              Checked: the proposal and your votes on this page are up to date. If your action shows there, it
              went through.
            </p>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
