'use client';

import * as React from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { isRunning, type FlowState } from '@/lib/client/write-flow';
import type { ErrorView } from './describe-error';
import { ErrorNotice } from './error-notice';
import { useCheck } from './use-check';
import { WriteStepper } from './write-stepper';

export interface WriteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: React.ReactNode;
  state: FlowState;
  /** The write as the stepper names it: "Your vote", "Your proposal". */
  noun: string;
  confirmLabel: string;
  /** False while the write cannot be sent: the confirm button is disabled (the form says why). */
  available: boolean;
  /** The form's submit: validate, then start the write. */
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  /** The error of a failed write or of one whose outcome is unknown, in the feature's words. */
  describeError: (error: unknown) => ErrorView;
  /** A feature's own next step named by its describer. */
  onAction?: (action: string) => void;
  onRetry: () => void;
  onCheck: () => Promise<void>;
  /** Said once "check again" ran: what on the page is now up to date. */
  checkedNote: string;
  /** Once confirmed: what changed. */
  result?: React.ReactNode;
  /** Once confirmed: a further button ("Vote again"). */
  next?: React.ReactNode;
  /** The form's fields and what the write costs and does. */
  children: React.ReactNode;
}

/** One write in the ui Dialog: its form, then its stepper, its result or its error; never a resend. */
export function WriteDialog(props: WriteDialogProps) {
  const { state } = props;
  const formId = React.useId();
  const { checked, checking, check } = useCheck(props.onCheck);
  const running = isRunning(state);
  const reviewing = state.phase === 'idle';
  const error = state.phase === 'failed' || state.phase === 'unknown' ? state.error : null;

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
            <Button type="submit" form={formId} disabled={!props.available}>
              {props.confirmLabel}
            </Button>
          ) : null}
          {state.phase === 'done' ? props.next : null}
          {state.phase === 'unknown' && checked ? (
            <Button variant="secondary" onClick={props.onRetry}>
              Start a new attempt
            </Button>
          ) : null}
        </>
      }
    >
      {reviewing ? (
        <form id={formId} className="grid gap-4" noValidate onSubmit={props.onSubmit}>
          {props.children}
        </form>
      ) : (
        <div className="grid gap-4">
          <WriteStepper state={state} noun={props.noun} />
          {state.phase === 'done' ? props.result : null}
          {error ? (
            <ErrorNotice
              view={props.describeError(error)}
              since={error}
              handlers={{ onAction: props.onAction, onCheck: check, onRetry: props.onRetry, checking }}
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
              {props.checkedNote}
            </p>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
