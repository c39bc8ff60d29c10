import type { PassRuleGovernance } from './pass-rule';
import {
  proposalState,
  type ProposalPhase,
  type ProposalState,
  type ProposalStateInput,
} from './proposal-state';

// What the connected person may do on one proposal — vote, cancel, withdraw (their own or another
// voter's) and settle — and, when they may not, why: the rules alone, as data. The words a person reads
// are written from these by the voting feature (components/voting/availability.ts).

/** The scope a connection needs for every governance write. */
export const VOTE_SCOPE = 'governance:vote';

/** A vote as the rules read it (the contract's `Vote`, or an optimistic one marked `pending`). */
export interface VoteRecord {
  proposal: string;
  amount: string;
  active: boolean;
  withdrawn: boolean;
}

/** Whether a vote is an optimistic entry waiting for its confirmation. */
export function isPendingVote(vote: object): boolean {
  return (vote as { pending?: unknown }).pending === true;
}

/** Where the connected person stands on one proposal. */
export interface ViewerStanding<V extends VoteRecord = VoteRecord> {
  /** The person's active vote on the proposal (a pending one included). */
  active: V | null;
  pending: boolean;
  /** Tokens still locked in the person's votes here (cancelled votes included), base units. */
  locked: bigint;
  /** Tokens the person already reclaimed here. */
  withdrawn: bigint;
  voted: boolean;
  /** Cancelled votes that were not followed by a new one. */
  cancelled: boolean;
}

export function viewerStanding<V extends VoteRecord>(proposal: string, viewerVotes: V[]): ViewerStanding<V> {
  const mine = viewerVotes.filter((v) => v.proposal === proposal);
  const confirmed = mine.filter((v) => !isPendingVote(v));
  const active = mine.find((v) => v.active && !v.withdrawn) ?? null;
  const sum = (votes: V[]) => votes.reduce((total, v) => total + BigInt(v.amount), 0n);
  return {
    active,
    pending: active !== null && isPendingVote(active),
    locked: sum(confirmed.filter((v) => !v.withdrawn)),
    withdrawn: sum(confirmed.filter((v) => v.withdrawn)),
    voted: confirmed.length > 0,
    cancelled: active === null && confirmed.some((v) => !v.active),
  };
}

/** The connection itself: who may act at all. */
export interface ActorInput {
  scopes: string[];
  wallet: string | null;
  /** 1-click trading (wallet delegation): off, on, or null/absent when not known (the service checks it). */
  tradingEnabled?: boolean | null;
}

/** What stops every write of the connection: not connected, the voting scope missing, trading off. */
export type AccessProblem = 'connect' | 'reconnect' | 'trading';

export function accessProblem(input: ActorInput): AccessProblem | null {
  if (!input.scopes.includes(VOTE_SCOPE))
    return input.wallet === null && input.scopes.length === 0 ? 'connect' : 'reconnect';
  return input.tradingEnabled === false ? 'trading' : null;
}

export interface ActionInput<V extends VoteRecord = VoteRecord> extends ActorInput {
  governance: PassRuleGovernance & { minLockAmount: string };
  proposal: ProposalStateInput & { proposal: string };
  /** The person's votes on this governance; only those on `proposal` are read. */
  viewerVotes: V[];
  /** The network's current Unix time. */
  nowUnix: bigint;
  /** The person's balance in base units, or null when it is not known. */
  balance: bigint | null;
}

type Settled = Exclude<ProposalPhase, 'open' | 'awaiting_settlement'>;

/** Why an action is not possible now, with what its words need. */
export type Refusal<V extends VoteRecord = VoteRecord> =
  | { why: 'access'; problem: AccessProblem }
  | { why: 'awaiting_settlement' }
  | { why: 'settled'; phase: Settled }
  | { why: 'voting_open'; secondsLeft: bigint }
  /** Voting ended (settled or not): a vote can no longer be cancelled. */
  | { why: 'voting_ended' }
  | { why: 'vote_pending'; vote: V | null }
  | { why: 'voted'; vote: V }
  | { why: 'no_balance' }
  | { why: 'below_minimum'; balance: bigint; minimum: bigint }
  | { why: 'no_active_vote'; cancelled: boolean }
  | { why: 'not_voted' }
  | { why: 'already_withdrawn'; withdrawn: bigint };

