'use client';

import * as React from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Dialog } from '@/components/ui/dialog';
import { describeWriteError } from '@/components/write/describe-error';
import { DEFAULT_FEES, lamports } from '@/components/write/fees';
import { announcementOf, stepsOf } from '@/components/write/flow-view';
import { Signature } from '@/components/write/signature';
import { MARK, TONE } from '@/components/write/write-stepper';
import { batchTally } from '@/lib/client/batch-flow';
import { useBatchFlow } from '@/lib/client/use-batch-flow';
import type { FlowState } from '@/lib/client/write-flow';
import type { BatchItem } from '@/lib/domain/batch';
import { solAmount } from '@/lib/format';
import { batchCounts, itemNoun, itemText } from './batch-words';

const FEES = lamports({ priorityFee: DEFAULT_FEES.priorityFeeLamports, tip: DEFAULT_FEES.tipLamports });
const PER_WRITE = DEFAULT_FEES.priorityFeeLamports + DEFAULT_FEES.tipLamports;

/** One write's three steps, small, on its row. */
function Steps({ state }: { state: FlowState }) {
  return (
    <ol className="flex gap-1" aria-hidden="true">
      {stepsOf(state).map((step, i) => (
        <li
          key={step.label}
          title={step.label}
          className={cn(
            'grid size-5 place-items-center rounded-full border-2 text-[10px] font-bold',
            TONE[step.status],
          )}
        >
          {MARK[step.status] || i + 1}
        </li>
      ))}
    </ol>
  );
}

function Row({ item, state }: { item: BatchItem; state: FlowState }) {
  const noun = itemNoun(item);
  const error = state.phase === 'failed' || state.phase === 'unknown' ? state.error : null;
  const sentence = error
    ? describeWriteError(error, {
        noun: item.kind === 'withdraw' ? 'withdrawal' : 'settlement',
        returnTo: '/me',
      }).sentence
    : null;
  return (
    <li
      className="grid gap-1.5 border-t border-border py-2.5 first:border-t-0"
      data-testid="batch-row"
      data-kind={item.kind}
      data-phase={state.phase}
    >
      <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
        <div className="grid min-w-0 flex-1 gap-0.5">
          <p className="text-sm font-medium">{item.label}</p>
          <p className="text-sm">{itemText(item)}</p>
        </div>
        {state.phase === 'idle' ? null : <Steps state={state} />}
      </div>
      {state.phase !== 'idle' ? (
        <p
          role="status"
          className={cn('text-xs', state.phase === 'failed' ? 'text-danger' : 'text-muted-foreground')}
        >
          {announcementOf(state, noun)}
          {sentence ? ` ${sentence}` : null}
        </p>
      ) : null}
      {'signature' in state && state.signature ? <Signature signature={state.signature} /> : null}
    </li>
  );
}

/**
 * The review of a batch: every write with its figures, what they spend, then one write each, one after
 * the other, each on its own row with its steps; a failure is said on its row and the others go on.
 */
export function BatchReview({
  items: planned,
  open,
  onOpenChange,
  onStarted,
  onFinished,
}: {
  items: BatchItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onStarted: () => void;
  onFinished: () => void;
}) {
  const flow = useBatchFlow(planned, { fees: FEES, onFinished });
  const { items, states, phase } = flow;
  const withdrawals = items.filter(({ item }) => item.kind === 'withdraw').length;
  const tally = batchTally(states);
  const title =
    withdrawals === items.length
      ? 'Withdraw all'
      : withdrawals === 0
        ? 'Settle all'
        : 'Withdraw and settle all';

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      className="w-[min(40rem,calc(100vw-2rem))]"
      title={title}
      description={`${batchCounts(withdrawals, items.length - withdrawals)}, each its own write, sent one after the other.`}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {phase === 'running' ? 'Close — we keep sending' : phase === 'review' ? 'Not now' : 'Close'}
          </Button>
          {phase === 'review' ? (
            <Button
              onClick={() => {
                onStarted();
                flow.start();
              }}
            >
              Send {items.length === 1 ? 'it' : `all ${items.length}`}
            </Button>
          ) : null}
        </>
      }
    >
      <div className="grid gap-3">
        <ol className="max-h-[50vh] overflow-y-auto rounded-lg bg-muted/60 px-3" aria-label="The writes">
          {items.map(({ item, key }, index) => (
            <Row key={key} item={item} state={states[index]!} />
          ))}
        </ol>
        {phase === 'review' ? (
          <p className="text-sm text-muted-foreground">
            Fees for each write: priority fee {solAmount(DEFAULT_FEES.priorityFeeLamports)} + tip{' '}
            {solAmount(DEFAULT_FEES.tipLamports)}, spent even if it fails, plus the network’s base fee. For
            all {items.length}: {solAmount(PER_WRITE * BigInt(items.length))}.
          </p>
        ) : null}
        {phase === 'finished' ? (
          <p role="status" className="text-sm font-medium" data-testid="batch-outcome">
            {tally.done} of {items.length} confirmed
            {tally.failed > 0 ? `, ${tally.failed} failed` : ''}
            {tally.unknown > 0
              ? `, ${tally.unknown} not known yet: check your recent activity before sending again`
              : ''}
            . My governance is up to date.
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
