import { describe, expect, it } from 'vitest';
import {
  emptyFilterText,
  filterCounts,
  filterProposals,
  isReadyToSettle,
  needsMyVote,
  newestFirst,
} from './proposal-filters';
import { NOW, PROPOSALS, proposal, vote } from '@/test/support/fixtures/governance';

const settled = proposal(0, { settled: true, votingEndsAtUnix: String(NOW - 10_000n), outcome: 'passed' });
const closed = proposal(1, { votingEndsAtUnix: String(NOW - 60n) });
const open = proposal(2, { votingEndsAtUnix: String(NOW + 600n) });
const endsNow = proposal(3, { votingEndsAtUnix: String(NOW) });
const all = [settled, closed, open, endsNow];

describe('needsMyVote', () => {
  it('is open proposals without an active vote of mine', () => {
    expect(needsMyVote(open, [], NOW)).toBe(true);
    expect(needsMyVote(open, [vote(PROPOSALS[2])], NOW)).toBe(false);
    expect(needsMyVote(closed, [], NOW)).toBe(false);
    expect(needsMyVote(settled, [], NOW)).toBe(false);
  });

  it('counts a cancelled vote as room for a new one, and ignores votes on other proposals', () => {
    expect(needsMyVote(open, [vote(PROPOSALS[2], { active: false })], NOW)).toBe(true);
    expect(needsMyVote(open, [vote(PROPOSALS[0])], NOW)).toBe(true);
  });
});

describe('isReadyToSettle', () => {
  it('is closed and not settled; voting ends exactly at its end time', () => {
    expect(isReadyToSettle(closed, NOW)).toBe(true);
    expect(isReadyToSettle(endsNow, NOW)).toBe(true);
    expect(isReadyToSettle(open, NOW)).toBe(false);
    expect(isReadyToSettle(settled, NOW)).toBe(false);
  });
});

describe('filterProposals and filterCounts', () => {
  it('lists newest first and filters', () => {
    expect(filterProposals(all, 'all', [], NOW).map((p) => p.proposalIndex)).toEqual(['3', '2', '1', '0']);
    expect(filterProposals(all, 'needs_vote', [], NOW)).toEqual([open]);
    expect(filterProposals(all, 'ready_to_settle', [], NOW)).toEqual([endsNow, closed]);
  });

  it('counts each filter', () => {
    expect(filterCounts(all, [], NOW)).toEqual({ all: 4, needs_vote: 1, ready_to_settle: 2 });
    expect(filterCounts(all, [vote(PROPOSALS[2])], NOW)).toEqual({
      all: 4,
      needs_vote: 0,
      ready_to_settle: 2,
    });
    expect(filterCounts([], [], NOW)).toEqual({ all: 0, needs_vote: 0, ready_to_settle: 0 });
  });

  it('orders by index as numbers, not text', () => {
    const list = [proposal(0, { proposalIndex: '9' }), proposal(1, { proposalIndex: '10' })];
    expect(newestFirst(list).map((p) => p.proposalIndex)).toEqual(['10', '9']);
  });

  it('says why a filter is empty', () => {
    expect(emptyFilterText('needs_vote')).toMatch(/Nothing needs your vote/);
    expect(emptyFilterText('ready_to_settle')).toMatch(/Nothing to settle/);
    expect(emptyFilterText('all')).toMatch(/No proposals yet/);
  });
});
