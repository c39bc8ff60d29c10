'use client';

import { useMutation } from '@tanstack/react-query';
import * as React from 'react';
import { UNREACHABLE_MESSAGE } from './api';
import { ownError } from './errors';
import { newIdempotencyKey } from './idempotency-key';
import type { FlowState } from './write-flow';

// The one hook behind every write (votes, proposals, bonds, trades). It owns the intent's Idempotency-Key
// (made when the intent starts, kept across clicks and renders, renewed only for a new intent or a new
// attempt after a definite failure), sends once, follows the transaction to its confirmation, refetches
// what the write changed, and exposes the flow's state for the stepper. It never resends on its own. The
// run (run-flow.ts, with the transaction's checks) loads with the first write, not with the page.

export interface WriteFlowOptions<I> {
  /** Prefix of the intent's key: 'vote', 'propose', 'trade-buy', … */
  kind: string;
  /** The one POST of the intent. */
  submit: (input: I, idempotencyKey: string) => Promise<{ signature: string }>;
  /** Invalidates the reads the write changed and resolves once they are fetched again. */
  refresh: () => Promise<void>;
  /** Optimistic effects, before the POST. */
  onStart?: (input: I, idempotencyKey: string) => void | Promise<void>;
  /** After the final state: roll back optimistic effects, tell a host page, … */
  onSettled?: (final: FlowState, input: I, idempotencyKey: string) => void | Promise<void>;
}

export interface WriteFlow<I> {
  state: FlowState;
  running: boolean;
  idempotencyKey: string;
  /** Sends the intent once with the current key; ignored while a write of this flow is running. */
  start: (input: I) => void;
  /** A new attempt after a definite failure: a fresh key, back to idle. */
  retry: () => void;
  /** A new intent (a dialog or form opened afresh): a fresh key, back to idle. Ignored while running. */
  newIntent: (kind?: string) => void;
  /** "Check again": refetches what the write would have changed. */
  check: () => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

export function useWriteFlow<I>(options: WriteFlowOptions<I>): WriteFlow<I> {
  const { kind } = options;
  const [state, setState] = React.useState<FlowState>({ phase: 'idle' });
  const [intent, setIntent] = React.useState(() => ({ kind, key: newIdempotencyKey(kind) }));
  const idempotencyKey = intent.key;
  const running = React.useRef(false);
  // The latest callbacks, so a running flow uses them without restarting on every render.
  const latest = React.useRef(options);
  React.useEffect(() => {
    latest.current = options;
  });

  const mutation = useMutation({
    mutationFn: async ({ input, key }: { input: I; key: string }): Promise<FlowState> => {
      let run: [typeof import('./run-flow'), typeof import('./tx')];
      try {
        run = await Promise.all([import('./run-flow'), import('./tx')]);
        await latest.current.onStart?.(input, key);
      } catch {
        // The run's code could not be loaded (or the optimistic effects failed): nothing was sent.
        const failed: FlowState = {
          phase: 'failed',
          error: ownError('internal', { message: UNREACHABLE_MESSAGE }),
          signature: null,
        };
        setState(failed);
        return failed;
      }
      const [{ runFlow }, { fetchTxReport }] = run;
      return runFlow(
        {
          submit: () => latest.current.submit(input, key),
          txStatus: fetchTxReport,
          refresh: () => latest.current.refresh(),
          sleep,
          now: () => Date.now(),
        },
        setState,
      );
    },
    onSettled: async (final, _error, { input, key }) => {
      running.current = false;
      if (final) await latest.current.onSettled?.(final, input, key);
    },
  });

  const { mutate } = mutation;
  const start = React.useCallback(
    (input: I) => {
      if (running.current) return;
      running.current = true;
      mutate({ input, key: idempotencyKey });
    },
    [mutate, idempotencyKey],
  );
  /** A fresh key for a new attempt of the same intent (`intentKind` unset) or for a new intent. */
  const renew = React.useCallback((intentKind?: string) => {
    if (running.current) return;
    setState({ phase: 'idle' });
    setIntent((current) => {
      const next = intentKind ?? current.kind;
      return { kind: next, key: newIdempotencyKey(next) };
    });
  }, []);
  const check = React.useCallback(() => latest.current.refresh(), []);

  return {
    state,
    running: mutation.isPending,
    idempotencyKey,
    start,
    retry: () => renew(),
    newIntent: (intentKind?: string) => renew(intentKind ?? kind),
    check,
  };
}
