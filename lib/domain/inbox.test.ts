import { describe, expect, it } from 'vitest';
import {
  nextWatchMoment,
  SETTLING_WATCH_SECONDS,
  tokenEvents,
  voteOpen,
  watchDue,
  writeSettledEvent,
  type TokenSnapshot,
  type VoteList,
  type WatchedProposal,
} from './inbox';
import { DAY, GOVERNANCE, HOUR, ME, NOW, OTHER, openProposal } from '@/test/support/fixtures/positions';

const MINT = 'Mint111111111111111111111111111111111111111';

const governance: TokenSnapshot['governance'] = GOVERNANCE;

function proposal(id: string, over: Partial<WatchedProposal> = {}): WatchedProposal {
  return { ...openProposal(id, NOW + 3n * DAY), createdAtUnix: String(NOW - HOUR), ...over };
}

const snap = (
  proposals: WatchedProposal[],
  over: Partial<TokenSnapshot['governance']> = {},
): TokenSnapshot => ({
  mint: MINT,
  governance: { ...governance, ...over },
  proposals,
});

const vote = (proposal: string, voter: string, amount = '1000', withdrawn = false) => ({
  proposal,
  voter,
  amount,
  withdrawn,
});

const lists = (entries: [string, VoteList][]) => new Map(entries);
const kinds = (events: { kind: string }[]) => events.map((e) => e.kind).sort();

describe('tokenEvents', () => {
  it('raises a new proposal once it appears, not for her own, nor for one already seen', () => {
    const before = snap([proposal('P1')]);
    const after = snap([proposal('P1'), proposal('P2'), proposal('P3', { proposer: ME })]);
    const events = tokenEvents(before, after, new Map(), ME, NOW);
    expect(events.map((e) => e.key)).toEqual(['new_proposal:P2']);
    expect(events[0]).toMatchObject({ mint: MINT, proposal: 'P2', atUnix: NOW - HOUR });
  });

  it('raises every open proposal of a token seen for the first time (kept once by its key)', () => {
    const events = tokenEvents(null, snap([proposal('P1'), proposal('P2')]), new Map(), ME, NOW);
    expect(events.map((e) => e.key)).toEqual(['new_proposal:P1', 'new_proposal:P2']);
  });

  it('warns of a vote ending within a day that she has not cast, and is unsure past the list cap', () => {
    const current = snap([
      proposal('P1', { votingEndsAtUnix: String(NOW + 2n * HOUR) }),
      proposal('P2', { votingEndsAtUnix: String(NOW + 2n * HOUR) }),
      proposal('P3', { votingEndsAtUnix: String(NOW + 2n * DAY) }),
      proposal('P4', { votingEndsAtUnix: String(NOW + 2n * HOUR) }),
    ]);
    const votes = lists([
      ['P1', { votes: [vote('P1', OTHER)], capped: false }],
      ['P2', { votes: [vote('P2', ME)], capped: false }],
      ['P3', { votes: [], capped: false }],
      ['P4', { votes: [vote('P4', OTHER)], capped: true }],
    ]);
    const ends = tokenEvents(current, current, votes, ME, NOW).filter((e) => e.kind === 'ends_soon');
    expect(ends.map((e) => [e.key, e.detail.kind === 'ends_soon' && e.detail.unsure])).toEqual([
      ['ends_soon:P1', false],
      ['ends_soon:P4', true],
    ]);
    // No vote list read: nothing is claimed.
    expect(tokenEvents(current, current, new Map(), ME, NOW).some((e) => e.kind === 'ends_soon')).toBe(false);
  });

  it('raises ready to settle once voting ended and nobody settled', () => {
    const current = snap([proposal('P1', { votingEndsAtUnix: String(NOW - 10n) })]);
    expect(kinds(tokenEvents(current, current, new Map(), ME, NOW))).toEqual(['ready_to_settle']);
  });

  it('tells her voter and proposer that a proposal was decided, with the pass rule', () => {
    const open = proposal('P1', { votingEndsAtUnix: String(NOW - 10n) });
    const settled = { ...open, settled: true, outcome: 'passed', yesVotes: '1000', participatingVoters: 1 };
    const votes = lists([['P1', { votes: [vote('P1', ME, '1000')], capped: false }]]);
    const events = tokenEvents(snap([open]), snap([settled]), votes, ME, NOW);
    expect(kinds(events)).toEqual(['decided', 'withdrawable']);
    const decided = events.find((e) => e.kind === 'decided')!;
    expect(decided.detail).toMatchObject({ kind: 'decided', passed: true, role: 'voter' });
    expect(events.find((e) => e.kind === 'withdrawable')!.detail).toMatchObject({ amount: 1000n });

    // Someone who neither voted nor proposed hears nothing of it.
    expect(tokenEvents(snap([open]), snap([settled]), votes, OTHER + 'x', NOW)).toEqual([]);
    // The proposer is told too, with her bond to reclaim; a failed proposal says so.
    const failed = { ...settled, outcome: 'failed', proposer: ME };
    const mine = tokenEvents(snap([open]), snap([failed]), new Map(), ME, NOW);
    expect(kinds(mine)).toEqual(['decided', 'reclaimable']);
    expect(mine[0]!.detail).toMatchObject({ passed: false, role: 'proposer' });
  });

  it('does not raise old decisions of a token first seen, nor a decision seen settled before', () => {
    const old = proposal('P1', {
      votingEndsAtUnix: String(NOW - 30n * DAY),
      settled: true,
      outcome: 'failed',
    });
    const votes = lists([['P1', { votes: [vote('P1', ME, '5', true)], capped: false }]]);
    expect(tokenEvents(null, snap([old]), votes, ME, NOW)).toEqual([]);
    expect(tokenEvents(snap([old]), snap([old]), votes, ME, NOW)).toEqual([]);
    const recent = { ...old, votingEndsAtUnix: String(NOW - DAY) };
    expect(kinds(tokenEvents(null, snap([recent]), votes, ME, NOW))).toEqual(['decided']);
  });

  it('warns the creator of her window closing within a week, keyed by its end', () => {
    const closing = snap([], { creator: ME, mutableUntilUnix: String(NOW + 6n * DAY) });
    const [event] = tokenEvents(null, closing, new Map(), ME, NOW);
    expect(event).toMatchObject({ kind: 'window_closing', key: `window_closing:${MINT}:${NOW + 6n * DAY}` });
    expect(
      tokenEvents(
        null,
        snap([], { creator: ME, mutableUntilUnix: String(NOW + 8n * DAY) }),
        new Map(),
        ME,
        NOW,
      ),
    ).toEqual([]);
    expect(tokenEvents(null, snap([], { creator: ME, finalized: true }), new Map(), ME, NOW)).toEqual([]);
    expect(tokenEvents(null, closing, new Map(), OTHER, NOW)).toEqual([]);
  });
});

