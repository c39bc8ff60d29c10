import type {
  CancelVoteRequest,
  GovernanceReadResponse,
  GovernanceWriteResponse,
  SettleProposalRequest,
  Vote,
  VoteRequest,
  WithdrawVoteRequest,
} from '@/lib/partner';
import { responseSchemas } from './api';
import { postWrite } from './writes';

// The four `governance:vote` writes through our proxy, each one POST of the one write flow (lib/client/
// writes.ts: an `Idempotency-Key` per intent, never retried automatically). The paths are written out
// rather than read from lib/partner's endpoint table, which carries every schema of the contract;
// voting.test.ts holds them to the table.

/** Each voting action and the body it sends. */
export interface VotingRequests {
  vote: VoteRequest;
  cancel: CancelVoteRequest;
  withdraw: WithdrawVoteRequest;
  settle: SettleProposalRequest;
}
export type VotingAction = keyof VotingRequests;

export const VOTING_PATHS: Record<VotingAction, string> = {
  vote: '/api/partner/v1/governance/votes',
  cancel: '/api/partner/v1/governance/votes/cancel',
  withdraw: '/api/partner/v1/governance/votes/withdraw',
  settle: '/api/partner/v1/governance/proposals/settle',
};

/** Sends one write, once. Failures throw the typed `ApiError` (see `apiFetch`). */
export async function submitVotingWrite<A extends VotingAction>(
  action: A,
  body: VotingRequests[A],
  idempotencyKey: string,
): Promise<GovernanceWriteResponse> {
  // The answer's schema loads before anything is sent, so a failed load never leaves a write unchecked.
  const { governanceWriteResponseSchema } = await responseSchemas();
  return governanceWriteResponseSchema.parse(await postWrite(VOTING_PATHS[action], body, idempotencyKey));
}

// Optimistic votes: while a vote is on its way, the governance cache holds an entry for it marked
// `pending: true`, whose signature names the intent's key, so it can be found and rolled back.

const PENDING_PREFIX = 'pending:';

export type PendingVote = Vote & { pending: true };

/** Whether a vote is an optimistic entry waiting for its confirmation (the rule is lib/domain's). */
export { isPendingVote } from '@/lib/domain';

export function pendingVote(input: {
  request: VoteRequest;
  voter: string;
  minLockAmount: string;
  idempotencyKey: string;
}): PendingVote {
  const { request } = input;
  return {
    proposal: request.proposal,
    voter: input.voter,
    side: request.side,
    amount: request.amount,
    countedAsVoter: BigInt(request.amount) >= BigInt(input.minLockAmount),
    active: true,
    withdrawn: false,
    signature: `${PENDING_PREFIX}${input.idempotencyKey}`,
    blockTime: '',
    pending: true,
  };
}

/** The governance read with `vote` first among the viewer's votes (newest first, as the service lists). */
export function withPendingVote(data: GovernanceReadResponse, vote: PendingVote): GovernanceReadResponse {
  const others = data.viewerVotes.filter((v) => v.signature !== vote.signature);
  return { ...data, viewerVotes: [vote, ...others] };
}

/** The governance read without the optimistic entry of the intent `idempotencyKey`. */
export function withoutPendingVote(
  data: GovernanceReadResponse,
  idempotencyKey: string,
): GovernanceReadResponse {
  const signature = `${PENDING_PREFIX}${idempotencyKey}`;
  if (!data.viewerVotes.some((v) => v.signature === signature)) return data;
  return { ...data, viewerVotes: data.viewerVotes.filter((v) => v.signature !== signature) };
}
