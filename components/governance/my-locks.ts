import type { Proposal, Vote } from '@/lib/partner';

export type LockStatus = 'withdraw_now' | 'after_settlement' | 'unknown_proposal';

export interface LockRow {
  vote: Vote;
  amount: bigint;
  /** The proposal when it is among the listed ones (the 100 newest). */
  proposal: Proposal | null;
  status: LockStatus;
  /** Why the tokens can or cannot be withdrawn now, in words. */
  reason: string;
}

export interface MyLocks {
  rows: LockRow[];
  total: bigint;
  withdrawableNow: bigint;
}

function lockReason(vote: Vote, proposal: Proposal | null, nowUnix: bigint): [LockStatus, string] {
  const cancelled = vote.active ? '' : 'Cancelled vote; the tokens stay locked until settlement. ';
  if (!proposal)
    return [
      'unknown_proposal',
      `${cancelled}Its proposal is older than the 100 newest the service lists, so whether it is settled cannot be read here.`,
    ];
  if (proposal.settled)
    return [
      'withdraw_now',
      `${cancelled}The proposal is settled, so these tokens can be withdrawn now, from the proposal.`,
    ];
  const open = BigInt(proposal.votingEndsAtUnix) > nowUnix;
  return [
    'after_settlement',
    open
      ? `${cancelled}Withdraw after the proposal is settled; voting is still open.`
      : `${cancelled}Withdraw after the proposal is settled; voting has ended, so anyone can settle it now.`,
  ];
}

const ORDER: Record<LockStatus, number> = { withdraw_now: 0, after_settlement: 1, unknown_proposal: 2 };

/**
 * The connected person's tokens locked in votes on this token: every vote (active or cancelled) not yet
 * withdrawn, those that can be withdrawn now first, largest first within each group.
 */
export function myLocks(
  viewerVotes: readonly Vote[],
  proposals: readonly Proposal[],
  nowUnix: bigint,
): MyLocks {
  const byAddress = new Map(proposals.map((p) => [p.proposal, p]));
  const rows = viewerVotes
    .filter((v) => !v.withdrawn && BigInt(v.amount) > 0n)
    .map((vote): LockRow => {
      const proposal = byAddress.get(vote.proposal) ?? null;
      const [status, reason] = lockReason(vote, proposal, nowUnix);
      return { vote, amount: BigInt(vote.amount), proposal, status, reason };
    })
    .sort(
      (a, b) => ORDER[a.status] - ORDER[b.status] || (b.amount > a.amount ? 1 : b.amount < a.amount ? -1 : 0),
    );
  const sum = (list: LockRow[]) => list.reduce((acc, row) => acc + row.amount, 0n);
  return { rows, total: sum(rows), withdrawableNow: sum(rows.filter((r) => r.status === 'withdraw_now')) };
}
