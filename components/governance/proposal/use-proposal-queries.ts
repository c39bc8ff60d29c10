'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { proposalState } from '@/lib/domain';
import { governanceQuery, votesQuery } from '@/lib/client/governance';
import type { GovernanceReadResponse } from '@/lib/partner';
import { refreshInterval } from './freshness';

/** The refresh interval the governance read itself calls for (local clock; a second off is harmless). */
function intervalFor(data: GovernanceReadResponse | undefined, proposal: string): number | false {
  const found = data?.proposals.find((p) => p.proposal === proposal);
  if (!data || !found) return false;
  return refreshInterval(proposalState(found, data.governance, BigInt(Math.floor(Date.now() / 1000))).phase);
}

/** The token's governance read, refreshed while the proposal is open or awaiting settlement. */
export function useGovernanceLive(mint: string, proposal: string, streaming = false) {
  return useQuery({
    ...governanceQuery(mint),
    // The page's event stream says when to refetch; polling only while it is down.
    refetchInterval: (query) => (streaming ? false : intervalFor(query.state.data, proposal)),
    refetchIntervalInBackground: false,
  });
}

/** The voter list at the chosen size, refreshed with the governance read; the old rows stay while a new size loads. */
export function useVotesLive(proposal: string, limit: number, interval: number | false) {
  return useQuery({
    ...votesQuery(proposal, limit),
    refetchInterval: interval,
    refetchIntervalInBackground: false,
    placeholderData: keepPreviousData,
  });
}
