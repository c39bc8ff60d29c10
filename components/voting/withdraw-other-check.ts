import type { Vote } from '@/lib/partner';
import { tokenAmount } from '@/lib/format';

// Before "Withdraw for another wallet" is reviewed: what the voter list already shows about that wallet.
// A wallet whose tokens here were all returned, or that did not vote, is told so instead of sending a
// withdrawal the service would refuse. When the list is cut short and the wallet is not in it, nothing is
// known, and the service decides.

export interface ListedVotes {
  /** The votes listed for the proposal (largest stake first), or undefined while not read. */
  votes: Vote[] | undefined;
  /** The size asked for: fewer listed than this means every vote is listed. */
  limit: number;
}

/** Why there is nothing to withdraw for `voter`, or null when there may be. */
export function withdrawOtherProblem(
  voter: string,
  listed: ListedVotes,
  symbol?: string | null,
): string | null {
  const { votes, limit } = listed;
  if (!votes) return null;
  const theirs = votes.filter((v) => v.voter === voter);
  if (theirs.length === 0)
    return votes.length < limit
      ? 'This wallet did not vote on this proposal, so nothing of it is locked.'
      : null;
  const locked = theirs.filter((v) => !v.withdrawn);
  if (locked.length > 0) return null;
  const returned = theirs.reduce((sum, v) => sum + BigInt(v.amount), 0n);
  return `Nothing to withdraw: this wallet’s ${tokenAmount(returned, symbol)} were already returned to it.`;
}
