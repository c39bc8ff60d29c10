import { proposalState, type ProposalPhase } from '@/lib/domain';
import type { Governance, Proposal, Vote } from '@/lib/partner';
import { viewerStanding } from './standing';
import { formatDuration, tokenAmount } from '@/lib/format';

// Whether each action of a proposal is available to the connected person and, when it is not, why — in
// words shown on screen (never in a tooltip only), with what would fix it.

export const VOTE_SCOPE = 'governance:vote';

/** One proposal as the connected person sees it: what its actions are decided from. */
export interface ProposalViewer {
  governance: Governance;
  proposal: Proposal;
  /** The person's votes on this governance (from the governance read); only those on `proposal` are read. */
  viewerVotes: Vote[];
  /** The network's current Unix time (from `useNetworkNow`). */
  nowUnix: bigint;
  /** The connected person's scopes and wallet, when known. */
  scopes: string[];
  wallet: string | null;
  /** The token's symbol, for amounts ("10,000 LUMEN"); "tokens" when absent. */
  symbol?: string | null;
}

export interface AvailabilityInput extends ProposalViewer {
  /** The person's balance in base units, or null when it is not known. */
  balance: bigint | null;
  /** 1-click trading, from the profile: off, on, or null/absent when not known (the service checks it). */
  tradingEnabled?: boolean | null;
  /** A Unix time as the person reads it (their time zone once the page is live). */
  formatDate: (unix: bigint) => string;
}

/** What would make an unavailable action possible, for the button shown beside the reason. */
export type Fix = 'connect' | 'reconnect' | 'trading' | 'settle' | 'cancel' | null;

export type Availability =
  { available: true; label: string; hint: string } | { available: false; reason: string; fix: Fix };

export function phaseOf(input: AvailabilityInput) {
  return proposalState(input.proposal, input.governance, input.nowUnix);
}

export const TRADING_OFF_TEXT =
  'The service signs votes with your delegated wallet, and that delegation is turned off, so a vote, cancel, withdraw or settle would be refused. Turn on 1-click trading (wallet delegation) in your account on the launch service, then check again here.';

/** Whether the connection may vote; when not, the reason. `doing` ends the sentence ("to vote"). */
function scopeProblem(input: AvailabilityInput, doing: string): Availability | null {
  if (!input.scopes.includes(VOTE_SCOPE)) {
    if (input.wallet === null && input.scopes.length === 0)
      return { available: false, reason: `Connect your account ${doing}.`, fix: 'connect' };
    return { available: false, reason: `Reconnect and allow voting ${doing}.`, fix: 'reconnect' };
  }
  if (input.tradingEnabled === false)
    return {
      available: false,
      reason: `1-click trading is off for your wallet; turn it on in your account on the launch service ${doing}.`,
      fix: 'trading',
    };
  return null;
}

/** Available with this label and hint, unless the connection may not act (`doing`, as in `scopeProblem`). */
function availableTo(input: AvailabilityInput, doing: string, label: string, hint: string): Availability {
  return scopeProblem(input, doing) ?? { available: true, label, hint };
}

export interface AccessNotice {
  title: string;
  body: string;
  fix: 'connect' | 'reconnect' | 'trading';
}

/**
 * What stops every action of a proposal page at once — no connection, the voting permission missing, or
 * 1-click trading off — said at the top of the page, before any dialog opens; null when nothing does.
 */
export function votingAccessNotice(input: Pick<AvailabilityInput, 'scopes' | 'wallet' | 'tradingEnabled'>) {
  if (!input.scopes.includes(VOTE_SCOPE)) {
    if (input.wallet === null && input.scopes.length === 0)
      return {
        title: 'Connect to vote',
        body: 'Votes are made for a connected account: the service signs each with your delegated wallet.',
        fix: 'connect',
      } satisfies AccessNotice;
    return {
      title: 'Voting is not allowed for this connection',
      body: 'When you connected, the permission “Vote, cancel, withdraw and settle for you” (governance:vote) was not granted. Reconnect and approve it on the consent screen to vote, cancel, withdraw or settle.',
      fix: 'reconnect',
    } satisfies AccessNotice;
  }
  if (input.tradingEnabled === false)
    return {
      title: '1-click trading is off for your wallet',
      body: TRADING_OFF_TEXT,
      fix: 'trading',
    } satisfies AccessNotice;
  return null;
}

function votedText(vote: Vote, symbol?: string | null): string {
  return `${vote.side} with ${tokenAmount(vote.amount, symbol)}`;
}

function endedOn(input: AvailabilityInput): string {
  return `Voting ended on ${input.formatDate(BigInt(input.proposal.votingEndsAtUnix))}`;
}

