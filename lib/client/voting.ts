import {
  ENDPOINTS,
  governanceWriteResponseSchema,
  type CancelVoteRequest,
  type GovernanceReadResponse,
  type GovernanceWriteResponse,
  type SettleProposalRequest,
  type Vote,
  type VoteRequest,
  type WithdrawVoteRequest,
} from '@/lib/partner';
import { apiFetch } from './api';

// The four `governance:vote` writes through our proxy. Each carries an `Idempotency-Key` made once per
// intent of the person (a second click or a re-render reuses it); none is ever retried automatically.

export const VOTING_ACTIONS = ['vote', 'cancel', 'withdraw', 'settle'] as const;
export type VotingAction = (typeof VOTING_ACTIONS)[number];

export interface VotingRequests {
  vote: VoteRequest;
  cancel: CancelVoteRequest;
  withdraw: WithdrawVoteRequest;
  settle: SettleProposalRequest;
}

export const VOTING_PATHS: Record<VotingAction, string> = {
  vote: `/api${ENDPOINTS.vote.path}`,
  cancel: `/api${ENDPOINTS.cancelVote.path}`,
  withdraw: `/api${ENDPOINTS.withdrawVote.path}`,
  settle: `/api${ENDPOINTS.settleProposal.path}`,
};

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // `randomUUID` exists only in secure contexts; a plain-http LAN address still has getRandomValues.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A fresh key for one intent of the person ("vote-…"), within the proxy's 8–128 character pattern. */
export function newIdempotencyKey(action: VotingAction): string {
  return `${action}-${randomId()}`;
}

/** Sends one write, once. Failures throw the typed `ApiError` (see `apiFetch`). */
export async function submitVotingWrite<A extends VotingAction>(
  action: A,
  body: VotingRequests[A],
  idempotencyKey: string,
): Promise<GovernanceWriteResponse> {
  const answer = await apiFetch<unknown>(VOTING_PATHS[action], {
    method: 'POST',
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    body: JSON.stringify(body),
  });
  return governanceWriteResponseSchema.parse(answer);
}

// Optimistic votes: while a vote is on its way, the governance cache holds an entry for it marked
// `pending: true`, whose signature names the intent's key, so it can be found and rolled back.

const PENDING_PREFIX = 'pending:';

export type PendingVote = Vote & { pending: true };

/** Whether a vote is an optimistic entry waiting for its confirmation. */
export function isPendingVote(vote: Vote): boolean {
  return (vote as { pending?: unknown }).pending === true;
}

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
