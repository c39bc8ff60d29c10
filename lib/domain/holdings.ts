import { windowState, type WindowState } from './governance';
import { toBigInt } from './int';
import type { PassRuleGovernance } from './pass-rule';
import { proposalState, type ProposalStateInput } from './proposal-state';
import { bondState } from './proposing';
import { viewerStanding, voteDecision, type ActorInput, type Refusal, type VoteRecord } from './voting';

// One token as its holder's overview sees it (My governance): what she has locked and can take back, the
// open proposals and where she stands on each (voted, not voted, cannot vote and why, by the voting
// rules), the proposals waiting for anyone to settle them, and her window as the token's creator; then
// how urgent the token is for her, so that the overview lists what needs her action soonest first.

export interface HoldingInput {
  governance: PassRuleGovernance & {
    minLockAmount: string;
    creator: string;
    finalized: boolean;
    mutableUntilUnix: string;
  };
  proposals: readonly (ProposalStateInput & {
    proposal: string;
    proposer: string;
    proposalIndex: string;
    proposalBondAmount: string;
    proposalBondWithdrawn: boolean;
  })[];
  viewerVotes: readonly (VoteRecord & { side: string })[];
}

export type OpenProposalStatus =
  | { kind: 'voted'; side: string; amount: bigint }
  | { kind: 'not_voted'; minimum: bigint }
  | { kind: 'cannot_vote'; refusal: Refusal };

export interface OpenProposalLine {
  proposal: string;
  proposalIndex: string;
  endsAtUnix: bigint;
  status: OpenProposalStatus;
}

export interface HoldingSummary {
  /** Tokens locked in her votes (cancelled ones included) and not withdrawn, base units. */
  locked: bigint;
  /** The part of `locked` she can withdraw now (its proposals are settled), and the first such proposal. */
  withdrawable: bigint;
  withdrawFrom: string | null;
  /** Her proposal bonds she can reclaim now, and the first such proposal. */
  reclaimable: bigint;
  reclaimFrom: string | null;
  /** Open proposals, the one ending first first. */
  open: OpenProposalLine[];
  /** Proposals whose voting ended that anyone may settle now. */
  awaitingSettlement: string[];
  /** The metadata window, for a token she created whose window is not finalized. */
  window: { endsAtUnix: bigint; state: WindowState } | null;
}

export function holdingSummary(
  input: HoldingInput,
  viewer: ActorInput,
  balance: bigint | null,
  nowUnix: bigint,
): HoldingSummary {
  const { governance, proposals, viewerVotes } = input;
  const votes = [...viewerVotes];
  let locked = 0n;
  let withdrawable = 0n;
  let withdrawFrom: string | null = null;
  let reclaimable = 0n;
  let reclaimFrom: string | null = null;
  const open: OpenProposalLine[] = [];
  const awaitingSettlement: string[] = [];
  const listed = new Set(proposals.map((p) => p.proposal));

  for (const proposal of proposals) {
    const standing = viewerStanding(proposal.proposal, votes);
    locked += standing.locked;
    const { phase } = proposalState(proposal, governance, nowUnix);
    if (standing.locked > 0n && proposal.settled) {
      withdrawable += standing.locked;
      withdrawFrom ??= proposal.proposal;
    }
    if (
      viewer.wallet !== null &&
      proposal.proposer === viewer.wallet &&
      bondState(proposal) === 'reclaimable'
    ) {
      reclaimable += toBigInt(proposal.proposalBondAmount);
      reclaimFrom ??= proposal.proposal;
    }
    if (phase === 'awaiting_settlement') awaitingSettlement.push(proposal.proposal);
    if (phase !== 'open') continue;
    const decision = voteDecision({ ...viewer, governance, proposal, viewerVotes: votes, nowUnix, balance });
    const active = standing.active as (VoteRecord & { side: string }) | null;
    const status: OpenProposalStatus = active
      ? { kind: 'voted', side: active.side, amount: toBigInt(active.amount) }
      : decision.allowed
        ? { kind: 'not_voted', minimum: decision.minimum }
        : { kind: 'cannot_vote', refusal: decision.refusal };
    open.push({
      proposal: proposal.proposal,
      proposalIndex: proposal.proposalIndex,
      endsAtUnix: toBigInt(proposal.votingEndsAtUnix),
      status,
    });
  }
  // Votes on proposals older than those listed: locked, whether withdrawable cannot be told here.
  for (const vote of votes)
    if (!listed.has(vote.proposal) && !vote.withdrawn) locked += toBigInt(vote.amount);

  open.sort((a, b) => (a.endsAtUnix < b.endsAtUnix ? -1 : a.endsAtUnix > b.endsAtUnix ? 1 : 0));
  const created = viewer.wallet !== null && governance.creator === viewer.wallet;
  const state = windowState(governance, nowUnix);
  return {
    locked,
    withdrawable,
    withdrawFrom,
    reclaimable,
    reclaimFrom,
    open,
    awaitingSettlement,
    window:
      created && state !== 'finalized' ? { endsAtUnix: toBigInt(governance.mutableUntilUnix), state } : null,
  };
}

