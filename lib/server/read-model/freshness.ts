import 'server-only';

// How fresh the shared entries are kept. An open vote moves, so its proposal's data is refreshed every
// few seconds; a closed one rarely changes. The interval stretches as the tier budget runs low, so the
// crowd sees slightly older data instead of errors: below half the minute left it grows in inverse
// proportion to what is left, up to MAX_STRETCH times.

export const OPEN_MS = 3_000;
export const CLOSED_MS = 5_000;
export const SETTLED_MS = 15_000;
export const UNKNOWN_MS = 5_000;
export const MAX_STRETCH = 10;

type ProposalLike = { proposal: string; settled: boolean; votingEndsAtUnix: string };

/** The freshness target of a proposal's data, by its phase at `nowMs`. */
export function proposalTargetMs(proposal: ProposalLike | undefined, nowMs: number): number {
  if (!proposal) return UNKNOWN_MS;
  if (proposal.settled) return SETTLED_MS;
  return BigInt(proposal.votingEndsAtUnix) * 1000n > BigInt(nowMs) ? OPEN_MS : CLOSED_MS;
}

/** A governance read is as urgent as its most urgent proposal. */
export function governanceTargetMs(proposals: readonly ProposalLike[], nowMs: number): number {
  return proposals.reduce((ms, p) => Math.min(ms, proposalTargetMs(p, nowMs)), SETTLED_MS);
}

/** `targetMs` stretched by the share of the tier budget left in this minute. */
export function stretchedMs(targetMs: number, remaining: number, points: number): number {
  const share = points > 0 ? remaining / points : 0;
  if (share >= 0.5) return targetMs;
  return Math.round(targetMs * Math.min(MAX_STRETCH, 0.5 / Math.max(share, 0.5 / MAX_STRETCH)));
}
