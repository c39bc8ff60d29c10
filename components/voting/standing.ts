import { isPendingVote } from '@/lib/client/voting';
import type { Vote } from '@/lib/partner';

// Where the connected person stands on one proposal: their active vote (a pending one included) and the
// tokens still locked or already returned.

export interface ViewerStanding {
  /** The person's active vote on the proposal (a pending one included). */
  active: Vote | null;
  pending: boolean;
  /** Tokens still locked in the person's votes here (cancelled votes included), base units. */
  locked: bigint;
  /** Tokens the person already reclaimed here. */
  withdrawn: bigint;
  voted: boolean;
  /** Cancelled votes that were not followed by a new one. */
  cancelled: boolean;
}

export function viewerStanding(proposal: string, viewerVotes: Vote[]): ViewerStanding {
  const mine = viewerVotes.filter((v) => v.proposal === proposal);
  const confirmed = mine.filter((v) => !isPendingVote(v));
  const active = mine.find((v) => v.active && !v.withdrawn) ?? null;
  const sum = (votes: Vote[]) => votes.reduce((total, v) => total + BigInt(v.amount), 0n);
  return {
    active,
    pending: active !== null && isPendingVote(active),
    locked: sum(confirmed.filter((v) => !v.withdrawn)),
    withdrawn: sum(confirmed.filter((v) => v.withdrawn)),
    voted: confirmed.length > 0,
    cancelled: active === null && confirmed.some((v) => !v.active),
  };
}
