import { formatDuration } from '@/lib/format';
import type { Proposal } from '@/lib/partner';

// How the token page's governance read stays current: while the page's event stream is open, the
// server pushes what changed (votes and new proposals within seconds) and nothing is polled; while the
// stream is down, the read is polled at these intervals (TanStack Query pauses while the tab is hidden)
// and read again when the person returns to the tab.

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

/** What the proposal list promises about its freshness, in words; `live` while the page's event stream is open. */
export function listRefreshText(
  proposals: readonly Pick<Proposal, 'settled' | 'votingEndsAtUnix'>[] | undefined,
  nowUnix: bigint,
  live: boolean,
): string {
  if (live) return 'Live: new votes, proposals and results appear as they happen.';
  const interval = governanceRefetchMs(proposals, nowUnix);
  if (interval === false)
    return 'Every proposal is settled; the list is read again when you return to this tab.';
  const every = interval === 60_000 ? 'once a minute' : `every ${formatDuration(interval / 1000)}`;
  return interval === OPEN_REFETCH_MS
    ? `Refreshes ${every} while a proposal is open (paused while this tab is hidden).`
    : `Refreshes ${every} until the closed proposals are settled (paused while this tab is hidden).`;
}
