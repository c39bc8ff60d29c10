'use client';

import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import type { GovernanceReadResponse } from '@/lib/partner';
import { governanceKeys } from './governance';
import { invalidateEach, votingWriteKeys } from './invalidate';
import { useWriteFlow } from './use-write-flow';
import type { VotingAction, VotingRequests } from './voting';

// Votes, cancels, withdrawals and settles on the one write flow, with their cache effects: an optimistic
// pending vote, rolled back unless confirmed, and the proposal's reads refetched after a confirmation.
// The writes and their cache effects (voting.ts) load with the first write, not with the page.

const loadVoting = () => import('./voting');

export type VotingIntent = {
  [A in VotingAction]: { action: A; body: VotingRequests[A] };
}[VotingAction];

export function useVotingFlow(options: {
  mint: string;
  proposal: string;
  wallet: string | null;
  minLockAmount: string;
}) {
  const { mint, proposal, wallet, minLockAmount } = options;
  const queryClient = useQueryClient();

  const refresh = React.useCallback(
    () => invalidateEach(queryClient, votingWriteKeys(mint, proposal)),
    [queryClient, mint, proposal],
  );

  return useWriteFlow<VotingIntent>({
    kind: 'vote',
    submit: async (intent, key) =>
      (await loadVoting()).submitVotingWrite(intent.action, intent.body as never, key),
    refresh,
    onStart: async (intent, key) => {
      if (intent.action !== 'vote') return;
      const { pendingVote, withPendingVote } = await loadVoting();
      await queryClient.cancelQueries({ queryKey: governanceKeys.detail(mint) });
      const entry = pendingVote({
        request: intent.body,
        voter: wallet ?? '',
        minLockAmount,
        idempotencyKey: key,
      });
      queryClient.setQueryData<GovernanceReadResponse>(governanceKeys.detail(mint), (data) =>
        data ? withPendingVote(data, entry) : data,
      );
    },
    onSettled: async (final, intent, key) => {
      if (intent.action !== 'vote' || final.phase === 'done') return;
      const { withoutPendingVote } = await loadVoting();
      queryClient.setQueryData<GovernanceReadResponse>(governanceKeys.detail(mint), (data) =>
        data ? withoutPendingVote(data, key) : data,
      );
      if (final.phase === 'unknown') await refresh();
    },
  });
}
