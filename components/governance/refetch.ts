import type { Proposal } from '@/lib/partner';

/** While voting is open the tally moves: every 15 s (4 reads a minute, far inside the read limits). */
export const OPEN_REFETCH_MS = 15_000;
/** A closed, unsettled proposal changes only when someone settles it: once a minute. */
export const AWAITING_REFETCH_MS = 60_000;

/** How often to re-read a token's governance: often while any proposal is open, never when all are settled. */
export function governanceRefetchMs(
  proposals: readonly Pick<Proposal, 'settled' | 'votingEndsAtUnix'>[] | undefined,
  nowUnix: bigint,
): number | false {
  if (!proposals) return false;
  const unsettled = proposals.filter((p) => !p.settled);
  if (unsettled.some((p) => BigInt(p.votingEndsAtUnix) > nowUnix)) return OPEN_REFETCH_MS;
  return unsettled.length > 0 ? AWAITING_REFETCH_MS : false;
}