describe('writeSettledEvent', () => {
  it('keys a settled write by its journal entry', () => {
    const event = writeSettledEvent({
      id: '42',
      wallet: ME,
      mint: MINT,
      proposal: null,
      summary: 'Buy 1 SOL',
      settlement: 'confirmed',
      reason: 'found on chain',
      settledAtUnix: NOW,
    });
    expect(event).toMatchObject({ key: 'write_settled:42', kind: 'write_settled', mint: MINT, atUnix: NOW });
  });
});

describe('watchDue', () => {
  const at = (ends: bigint, over: Partial<WatchedProposal> = {}) =>
    snap([proposal('P', { votingEndsAtUnix: String(ends), ...over })], { finalized: true });

  it('is due at a voting end that passed since the last read, not before it', () => {
    expect(watchDue(at(NOW - 5n), NOW - 60n, NOW)).toBe(NOW - 5n);
    expect(watchDue(at(NOW + 10n * 60n), NOW - 60n, NOW)).toBeNull(); // ends within the hour: not yet
  });

  it('is due a day before a voting end and a week before a window end, once each since the last read', () => {
    expect(watchDue(at(NOW + DAY - 30n), NOW - 60n, NOW)).toBe(NOW - 30n);
    expect(watchDue(at(NOW + DAY - 30n), NOW - 10n, NOW)).toBeNull(); // read since it came due
    const window = snap([], { finalized: false, mutableUntilUnix: String(NOW + 7n * DAY - 20n) });
    expect(watchDue(window, NOW - 60n, NOW)).toBe(NOW - 20n);
    expect(watchDue(window, NOW - 5n, NOW)).toBeNull();
  });

  it('keeps an ended proposal not yet settled due every round for a while, then lets it go', () => {
    expect(watchDue(at(NOW - 100n), NOW - 5n, NOW)).toBe(NOW - 100n);
    expect(watchDue(at(NOW - SETTLING_WATCH_SECONDS - 1n), NOW - 5n, NOW)).toBeNull();
    expect(watchDue(at(NOW - 100n, { settled: true }), NOW - 500n, NOW)).toBeNull();
  });
});

describe('nextWatchMoment', () => {
  it('is the nearest known moment ahead: a voting end, a day before it, a window end, a week before it', () => {
    const p = proposal('P', { votingEndsAtUnix: String(NOW + 2n * HOUR) });
    expect(nextWatchMoment(snap([p], { finalized: true }), NOW)).toBe(NOW + 2n * HOUR);
    const far = proposal('F', { votingEndsAtUnix: String(NOW + 2n * DAY) });
    expect(nextWatchMoment(snap([far], { finalized: true }), NOW)).toBe(NOW + DAY);
    const window = snap([], { finalized: false, mutableUntilUnix: String(NOW + 8n * DAY) });
    expect(nextWatchMoment(window, NOW)).toBe(NOW + DAY);
    expect(nextWatchMoment(snap([proposal('S', { settled: true })], { finalized: true }), NOW)).toBeNull();
  });
});

describe('voteOpen', () => {
  it('is whether a proposal is open for votes: not one ended, nor one settled', () => {
    const at = (ends: bigint, settled = false) =>
      snap([proposal('P', { votingEndsAtUnix: String(ends), settled })], { finalized: true });
    expect(voteOpen(at(NOW + 60n), NOW)).toBe(true);
    expect(voteOpen(at(NOW - 60n), NOW)).toBe(false);
    expect(voteOpen(at(NOW + 60n, true), NOW)).toBe(false);
    expect(voteOpen(snap([], { finalized: true }), NOW)).toBe(false);
  });
});
