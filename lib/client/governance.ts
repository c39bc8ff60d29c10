import { queryOptions } from '@tanstack/react-query';
import type { GovernanceReadResponse, VotesListResponse } from '@/lib/partner';
import { apiRead } from './api';

// Query keys and options of a token's governance and a proposal's voters. The server prefetches with
// the same keys (lib/server/partner/reads.ts), so the first paint has data and the client takes over.

export const governanceKeys = {
  all: ['governance'] as const,
  detail: (mint: string) => ['governance', mint] as const,
};

export const votesKeys = {
  all: ['votes'] as const,
  proposal: (proposal: string) => ['votes', proposal] as const,
  list: (proposal: string, limit: number) => ['votes', proposal, limit] as const,
};

export const VOTE_LIST_SIZES = [50, 100, 200] as const;

export function governancePath(mint: string): string {
  return `/api/partner/v1/governance/${encodeURIComponent(mint)}`;
}

export function votesPath(proposal: string, limit: number): string {
  return `/api/partner/v1/governance/proposals/${encodeURIComponent(proposal)}/votes?limit=${limit}`;
}

export function governanceQuery(mint: string) {
  return queryOptions({
    queryKey: governanceKeys.detail(mint),
    queryFn: (): Promise<GovernanceReadResponse> =>
      apiRead(governancePath(mint), (s) => s.governanceReadResponseSchema),
  });
}

export function votesQuery(proposal: string, limit: number) {
  return queryOptions({
    queryKey: votesKeys.list(proposal, limit),
    queryFn: (): Promise<VotesListResponse> =>
      apiRead(votesPath(proposal, limit), (s) => s.votesListResponseSchema),
  });
}
