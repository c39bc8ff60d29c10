import type { FollowReason, HoldingRow } from '@/lib/api/holdings';
import type { OpenProposalStatus } from '@/lib/domain/holdings';
import { formatDuration, tokenAmount } from '@/lib/format';

// The words of My governance: why a token is listed, where she stands on an open proposal, and what the
// row needs of her first.

export const REASON_WORDS: Record<FollowReason, string> = {
  held: 'You hold it',
  wrote: 'You wrote to it',
  followed: 'You follow it',
};

/** Where she stands on an open proposal, in a sentence. */
export function statusText(status: OpenProposalStatus, symbol: string | null): string {
  switch (status.kind) {
    case 'voted':
      return `You voted ${status.side} with ${tokenAmount(status.amount, symbol)}.`;
    case 'not_voted':
      return `Not voted yet: a vote locks at least ${tokenAmount(status.minimum, symbol)}.`;
    case 'cannot_vote': {
      const refusal = status.refusal;
      switch (refusal.why) {
        case 'access':
          return refusal.problem === 'trading'
            ? 'You cannot vote: 1-click trading is off for your account.'
            : 'You cannot vote: connect again and allow voting.';
        case 'no_balance':
          return 'You cannot vote: you hold none of this token to lock.';
        case 'below_minimum':
          return `You cannot vote: you hold ${tokenAmount(refusal.balance, symbol)}, less than the ${tokenAmount(refusal.minimum, symbol)} a vote locks.`;
        case 'vote_pending':
          return 'Your vote is waiting for its confirmation.';
        default:
          return 'You cannot vote on it now.';
      }
    }
  }
}

/** "ends in 2 hours 5 minutes", or "ended" once the moment passed. */
export function endsIn(endsAtUnix: bigint, nowUnix: bigint): string {
  return endsAtUnix > nowUnix ? `ends in ${formatDuration(endsAtUnix - nowUnix)}` : 'ended';
}

/** The first thing the row asks of her, or null when nothing does. */
export function needText(row: HoldingRow, nowUnix: bigint): string | null {
  if (row.kind !== 'governed') return null;
  const { summary } = row;
  const symbol = row.token.symbol;
  const vote = summary.open.find((line) => line.status.kind === 'not_voted');
  const windowEnd = summary.window?.state === 'mutable' ? summary.window.endsAtUnix : null;
  const deadline = (): string | null => {
    // The window counts once it closes within the week (then the urgency's deadline may be its end).
    if (windowEnd !== null && row.urgency.atUnix === windowEnd && (!vote || windowEnd < vote.endsAtUnix))
      return `Your metadata window ${endsIn(windowEnd, nowUnix)}`;
    return vote ? `A vote you have not cast ${endsIn(vote.endsAtUnix, nowUnix)}` : null;
  };
  if (row.urgency.tier === 0) return deadline();
  if (summary.withdrawable > 0n) return `${tokenAmount(summary.withdrawable, symbol)} to withdraw`;
  if (summary.reclaimable > 0n) return `A bond of ${tokenAmount(summary.reclaimable, symbol)} to reclaim`;
  if (summary.awaitingSettlement.length > 0) return 'A proposal is ready to settle';
  return deadline();
}
