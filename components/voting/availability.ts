import {
  accessProblem,
  cancelDecision,
  settleDecision,
  voteDecision,
  withdrawDecision,
  withdrawForOtherDecision,
  VOTE_SCOPE,
  type AccessProblem,
  type Decision,
  type Refusal,
} from '@/lib/domain';
import type { ProposalViewer } from '@/lib/api';
import type { Vote } from '@/lib/partner';
import { formatDuration, tokenAmount } from '@/lib/format';

// Whether each action of a proposal is available to the connected person and, when it is not, why — in
// words shown on screen (never in a tooltip only), with what would fix it. The rules are lib/domain's
// (voting.ts); this writes them for a person.

export { VOTE_SCOPE };
export type { ProposalViewer };
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

export const TRADING_OFF_TEXT =
  'The service signs votes with your delegated wallet, and that delegation is turned off, so a vote, cancel, withdraw or settle would be refused. Turn on 1-click trading (wallet delegation) in your account on the launch service, then check again here.';

/** An action not possible now: why (`reason`), and what would make it possible (`fix`). */
const refused = (reason: string, fix: Fix = null): Availability => ({ available: false, reason, fix });

/** The sentence for a connection that may not write; `doing` ends it ("to vote"). */
function accessReason(problem: AccessProblem, doing: string): Availability {
  if (problem === 'connect') return refused(`Connect your account ${doing}.`, 'connect');
  if (problem === 'reconnect') return refused(`Reconnect and allow voting ${doing}.`, 'reconnect');
  return refused(
    `1-click trading is off for your wallet; turn it on in your account on the launch service ${doing}.`,
    'trading',
  );
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
export function votingAccessNotice(
  input: Pick<AvailabilityInput, 'scopes' | 'wallet' | 'tradingEnabled'>,
): AccessNotice | null {
  const problem = accessProblem(input);
  if (problem === 'connect')
    return {
      title: 'Connect to vote',
      body: 'Votes are made for a connected account: the service signs each with your delegated wallet.',
      fix: 'connect',
    };
  if (problem === 'reconnect')
    return {
      title: 'Voting is not allowed for this connection',
      body: 'When you connected, the permission “Vote, cancel, withdraw and settle for you” (governance:vote) was not granted. Reconnect and approve it on the consent screen to vote, cancel, withdraw or settle.',
      fix: 'reconnect',
    };
  if (problem === 'trading')
    return { title: '1-click trading is off for your wallet', body: TRADING_OFF_TEXT, fix: 'trading' };
  return null;
}

function votedText(vote: Vote, symbol?: string | null): string {
  return `${vote.side} with ${tokenAmount(vote.amount, symbol)}`;
}

function endedOn(input: AvailabilityInput): string {
  return `Voting ended on ${input.formatDate(BigInt(input.proposal.votingEndsAtUnix))}`;
}

const SETTLED_WORDS: Record<'executed' | 'passed' | 'failed', string> = {
  executed: 'it passed and its change was applied',
  passed: 'it passed, but its change could not be applied',
  failed: 'it failed',
};

/**
 * The words of each refusal an action can meet (a refusal of another kind is a bug, and throws); `doing` ends
 * the sentences about the connection ("to vote").
 */
type Words = {
  [Why in Exclude<Refusal['why'], 'access'>]?: (
    refusal: Extract<Refusal<Vote>, { why: Why }>,
  ) => Availability;
};

function written<T>(
  decision: Decision<T, Vote>,
  doing: string,
  words: Words,
  allowed: (data: T) => { label: string; hint: string },
): Availability {
  if (decision.allowed) return { available: true, ...allowed(decision) };
  const { refusal } = decision;
  if (refusal.why === 'access') return accessReason(refusal.problem, doing);
  const say = words[refusal.why] as ((refusal: Refusal<Vote>) => Availability) | undefined;
  if (!say) throw new Error(`No words for the refusal "${refusal.why}" ${doing}.`);
  return say(refusal);
}

export function voteAvailability(input: AvailabilityInput): Availability {
  const { symbol } = input;
  return written(
    voteDecision(input),
    'to vote',
    {
      awaiting_settlement: () => refused(`${endedOn(input)}; settle it so its result applies.`, 'settle'),
      settled: () => refused(`${endedOn(input)}; it is settled.`),
      vote_pending: ({ vote }) =>
        refused(`Your vote (${votedText(vote!, symbol)}) is waiting for confirmation.`),
      voted: ({ vote }) =>
        refused(`You voted ${votedText(vote, symbol)}. To change it, cancel and vote again.`, 'cancel'),
      no_balance: () =>
        refused(`You hold no ${symbol || 'tokens of this token'}, so you have nothing to vote with.`),
      below_minimum: ({ balance, minimum }) =>
        refused(
          `You hold ${tokenAmount(balance, symbol)}; a vote locks at least ${tokenAmount(minimum, symbol)}.`,
        ),
    },
    ({ minimum, balance }) => {
      const range =
        balance === null
          ? `at least ${tokenAmount(minimum, symbol)}`
          : `from ${tokenAmount(minimum, symbol)} up to the ${tokenAmount(balance, symbol)} you hold`;
      return { label: 'Vote', hint: `Lock ${range} until the proposal is settled.` };
    },
  );
}

export function cancelAvailability(input: AvailabilityInput): Availability {
  return written(
    cancelDecision(input),
    'to cancel your vote',
    {
      vote_pending: () =>
        refused('Your vote is waiting for confirmation; it can be cancelled once confirmed.'),
      no_active_vote: ({ cancelled }) =>
        refused(
          cancelled ? 'You cancelled your vote; nothing to cancel.' : 'You have no active vote to cancel.',
        ),
      voting_ended: () => refused(`${endedOn(input)}, so your vote can no longer be cancelled.`),
    },
    ({ vote }) => ({
      label: 'Cancel or change my vote',
      hint: `Your ${tokenAmount(vote.amount, input.symbol)} stay locked until settlement.`,
    }),
  );
}

export function withdrawAvailability(input: AvailabilityInput): Availability {
  const { symbol } = input;
  return written(
    withdrawDecision(input),
    'to withdraw',
    {
      not_voted: () => refused('You did not vote on this proposal, so nothing is locked.'),
      already_withdrawn: ({ withdrawn }) =>
        refused(`Nothing to withdraw: your ${tokenAmount(withdrawn, symbol)} were already returned.`),
      voting_open: ({ secondsLeft }) =>
        refused(
          `Withdraw after the proposal is settled; voting is still open for ${formatDuration(secondsLeft)}.`,
        ),
      awaiting_settlement: () =>
        refused('Withdraw after the proposal is settled. Settle it first; anyone can.', 'settle'),
    },
    ({ locked }) => ({
      label: `Withdraw ${tokenAmount(locked, symbol)}`,
      hint: `Settled — withdraw your locked ${tokenAmount(locked, symbol)}.`,
    }),
  );
}

const AFTER_SETTLEMENT =
  'Available once the proposal is settled: then anyone can return a voter’s locked tokens to them.';

/** Withdrawing another voter's tokens (through `voter`): possible for anyone once the proposal is settled. */
export function withdrawForOtherAvailability(input: AvailabilityInput): Availability {
  return written(
    withdrawForOtherDecision(input),
    'to withdraw for another wallet',
    {
      voting_open: () => refused(AFTER_SETTLEMENT),
      awaiting_settlement: () => refused(AFTER_SETTLEMENT, 'settle'),
    },
    () => ({
      label: 'Withdraw for this wallet',
      hint: 'Returns the tokens a voter locked on this proposal to that voter; you pay the fees.',
    }),
  );
}

export function settleAvailability(input: AvailabilityInput): Availability {
  return written(
    settleDecision(input),
    'to settle it',
    {
      voting_open: ({ secondsLeft }) =>
        refused(
          `Voting is still open for ${formatDuration(secondsLeft)}; it can be settled once voting ends.`,
        ),
      settled: ({ phase }) => refused(`Already settled: ${SETTLED_WORDS[phase]}.`),
    },
    () => ({
      label: 'Settle this proposal',
      hint: 'Settle this proposal — anyone can; it applies the result.',
    }),
  );
}

export type ActionKind = 'vote' | 'cancel' | 'withdraw' | 'settle';