/** How soon a token needs its holder, most urgent first (see `URGENCY_TIERS`). */
export interface Urgency {
  tier: number;
  /** The deadline that places it within its tier, when it has one. */
  atUnix: bigint | null;
}

/**
 * The tiers, most urgent first: a vote she can still cast or her creator's window closing within a day;
 * something she can do now (withdraw, reclaim, settle); a vote she can cast, or her window closing within
 * a week; open proposals she has voted on or cannot vote on; a token that could not be read; a governed token with nothing to do; a token without governance.
 */
export const URGENCY_TIERS = {
  closingSoon: 0,
  actNow: 1,
  voteOpen: 2,
  watching: 3,
  unreadable: 4,
  quiet: 5,
  tradeOnly: 6,
} as const;

const DAY = 86_400n;
const WEEK = 7n * DAY;

const earliest = (values: bigint[]): bigint | null =>
  values.reduce<bigint | null>((min, v) => (min === null || v < min ? v : min), null);

/** A token's urgency: its summary when it has governance, `'unreadable'` or `null` (trade only) when not. */
export function holdingUrgency(summary: HoldingSummary | 'unreadable' | null, nowUnix: bigint): Urgency {
  if (summary === 'unreadable') return { tier: URGENCY_TIERS.unreadable, atUnix: null };
  if (summary === null) return { tier: URGENCY_TIERS.tradeOnly, atUnix: null };
  const votable = summary.open.filter((line) => line.status.kind === 'not_voted').map((l) => l.endsAtUnix);
  const window =
    summary.window?.state === 'mutable' && summary.window.endsAtUnix - nowUnix <= WEEK
      ? [summary.window.endsAtUnix]
      : [];
  const deadline = earliest([...votable, ...window]);
  if (deadline !== null && deadline - nowUnix <= DAY)
    return { tier: URGENCY_TIERS.closingSoon, atUnix: deadline };
  if (summary.withdrawable > 0n || summary.reclaimable > 0n || summary.awaitingSettlement.length > 0)
    return { tier: URGENCY_TIERS.actNow, atUnix: deadline };
  if (deadline !== null) return { tier: URGENCY_TIERS.voteOpen, atUnix: deadline };
  const watched = earliest(summary.open.map((line) => line.endsAtUnix));
  if (watched !== null) return { tier: URGENCY_TIERS.watching, atUnix: watched };
  return { tier: URGENCY_TIERS.quiet, atUnix: null };
}

/** Most urgent first: by tier, then the nearest deadline (none last), then `label` (name, symbol or mint). */
export function byUrgency<T extends { urgency: Urgency; label: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => {
    if (a.urgency.tier !== b.urgency.tier) return a.urgency.tier - b.urgency.tier;
    const x = a.urgency.atUnix;
    const y = b.urgency.atUnix;
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return x < y ? -1 : 1;
    }
    return a.label.localeCompare(b.label);
  });
}
