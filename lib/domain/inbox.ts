import type { WindowState } from './governance';
import { windowState } from './governance';
import { toBigInt } from './int';
import type { PassRuleGovernance, PassRuleResult } from './pass-rule';
import { proposalState, type ProposalStateInput } from './proposal-state';
import { bondState } from './proposing';

// The inbox's rules: what a followed token's change means for one wallet. The watcher reads each token
// once for everyone (its governance, and its proposals' shared vote lists), keeps the snapshot it saw last,
// and asks these rules, per follower, which events the change raises. Each event carries a stable key
// (`kind:proposal` …) under which the store keeps it once per wallet, so raising it again (another
// round, another instance, a restart) changes nothing.

export const INBOX_KINDS = [
  'new_proposal',
  'ends_soon',
  'decided',
  'ready_to_settle',
  'withdrawable',
  'reclaimable',
  'window_closing',
  'write_settled',
] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** A proposal as the watcher keeps it (the governance read's fields the rules need). */
export type WatchedProposal = ProposalStateInput & {
  proposal: string;
  proposer: string;
  proposalIndex: string;
  proposalBondAmount: string;
  proposalBondWithdrawn: boolean;
  createdAtUnix?: string;
};

/** One token's governance as read at one moment. */
export interface TokenSnapshot {
  mint: string;
  /** The chain's time when it was read (unix seconds); absent in snapshots kept before it was recorded. */
  readAtUnix?: string;
  governance: PassRuleGovernance & { creator: string; finalized: boolean; mutableUntilUnix: string };
  proposals: readonly WatchedProposal[];
}

/** A vote as the shared vote list shows it. */
export interface WatchedVote {
  proposal: string;
  voter: string;
  amount: string;
  withdrawn: boolean;
}

/**
 * One proposal's shared vote list: its votes, and whether it may be cut (the list holds at most 200
 * voters, largest stake first: a wallet missing from a full list may still have voted).
 */
export interface VoteList {
  votes: readonly WatchedVote[];
  capped: boolean;
}

/** An event the rules raise for one wallet; `key` makes it once per wallet. */
export interface RaisedEvent {
  key: string;
  kind: InboxKind;
  mint: string | null;
  proposal: string | null;
  /** The moment the event is about (a deadline, a voting end), unix seconds; null when none. */
  atUnix: bigint | null;
  /** Facts for the sentence (the server words them; amounts as strings of base units). */
  detail: InboxDetail;
}

export type InboxDetail =
  | { kind: 'new_proposal'; proposalIndex: string; endsAtUnix: bigint }
  | { kind: 'ends_soon'; proposalIndex: string; endsAtUnix: bigint; unsure: boolean }
  | {
      kind: 'decided';
      proposalIndex: string;
      passed: boolean;
      rule: PassRuleResult;
      role: 'voter' | 'proposer';
    }
  | { kind: 'ready_to_settle'; proposalIndex: string }
  | { kind: 'withdrawable'; proposalIndex: string; amount: bigint }
  | { kind: 'reclaimable'; proposalIndex: string; amount: bigint }
  | { kind: 'window_closing'; endsAtUnix: bigint; state: WindowState }
  | { kind: 'write_settled'; summary: string; settlement: string; reason: string };

export const DAY_SECONDS = 86_400n;
export const WEEK_SECONDS = 7n * DAY_SECONDS;
/** A token first seen (no earlier snapshot): a proposal decided within this long still raises `decided`. */
export const FIRST_SIGHT_DECIDED_SECONDS = WEEK_SECONDS;

const isSettledPhase = (phase: string) => phase === 'executed' || phase === 'passed' || phase === 'failed';

/**
 * The events a token's change raises for `wallet`: `previous` is the snapshot seen before (null the first
 * time the token is seen), `votes` the shared vote list of each proposal read (by proposal).
 */
export function tokenEvents(
  previous: TokenSnapshot | null,
  current: TokenSnapshot,
  votes: ReadonlyMap<string, VoteList>,
  wallet: string,
  nowUnix: bigint,
): RaisedEvent[] {
  const events: RaisedEvent[] = [];
  const before = new Map((previous?.proposals ?? []).map((p) => [p.proposal, p]));
  const { mint, governance } = current;

  for (const proposal of current.proposals) {
    const id = proposal.proposal;
    const index = proposal.proposalIndex;
    const endsAtUnix = toBigInt(proposal.votingEndsAtUnix);
    const state = proposalState(proposal, governance, nowUnix);
    const list = votes.get(id) ?? null;
    const mine = list?.votes.filter((v) => v.voter === wallet) ?? [];
    const proposer = proposal.proposer === wallet;
    const base = { mint, proposal: id };

    if (state.phase === 'open' && !before.has(id) && !proposer)
      events.push({
        ...base,
        key: `new_proposal:${id}`,
        kind: 'new_proposal',
        atUnix: proposal.createdAtUnix !== undefined ? toBigInt(proposal.createdAtUnix) : null,
        detail: { kind: 'new_proposal', proposalIndex: index, endsAtUnix },
      });

    // Ends within a day and she has not voted: known only from a list read; a full list that does not
    // show her may be hiding her vote ("may need your vote").
    if (state.phase === 'open' && state.secondsLeft <= DAY_SECONDS && list !== null && mine.length === 0)
      events.push({
        ...base,
        key: `ends_soon:${id}`,
        kind: 'ends_soon',
        atUnix: endsAtUnix,
        detail: { kind: 'ends_soon', proposalIndex: index, endsAtUnix, unsure: list.capped },
      });

    if (state.phase === 'awaiting_settlement')
      events.push({
        ...base,
        key: `ready_to_settle:${id}`,
        kind: 'ready_to_settle',
        atUnix: endsAtUnix,
        detail: { kind: 'ready_to_settle', proposalIndex: index },
      });

    if (isSettledPhase(state.phase)) {
      const was = before.get(id);
      const newlyDecided = previous
        ? was === undefined || !was.settled
        : nowUnix - endsAtUnix <= FIRST_SIGHT_DECIDED_SECONDS;
      if (newlyDecided && (proposer || mine.length > 0))
        events.push({
          ...base,
          key: `decided:${id}`,
          kind: 'decided',
          atUnix: endsAtUnix,
          detail: {
            kind: 'decided',
            proposalIndex: index,
            passed: state.phase !== 'failed',
            rule: state.rule,
            role: proposer ? 'proposer' : 'voter',
          },
        });
      const locked = mine.filter((v) => !v.withdrawn).reduce((sum, v) => sum + toBigInt(v.amount), 0n);
      if (locked > 0n)
        events.push({
          ...base,
          key: `withdrawable:${id}`,
          kind: 'withdrawable',
          atUnix: endsAtUnix,
          detail: { kind: 'withdrawable', proposalIndex: index, amount: locked },
        });
    }

    if (proposer && bondState(proposal) === 'reclaimable')
      events.push({
        ...base,
        key: `reclaimable:${id}`,
        kind: 'reclaimable',
        atUnix: endsAtUnix,
        detail: { kind: 'reclaimable', proposalIndex: index, amount: toBigInt(proposal.proposalBondAmount) },
      });
  }

  // Her window as the token's creator closing within a week (a new end, once extended, is a new event).
  if (governance.creator === wallet) {
    const state = windowState(governance, nowUnix);
    const endsAtUnix = toBigInt(governance.mutableUntilUnix);
    if (state === 'mutable' && endsAtUnix - nowUnix <= WEEK_SECONDS)
      events.push({
        key: `window_closing:${mint}:${endsAtUnix}`,
        kind: 'window_closing',
        mint,
        proposal: null,
        atUnix: endsAtUnix,
        detail: { kind: 'window_closing', endsAtUnix, state },
      });
  }
  return events;
}

/** A journal entry of hers whose outcome was not known when she wrote, now settled from the chain. */
export interface SettledWrite {
  id: string;
  wallet: string;
  mint: string | null;
  proposal: string | null;
  summary: string;
  settlement: 'confirmed' | 'failed' | 'not_sent';
  reason: string;
  settledAtUnix: bigint;
}

export function writeSettledEvent(write: SettledWrite): RaisedEvent {
  return {
    key: `write_settled:${write.id}`,
    kind: 'write_settled',
    mint: write.mint,
    proposal: write.proposal,
    atUnix: write.settledAtUnix,
    detail: {
      kind: 'write_settled',
      summary: write.summary,
      settlement: write.settlement,
      reason: write.reason,
    },
  };
}

/** After a voting end, a proposal not yet settled keeps its token due this long (its decision comes). */
export const SETTLING_WATCH_SECONDS = 900n;

/** The moments a snapshot knows at which an event may come due: voting ends and a day before, window ends and a week before. */
function moments(snapshot: TokenSnapshot): bigint[] {
  const at: bigint[] = [];
  for (const p of snapshot.proposals) {
    if (p.settled) continue;
    const ends = toBigInt(p.votingEndsAtUnix);
    at.push(ends - DAY_SECONDS, ends);
  }
  if (!snapshot.governance.finalized) {
    const ends = toBigInt(snapshot.governance.mutableUntilUnix);
    at.push(ends - WEEK_SECONDS, ends);
  }
  return at;
}

/**
 * Whether a token read at `readAtUnix` is due again now for what its snapshot already schedules: the
 * earliest of its moments (a voting end, a day before one, a window end, a week before one) that passed
 * since that read, or a voting end passed within SETTLING_WATCH_SECONDS whose proposal is not settled yet
 * (its decision is looked for every round); null when nothing it knows came due.
 */
export function watchDue(snapshot: TokenSnapshot, readAtUnix: bigint, nowUnix: bigint): bigint | null {
  let due: bigint | null = null;
  const consider = (moment: bigint) => {
    if (due === null || moment < due) due = moment;
  };
  for (const moment of moments(snapshot)) if (moment > readAtUnix && moment <= nowUnix) consider(moment);
  for (const p of snapshot.proposals) {
    const ends = toBigInt(p.votingEndsAtUnix);
    if (!p.settled && ends <= nowUnix && nowUnix - ends <= SETTLING_WATCH_SECONDS) consider(ends);
  }
  return due;
}

/** The next moment a snapshot knows after `nowUnix` (when its token should be read again), or null. */
export function nextWatchMoment(snapshot: TokenSnapshot, nowUnix: bigint): bigint | null {
  let next: bigint | null = null;
  for (const moment of moments(snapshot))
    if (moment > nowUnix && (next === null || moment < next)) next = moment;
  return next;
}

/** Whether a proposal of the token is open for votes (the service takes one at a time per token). */
export function voteOpen(snapshot: TokenSnapshot, nowUnix: bigint): boolean {
  return snapshot.proposals.some((p) => !p.settled && toBigInt(p.votingEndsAtUnix) > nowUnix);
}
