import 'server-only';
import type { GovernanceReadResponse, MeResponse, VotesListResponse } from '@/lib/partner';
import { partnerSeam } from '../runtime';
import type { Priority } from './budget';
import * as reads from './reads';

// The upstream seam (see seam.ts) as the rest of the server uses it: the process runtime's seam, and its
// typed reads. Built by lib/server/runtime.ts; nothing else talks to the partner service.

export { budgetRefusal, type CallOptions, type PartnerSeam, type ReadOptions } from './seam';
export { floorOf, memoryBudget, limiterBudget, type Priority, type TierBudget } from './budget';
export { UpstreamLostError } from './transport';
export { governancePath, votesPath } from './reads';

export function readGovernance(
  sessionId: string,
  mint: string,
  priority: Priority = 'user',
): Promise<GovernanceReadResponse> {
  return reads.readGovernance(partnerSeam(), sessionId, mint, priority);
}

export function readVotes(
  sessionId: string,
  proposal: string,
  limit: number,
  priority: Priority = 'user',
): Promise<VotesListResponse> {
  return reads.readVotes(partnerSeam(), sessionId, proposal, limit, priority);
}

export function readMe(sessionId: string): Promise<MeResponse> {
  return reads.readMe(partnerSeam(), sessionId);
}

export function readMeWithToken(accessToken: string): Promise<MeResponse | null> {
  return reads.readMeWithToken(partnerSeam(), accessToken);
}