export function voteAvailability(input: AvailabilityInput): Availability {
  const { phase } = phaseOf(input);
  const { symbol } = input;
  if (phase === 'awaiting_settlement')
    return { available: false, reason: `${endedOn(input)}; settle it so its result applies.`, fix: 'settle' };
  if (phase !== 'open') return { available: false, reason: `${endedOn(input)}; it is settled.`, fix: null };
  const standing = viewerStanding(input.proposal.proposal, input.viewerVotes);
  if (standing.pending && standing.active)
    return {
      available: false,
      reason: `Your vote (${votedText(standing.active, symbol)}) is waiting for confirmation.`,
      fix: null,
    };
  if (standing.active)
    return {
      available: false,
      reason: `You voted ${votedText(standing.active, symbol)}. To change it, cancel and vote again.`,
      fix: 'cancel',
    };
  const scope = scopeProblem(input, 'to vote');
  if (scope) return scope;
  const min = BigInt(input.governance.minLockAmount);
  if (input.balance === 0n)
    return {
      available: false,
      reason: `You hold no ${symbol || 'tokens of this token'}, so you have nothing to vote with.`,
      fix: null,
    };
  if (input.balance !== null && input.balance < min)
    return {
      available: false,
      reason: `You hold ${tokenAmount(input.balance, symbol)}; a vote locks at least ${tokenAmount(min, symbol)}.`,
      fix: null,
    };
  const range =
    input.balance === null
      ? `at least ${tokenAmount(min, symbol)}`
      : `from ${tokenAmount(min, symbol)} up to the ${tokenAmount(input.balance, symbol)} you hold`;
  return { available: true, label: 'Vote', hint: `Lock ${range} until the proposal is settled.` };
}

export function cancelAvailability(input: AvailabilityInput): Availability {
  const standing = viewerStanding(input.proposal.proposal, input.viewerVotes);
  if (standing.pending)
    return {
      available: false,
      reason: 'Your vote is waiting for confirmation; it can be cancelled once confirmed.',
      fix: null,
    };
  if (!standing.active) {
    const reason = standing.cancelled
      ? 'You cancelled your vote; nothing to cancel.'
      : 'You have no active vote to cancel.';
    return { available: false, reason, fix: null };
  }
  const { phase } = phaseOf(input);
  if (phase !== 'open')
    return {
      available: false,
      reason: `${endedOn(input)}, so your vote can no longer be cancelled.`,
      fix: null,
    };
  return availableTo(
    input,
    'to cancel your vote',
    'Cancel or change my vote',
    `Your ${tokenAmount(standing.active.amount, input.symbol)} stay locked until settlement.`,
  );
}

export function withdrawAvailability(input: AvailabilityInput): Availability {
  const standing = viewerStanding(input.proposal.proposal, input.viewerVotes);
  const { symbol } = input;
  if (!standing.voted)
    return {
      available: false,
      reason: 'You did not vote on this proposal, so nothing is locked.',
      fix: null,
    };
  if (standing.locked === 0n)
    return {
      available: false,
      reason: `Nothing to withdraw: your ${tokenAmount(standing.withdrawn, symbol)} were already returned.`,
      fix: null,
    };
  const { phase, secondsLeft } = phaseOf(input);
  if (phase === 'open')
    return {
      available: false,
      reason: `Withdraw after the proposal is settled; voting is still open for ${formatDuration(secondsLeft)}.`,
      fix: null,
    };
  if (phase === 'awaiting_settlement')
    return {
      available: false,
      reason: 'Withdraw after the proposal is settled. Settle it first; anyone can.',
      fix: 'settle',
    };
  return availableTo(
    input,
    'to withdraw',
    `Withdraw ${tokenAmount(standing.locked, symbol)}`,
    `Settled — withdraw your locked ${tokenAmount(standing.locked, symbol)}.`,
  );
}

/** Withdrawing another voter's tokens (through `voter`): possible for anyone once the proposal is settled. */
export function withdrawForOtherAvailability(input: AvailabilityInput): Availability {
  const { phase } = phaseOf(input);
  if (phase === 'open' || phase === 'awaiting_settlement')
    return {
      available: false,
      reason:
        'Available once the proposal is settled: then anyone can return a voter’s locked tokens to them.',
      fix: phase === 'awaiting_settlement' ? 'settle' : null,
    };
  return availableTo(
    input,
    'to withdraw for another wallet',
    'Withdraw for this wallet',
    'Returns the tokens a voter locked on this proposal to that voter; you pay the fees.',
  );
}

const SETTLED_WORDS: Record<Exclude<ProposalPhase, 'open' | 'awaiting_settlement'>, string> = {
  executed: 'it passed and its change was applied',
  passed: 'it passed, but its change could not be applied',
  failed: 'it failed',
};

export function settleAvailability(input: AvailabilityInput): Availability {
  const { phase, secondsLeft } = phaseOf(input);
  if (phase === 'open')
    return {
      available: false,
      reason: `Voting is still open for ${formatDuration(secondsLeft)}; it can be settled once voting ends.`,
      fix: null,
    };
  if (phase !== 'awaiting_settlement')
    return { available: false, reason: `Already settled: ${SETTLED_WORDS[phase]}.`, fix: null };
  return availableTo(
    input,
    'to settle it',
    'Settle this proposal',
    'Settle this proposal — anyone can; it applies the result.',
  );
}

export type ActionKind = 'vote' | 'cancel' | 'withdraw' | 'settle';