export type Decision<T, V extends VoteRecord = VoteRecord> =
  ({ allowed: true } & T) | { allowed: false; refusal: Refusal<V> };

const refuse = <V extends VoteRecord>(refusal: Refusal<V>) => ({ allowed: false as const, refusal });

/** Allowed with `data`, unless the connection may not write at all. */
function unlessAccess<T, V extends VoteRecord>(input: ActionInput<V>, data: T): Decision<T, V> {
  const problem = accessProblem(input);
  return problem ? refuse<V>({ why: 'access', problem }) : { allowed: true, ...data };
}

export function proposalPhaseOf(input: ActionInput): ProposalState {
  return proposalState(input.proposal, input.governance, input.nowUnix);
}

/** A vote locks from `minimum` up to `balance` (when known). */
export function voteDecision<V extends VoteRecord>(
  input: ActionInput<V>,
): Decision<{ minimum: bigint; balance: bigint | null }, V> {
  const { phase } = proposalPhaseOf(input);
  if (phase === 'awaiting_settlement') return refuse<V>({ why: 'awaiting_settlement' });
  if (phase !== 'open') return refuse<V>({ why: 'settled', phase });
  const standing = viewerStanding(input.proposal.proposal, input.viewerVotes);
  if (standing.pending && standing.active) return refuse<V>({ why: 'vote_pending', vote: standing.active });
  if (standing.active) return refuse<V>({ why: 'voted', vote: standing.active });
  const problem = accessProblem(input);
  if (problem) return refuse<V>({ why: 'access', problem });
  const minimum = BigInt(input.governance.minLockAmount);
  if (input.balance === 0n) return refuse<V>({ why: 'no_balance' });
  if (input.balance !== null && input.balance < minimum)
    return refuse<V>({ why: 'below_minimum', balance: input.balance, minimum });
  return { allowed: true, minimum, balance: input.balance };
}

/** Cancelling the person's active vote, while voting is open; its tokens stay locked until settlement. */
export function cancelDecision<V extends VoteRecord>(input: ActionInput<V>): Decision<{ vote: V }, V> {
  const standing = viewerStanding(input.proposal.proposal, input.viewerVotes);
  if (standing.pending) return refuse<V>({ why: 'vote_pending', vote: standing.active });
  if (!standing.active) return refuse<V>({ why: 'no_active_vote', cancelled: standing.cancelled });
  const { phase } = proposalPhaseOf(input);
  if (phase !== 'open') return refuse<V>({ why: 'voting_ended' });
  return unlessAccess(input, { vote: standing.active });
}

/** Withdrawing the person's locked tokens, once the proposal is settled. */
export function withdrawDecision<V extends VoteRecord>(
  input: ActionInput<V>,
): Decision<{ locked: bigint }, V> {
  const standing = viewerStanding(input.proposal.proposal, input.viewerVotes);
  if (!standing.voted) return refuse<V>({ why: 'not_voted' });
  if (standing.locked === 0n) return refuse<V>({ why: 'already_withdrawn', withdrawn: standing.withdrawn });
  const { phase, secondsLeft } = proposalPhaseOf(input);
  if (phase === 'open') return refuse<V>({ why: 'voting_open', secondsLeft });
  if (phase === 'awaiting_settlement') return refuse<V>({ why: 'awaiting_settlement' });
  return unlessAccess(input, { locked: standing.locked });
}

/** Returning another voter's locked tokens to them: anyone may, once the proposal is settled. */
export function withdrawForOtherDecision<V extends VoteRecord>(input: ActionInput<V>): Decision<object, V> {
  const { phase, secondsLeft } = proposalPhaseOf(input);
  if (phase === 'open') return refuse<V>({ why: 'voting_open', secondsLeft });
  if (phase === 'awaiting_settlement') return refuse<V>({ why: 'awaiting_settlement' });
  return unlessAccess(input, {});
}

/** Settling a proposal whose voting ended: anyone may; it applies the result. */
export function settleDecision<V extends VoteRecord>(input: ActionInput<V>): Decision<object, V> {
  const { phase, secondsLeft } = proposalPhaseOf(input);
  if (phase === 'open') return refuse<V>({ why: 'voting_open', secondsLeft });
  if (phase !== 'awaiting_settlement') return refuse<V>({ why: 'settled', phase });
  return unlessAccess(input, {});
}
