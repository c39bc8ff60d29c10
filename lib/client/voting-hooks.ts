'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import type { GovernanceReadResponse } from '@/lib/partner';
import { balanceKeys } from './balance';
import { governanceKeys, votesKeys } from './governance';
import { fetchTxReport } from './tx';
import {
  pendingVote,
  submitVotingWrite,
  withoutPendingVote,
  withPendingVote,
  type VotingAction,
  type VotingRequests,
} from './voting';
import { runFlow, type FlowState } from './voting-flow';

// The hook behind every vote, cancel, withdraw and settle: it runs one intent at a time, owns the cache
// effects (an optimistic pending vote, rolled back unless confirmed; the reads refetched after a
// confirmation), and exposes the flow's state for the stepper.

export type VotingIntent = {
  [A in VotingAction]: { action: A; body: VotingRequests[A]; idempotencyKey: string };
}[VotingAction];

const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

export function useVotingFlow(options: {
  mint: string;
  proposal: string;
  wallet: string | null;
  minLockAmount: string;
}) {
  const { mint, proposal, wallet, minLockAmount } = options;
  const queryClient = useQueryClient();
  const [state, setState] = React.useState<FlowState>({ phase: 'idle' });
  const running = React.useRef(false);

  const refresh = React.useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: governanceKeys.detail(mint) }),
      queryClient.invalidateQueries({ queryKey: votesKeys.proposal(proposal) }),
      queryClient.invalidateQueries({ queryKey: balanceKeys.detail(mint) }),
    ]);
  }, [queryClient, mint, proposal]);

  const mutation = useMutation({
    mutationFn: (intent: VotingIntent) =>
      runFlow(
        {
          submit: () => submitVotingWrite(intent.action, intent.body as never, intent.idempotencyKey),
          txStatus: fetchTxReport,
          refresh,
          sleep,
          now: () => Date.now(),
        },
        setState,
      ),
    onMutate: async (intent) => {
      if (intent.action !== 'vote') return;
      await queryClient.cancelQueries({ queryKey: governanceKeys.detail(mint) });
      const entry = pendingVote({
        request: intent.body,
        voter: wallet ?? '',
        minLockAmount,
        idempotencyKey: intent.idempotencyKey,
      });
      queryClient.setQueryData<GovernanceReadResponse>(governanceKeys.detail(mint), (data) =>
        data ? withPendingVote(data, entry) : data,
      );
    },
    onSettled: async (final, _error, intent) => {
      running.current = false;
      if (intent.action !== 'vote' || final?.phase === 'done') return;
      queryClient.setQueryData<GovernanceReadResponse>(governanceKeys.detail(mint), (data) =>
        data ? withoutPendingVote(data, intent.idempotencyKey) : data,
      );
      if (final?.phase === 'unknown') await refresh();
    },
  });

  const { mutate } = mutation;
  /** Starts an intent; ignored while another one of this panel is running (no double send). */
  const start = React.useCallback(
    (intent: VotingIntent) => {
      if (running.current) return;
      running.current = true;
      mutate(intent);
    },
    [mutate],
  );
  const reset = React.useCallback(() => {
    if (!running.current) setState({ phase: 'idle' });
  }, []);

  return { state, start, reset, refresh, busy: mutation.isPending };
}
