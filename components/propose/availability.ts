import {
  bondAmount,
  bondCoverage,
  bondState,
  SEND_MARGIN_SECONDS,
  voteDurationRange,
  windowState,
} from '@/lib/domain';
import type { Governance, Proposal } from '@/lib/partner';
import { formatDuration, tokenAmount } from '@/lib/format';

// Whether each creator write is offered to the connected person and, when it cannot be done now, why —
// said on the page before any dialog opens: another proposal open, too little time left, the propose
// permission or 1-click trading missing, a bond the balance does not cover. A write that does not apply
// to the governance's state at all (extending a finalized window) is not offered: `null`.

export const PROPOSE_SCOPE = 'governance:propose';

export interface CreatorInput {
  mint: string;
  governance: Governance;
  proposals: Proposal[];
  nowUnix: bigint;
  scopes: string[];
  wallet: string | null;
  /** From the profile; null when not known (the service checks it). */
  tradingEnabled: boolean | null;
  /** The person's balance of the token in base units, or null when not known. */
  balance: bigint | null;
  symbol?: string | null;
  /** A Unix time as the person reads it. */
  formatDate: (unix: bigint) => string;
}

export type CreatorFix = 'connect' | 'reconnect' | null;

export type CreatorAvailability =
  | { available: true; hint: string }
  | {
      available: false;
      reason: string;
      fix: CreatorFix;
      /** Where the obstacle can be seen or removed, e.g. the open proposal. */
      link?: { href: string; label: string };
    };

const no = (reason: string, fix: CreatorFix = null): CreatorAvailability => ({
  available: false,
  reason,
  fix,
});

export const proposalHref = (mint: string, proposal: string) => `/tokens/${mint}/proposals/${proposal}`;

/** The proposal still open for voting, if any: only one may be open per governance. */
export function openProposal(proposals: readonly Proposal[], nowUnix: bigint): Proposal | null {
  return proposals.find((p) => !p.settled && BigInt(p.votingEndsAtUnix) > nowUnix) ?? null;
}

type Access = Pick<CreatorInput, 'scopes' | 'wallet' | 'tradingEnabled'>;

/** The permission and 1-click trading, which every creator write needs. `doing`: "to extend the window". */
export function accessProblem(input: Access, doing: string): CreatorAvailability | null {
  if (!input.scopes.includes(PROPOSE_SCOPE)) {
    if (input.wallet === null && input.scopes.length === 0)
      return no(`Connect your account ${doing}.`, 'connect');
    return no(`Reconnect and allow “Create proposals and reclaim bonds” ${doing}.`, 'reconnect');
  }
  if (input.tradingEnabled === false)
    return no(
      `1-click trading is off for your wallet. Turn it on in your account on the launch service ${doing}: the service signs with your delegated wallet.`,
    );
  return null;
}

function bondWords(input: CreatorInput): string {
  const bond = bondAmount(input.governance.totalSupply, input.governance.proposalBondBps);
  return bond === 0n
    ? 'This token asks for no bond.'
    : `Locks a bond of ${tokenAmount(bond, input.symbol)} until the proposal is settled.`;
}

/**
 * What stops any new proposal now: another one open, too little time, the access, the bond. `doing` ends
 * the access sentences ("to extend the window").
 */
export function proposingProblem(input: CreatorInput, doing = 'to propose'): CreatorAvailability | null {
  const open = openProposal(input.proposals, input.nowUnix);
  if (open)
    return {
      available: false,
      reason: `Proposal #${open.proposalIndex} is open for voting until ${input.formatDate(BigInt(open.votingEndsAtUnix))}, and only one proposal can be open at a time. You can propose once its voting ends.`,
      fix: null,
      link: { href: proposalHref(input.mint, open.proposal), label: `See proposal #${open.proposalIndex}` },
    };
  const range = voteDurationRange(input.nowUnix, input.governance.mutableUntilUnix);
  if (!range.possible)
    return no(
      `Less than ${formatDuration(range.min + SEND_MARGIN_SECONDS)} is left before the metadata locks: too little for a vote.`,
    );
  const access = accessProblem(input, doing);
  if (access) return access;
  const bond = bondAmount(input.governance.totalSupply, input.governance.proposalBondBps);
  const coverage = bondCoverage(bond, input.balance);
  if (coverage.kind === 'short') {
    const held =
      coverage.balance === 0n
        ? `you hold no ${input.symbol || 'tokens of this token'}`
        : `you hold ${tokenAmount(coverage.balance, input.symbol)}, ${tokenAmount(coverage.shortfall, input.symbol)} short`;
    return no(`Proposing locks a bond of ${tokenAmount(bond, input.symbol)}; ${held}.`);
  }
  return null;
}

/** Extending: only while the window is open and was never extended (the window panel says so otherwise). */
export function extendAvailability(input: CreatorInput): CreatorAvailability | null {
  const { governance } = input;
  if (windowState(governance, input.nowUnix) !== 'mutable' || governance.mutabilityExtended) return null;
  return (
    proposingProblem(input, 'to extend the window') ?? {
      available: true,
      hint: `Ask holders for more time before the metadata locks; this works once. ${bondWords(input)}`,
    }
  );
}

export function finalizeAvailability(input: CreatorInput): CreatorAvailability | null {
  if (windowState(input.governance, input.nowUnix) !== 'mutable') return null;
  return (
    proposingProblem(input, 'to propose finalizing') ?? {
      available: true,
      hint: `Ask holders to lock the metadata forever, before the window ends. ${bondWords(input)}`,
    }
  );
}

/** Recording a lapsed window: offered only once it has ended and is not yet recorded. */
export function recordLapseAvailability(input: CreatorInput): CreatorAvailability | null {
  if (windowState(input.governance, input.nowUnix) !== 'lapsed_unrecorded') return null;
  return (
    accessProblem(input, 'to record it') ?? {
      available: true,
      hint: 'Anyone with the propose permission can record it now: no vote and no bond, only the fees.',
    }
  );
}

export type ReclaimInput = Access & {
  nowUnix: bigint;
  symbol?: string | null;
  formatDate: (unix: bigint) => string;
};

/** Reclaiming the bond of one's own proposal: where it stands, and whether it can be taken back now. */
export function reclaimAvailability(proposal: Proposal, input: ReclaimInput): CreatorAvailability {
  const amount = tokenAmount(proposal.proposalBondAmount, input.symbol);
  switch (bondState(proposal)) {
    case 'none':
      return no('This proposal locked no bond, so there is nothing to reclaim.');
    case 'reclaimed':
      return no(`Reclaimed: your bond of ${amount} is back in your wallet.`);
    case 'locked': {
      const ends = BigInt(proposal.votingEndsAtUnix);
      return no(
        ends > input.nowUnix
          ? `Your bond of ${amount} stays locked until the proposal is settled; voting ends on ${input.formatDate(ends)}.`
          : `Voting has ended. Once the proposal is settled — anyone can settle it — you can reclaim your bond of ${amount}.`,
      );
    }
    case 'reclaimable':
      return (
        accessProblem(input, 'to reclaim your bond') ?? {
          available: true,
          hint: `The proposal is settled: reclaim your bond of ${amount}.`,
        }
      );
  }
}
