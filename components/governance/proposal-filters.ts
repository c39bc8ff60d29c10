import type { Proposal, Vote } from '@/lib/partner';

export const PROPOSAL_FILTERS = [
  { id: 'all', label: 'All' },
  { id: 'needs_vote', label: 'Needs my vote' },
  { id: 'ready_to_settle', label: 'Ready to settle' },
] as const;
export type ProposalFilter = (typeof PROPOSAL_FILTERS)[number]['id'];

type Timed = Pick<Proposal, 'proposal' | 'settled' | 'votingEndsAtUnix'>;

/** Voting is still open on the network's clock. */
export function isOpen(p: Timed, nowUnix: bigint): boolean {
  return !p.settled && BigInt(p.votingEndsAtUnix) > nowUnix;
}

/** Voting has ended and nobody has settled it yet: anyone may settle it now. */
export function isReadyToSettle(p: Timed, nowUnix: bigint): boolean {
  return !p.settled && BigInt(p.votingEndsAtUnix) <= nowUnix;
}

/** Open, and the connected person has no active vote on it (a cancelled vote leaves room for a new one). */
export function needsMyVote(p: Timed, viewerVotes: readonly Vote[], nowUnix: bigint): boolean {
  return isOpen(p, nowUnix) && !viewerVotes.some((v) => v.proposal === p.proposal && v.active);
}

export function matchesFilter(
  p: Timed,
  filter: ProposalFilter,
  viewerVotes: readonly Vote[],
  nowUnix: bigint,
): boolean {
  if (filter === 'needs_vote') return needsMyVote(p, viewerVotes, nowUnix);
  if (filter === 'ready_to_settle') return isReadyToSettle(p, nowUnix);
  return true;
}

/** Newest first (highest `proposalIndex`), whatever order they came in. */
export function newestFirst<P extends Pick<Proposal, 'proposalIndex'>>(proposals: readonly P[]): P[] {
  return [...proposals].sort((a, b) => {
    const d = BigInt(b.proposalIndex) - BigInt(a.proposalIndex);
    return d > 0n ? 1 : d < 0n ? -1 : 0;
  });
}

export function filterProposals<P extends Timed & Pick<Proposal, 'proposalIndex'>>(
  proposals: readonly P[],
  filter: ProposalFilter,
  viewerVotes: readonly Vote[],
  nowUnix: bigint,
): P[] {
  return newestFirst(proposals).filter((p) => matchesFilter(p, filter, viewerVotes, nowUnix));
}

export function filterCounts(
  proposals: readonly Timed[],
  viewerVotes: readonly Vote[],
  nowUnix: bigint,
): Record<ProposalFilter, number> {
  const count = (filter: ProposalFilter) =>
    proposals.filter((p) => matchesFilter(p, filter, viewerVotes, nowUnix)).length;
  return {
    all: proposals.length,
    needs_vote: count('needs_vote'),
    ready_to_settle: count('ready_to_settle'),
  };
}

/** What the list says when a filter leaves nothing. */
export function emptyFilterText(filter: ProposalFilter): string {
  if (filter === 'needs_vote')
    return 'Nothing needs your vote: no proposal is open that you have not voted on.';
  if (filter === 'ready_to_settle') return 'Nothing to settle: no closed proposal is waiting for settlement.';
  return 'No proposals yet. A holder with the propose permission can make the first one.';
}
