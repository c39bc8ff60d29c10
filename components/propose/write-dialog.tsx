'use client';

import * as React from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { FeeValues } from '@/components/write/fees';
import { resultOf } from '@/components/write/result';
import { describeWriteError } from '@/components/write/describe-error';
import { FeeFields } from '@/components/write/fee-fields';
import { isRunning } from '@/lib/client/write-flow';
import { WriteDialog, type WriteDialogProps } from '@/components/write/write-dialog';
import type { WriteFlow } from '@/lib/client/use-write-flow';
import type { CreatorAvailability } from './availability';
import { creatorDescribers, PROPOSE_PERMISSION } from './describe-error';
import type { WriteSummary } from './summary';

/** What every creator dialog takes from the action that opens it. */
export interface CreatorDialogFrame {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  availability: CreatorAvailability;
  mint: string;
  symbol?: string | null;
  returnTo: string;
}

/** The dialog's words (title, description, the write's noun, the confirm label) are the write dialog's. */
export interface CreatorDialogProps<T extends FeeValues, B> extends Pick<
  WriteDialogProps,
  'title' | 'description' | 'noun' | 'confirmLabel'
> {
  frame: CreatorDialogFrame;
  flow: WriteFlow<B>;
  /** The write's form: its schema turns the fields into the request body. */
  form: UseFormReturn<T, unknown, B>;
  /** What the write costs and does, shown above the fees. */
  summary: WriteSummary;
  /** The form's own fields, above the summary. */
  children?: React.ReactNode;
  /** Once confirmed: what changed and where to look; `change` is the balance change the network reported. */
  result?: (change: string | null) => React.ReactNode;
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

/**
 * One creator write in the shared write dialog: its fields, what it costs and does, the fees, and the
 * submit that starts the write once the form is valid; once confirmed, `result` with the change the
 * network reported.
 */
export function CreatorDialog<T extends FeeValues, B>(props: CreatorDialogProps<T, B>) {
  const { flow, form, frame, summary, children, result, ...words } = props;
  const { availability } = frame;
  const id = React.useId();
  const state = flow.state;
  const context = {
    noun: words.noun.replace(/^Your /, ''),
    returnTo: frame.returnTo,
    permission: PROPOSE_PERMISSION,
    describers: creatorDescribers({ symbol: frame.symbol }),
  };
  const change = state.phase === 'done' ? resultOf(state.report, frame.mint, frame.symbol) : null;

  return (
    <WriteDialog
      {...words}
      open={frame.open}
      onOpenChange={frame.onOpenChange}
      state={state}
      available={availability.available}
      onSubmit={form.handleSubmit((body) => {
        if (availability.available && !isRunning(flow.state)) flow.start(body);
      })}
      describeError={(error) => describeWriteError(error, context)}
      onRetry={flow.retry}
      onCheck={flow.check}
      checkedNote="Checked: the governance on this page is up to date. If your write shows there, it went through."
      result={result ? <div className="grid gap-2 text-sm">{result(change)}</div> : null}
    >
      {children}
      <SummaryView summary={summary} />
      <FeeFields id={id} form={form} />
      {!availability.available ? (
        <p role="alert" className="text-sm font-medium text-warning">
          {availability.reason}
        </p>
      ) : null}
    </WriteDialog>
  );
}
