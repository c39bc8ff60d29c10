'use client';

import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import type { BatchItem } from '@/lib/domain/batch';
import { keyItems, runBatch, type KeyedItem } from './batch-flow';
import { invalidateEach, votingWriteKeys } from './invalidate';
import { fetchTxReport } from './tx';
import { submitVotingWrite } from './voting';
import type { FlowState } from './write-flow';
import { newIdempotencyKey } from './idempotency-key';

// The batch actions of My governance on the one write flow: each item's key is made when the review opens
// (kept across clicks and renders), `start` sends the batch once, and each item's state feeds its own row.

export type BatchPhase = 'review' | 'running' | 'finished';

export interface BatchFlow {
  items: KeyedItem[];
  states: FlowState[];
  phase: BatchPhase;
  /** Sends every item, one after the other; ignored once started. */
  start: () => void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

export function useBatchFlow(
  planned: readonly BatchItem[],
  options: { fees: { priorityFeeLamports: string; tipLamports: string }; onFinished?: () => void },
): BatchFlow {
  const queryClient = useQueryClient();
  const [items] = React.useState(() => keyItems(planned, newIdempotencyKey));
  const [states, setStates] = React.useState<FlowState[]>(() => items.map(() => ({ phase: 'idle' })));
  const [phase, setPhase] = React.useState<BatchPhase>('review');
  const started = React.useRef(false);
  const latest = React.useRef(options);
  React.useEffect(() => {
    latest.current = options;
  });

  const start = React.useCallback(() => {
    if (started.current) return;
    started.current = true;
    setPhase('running');
    void runBatch(
      items,
      {
        submit: (item, key) =>
          submitVotingWrite(item.kind, { proposal: item.proposal, ...latest.current.fees }, key),
        refresh: (item) => invalidateEach(queryClient, votingWriteKeys(item.mint, item.proposal)),
        txStatus: fetchTxReport,
        sleep,
        now: () => Date.now(),
      },
      (index, state) =>
        setStates((current) => current.map((previous, i) => (i === index ? state : previous))),
    ).then(() => {
      setPhase('finished');
      latest.current.onFinished?.();
    });
  }, [items, queryClient]);

  return { items, states, phase, start };
}
