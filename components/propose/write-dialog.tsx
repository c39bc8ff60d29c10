'use client';

import * as React from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { isRunning } from '@/components/write/flow-view';
import { WriteErrorNotice } from '@/components/write/error-notice';
import { WriteStepper } from '@/components/write/write-stepper';
import type { WriteFlow } from '@/lib/client/use-write-flow';
import type { CreatorAvailability } from './availability';
import { creatorDescribers, PROPOSE_PERMISSION } from './describe-error';
import type { WriteSummary } from './summary';

export interface CreatorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: React.ReactNode;
  /** The write as the stepper names it: "Your proposal", "Your reclaim". */
  noun: string;
  confirmLabel: string;
  flow: WriteFlow<never>;
  availability: CreatorAvailability;
  /** The form's submit: validate, then `flow.start` with the body. */
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  /** The form's fields and what the write costs and does. */
  children: React.ReactNode;
  /** Once confirmed: what changed, and where to look. */
  result?: React.ReactNode;
  symbol?: string | null;
  returnTo: string;
}

/** "What it costs" and "What happens next", before the person confirms. */
export function SummaryView({ summary }: { summary: WriteSummary }) {
  return (
    <div className="grid gap-3 rounded-lg bg-muted/60 px-3 py-2.5 text-sm">
      <div className="grid gap-1">
        <h3 className="font-medium">What it costs</h3>
        {summary.costs.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      <div className="grid gap-1">
        <h3 className="font-medium">What happens next</h3>
        <ul className="grid list-disc gap-1 pl-5">
          {summary.next.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** One creator write: its form and summary, then the stepper, the result or the error, in the ui Dialog. */
export function CreatorDialog(props: CreatorDialogProps) {
  const { flow, availability } = props;
  const formId = React.useId();
  const [checked, setChecked] = React.useState(false);
  const [checking, setChecking] = React.useState(false);
  const state = flow.state;
  const running = isRunning(state);
  const reviewing = state.phase === 'idle';
  const check = async () => {
    setChecking(true);
    await flow.check().finally(() => setChecking(false));
    setChecked(true);
  };
  const error = state.phase === 'failed' || state.phase === 'unknown' ? state.error : null;
  const context = {
    noun: props.noun.replace(/^Your /, ''),
    returnTo: props.returnTo,
    permission: PROPOSE_PERMISSION,
    describers: creatorDescribers({ symbol: props.symbol }),
  };

  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.title}
      description={props.description}
      footer={
        <>
          <Button variant="secondary" onClick={() => props.onOpenChange(false)}>
            {running ? 'Close — we keep checking' : reviewing ? 'Not now' : 'Close'}
          </Button>
          {reviewing ? (
            <Button type="submit" form={formId} disabled={!availability.available}>
              {props.confirmLabel}
            </Button>
          ) : null}
          {state.phase === 'unknown' && checked ? (
            <Button variant="secondary" onClick={flow.retry}>
              Start a new attempt
            </Button>
          ) : null}
        </>
      }
    >
      {reviewing ? (
        <form id={formId} className="grid gap-4" noValidate onSubmit={props.onSubmit}>
          {props.children}
          {!availability.available ? (
            <p role="alert" className="text-sm font-medium text-warning">
              {availability.reason}
            </p>
          ) : null}
        </form>
      ) : (
        <div className="grid gap-4">
          <WriteStepper state={state} noun={props.noun} />
          {state.phase === 'done' && props.result ? (
            <div className="grid gap-2 text-sm">{props.result}</div>
          ) : null}
          {error ? (
            <WriteErrorNotice
              error={error}
              context={context}
              onCheck={check}
              onRetry={flow.retry}
              checking={checking}
            />
          ) : null}
          {state.phase === 'unknown' && !error ? (
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
              Checked: the governance on this page is up to date. If your write shows there, it went through.
            </p>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
