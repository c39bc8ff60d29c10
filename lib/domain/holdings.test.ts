import { describe, expect, it } from 'vitest';
import {
  byUrgency,
  holdingSummary,
  holdingUrgency,
  URGENCY_TIERS,
  type HoldingInput,
  type HoldingSummary,
} from './holdings';
import { DAY, HOUR, ME, NOW, holdingBuilders } from '@/test/support/fixtures/positions';

const { governance, proposal, vote, viewer } = holdingBuilders(NOW + DAY * 3n);

describe('holdingSummary', () => {
  it('says where she stands on each open proposal: voted how much, not voted, cannot vote and why', () => {
    const input: HoldingInput = {
      governance,
      proposals: [
        proposal('p1', { votingEndsAtUnix: String(NOW + 2n * DAY) }),
        proposal('p2', { votingEndsAtUnix: String(NOW + HOUR) }),
      ],
      viewerVotes: [vote('p1', '700', { side: 'no' })],
    };
    const summary = holdingSummary(input, viewer, 1_000n, NOW);
    expect(summary.open.map((l) => [l.proposal, l.status])).toEqual([
      ['p2', { kind: 'not_voted', minimum: 100n }],
      ['p1', { kind: 'voted', side: 'no', amount: 700n }],
    ]);
    expect(summary.locked).toBe(700n);
    expect(summary.withdrawable).toBe(0n);

    const poor = holdingSummary(input, viewer, 50n, NOW);
    expect(poor.open[0]!.status).toEqual({
      kind: 'cannot_vote',
      refusal: { why: 'below_minimum', balance: 50n, minimum: 100n },
    });
    const readOnly = holdingSummary(input, { scopes: [], wallet: ME }, 1_000n, NOW);
    expect(readOnly.open[0]!.status).toMatchObject({ kind: 'cannot_vote', refusal: { why: 'access' } });
  });

  it('counts withdrawable locks, reclaimable bonds, proposals to settle and her window as creator', () => {
    const input: HoldingInput = {
      governance: { ...governance, creator: ME, mutableUntilUnix: String(NOW + 2n * DAY) },
      proposals: [
        proposal('p1', { settled: true, outcome: 'passed', votingEndsAtUnix: String(NOW - DAY) }),
        proposal('p2', {
          proposer: ME,
          settled: true,
          outcome: 'failed',
          votingEndsAtUnix: String(NOW - DAY),
        }),
        proposal('p3', { votingEndsAtUnix: String(NOW - HOUR) }),
      ],
      viewerVotes: [
        vote('p1', '300'),
        vote('p1', '200', { active: false }),
        vote('p3', '50'),
        vote('p1', '900', { withdrawn: true }),
        vote('older', '40'),
      ],
    };
    const summary = holdingSummary(input, viewer, 0n, NOW);
    expect(summary).toMatchObject({
      locked: 590n,
      withdrawable: 500n,
      withdrawFrom: 'p1',
      reclaimable: 500n,
      reclaimFrom: 'p2',
      awaitingSettlement: ['p3'],
      open: [],
      window: { endsAtUnix: NOW + 2n * DAY, state: 'mutable' },
    });
    // Another person's token has no window of hers; a finalized one has none at all.
    expect(holdingSummary({ ...input, governance }, viewer, 0n, NOW).window).toBeNull();
    expect(
      holdingSummary({ ...input, governance: { ...input.governance, finalized: true } }, viewer, 0n, NOW)
        .window,
    ).toBeNull();
  });
});

const summary = (over: Partial<HoldingSummary> = {}): HoldingSummary => ({
  locked: 0n,
  withdrawable: 0n,
  withdrawFrom: null,
  reclaimable: 0n,
  reclaimFrom: null,
  open: [],
  awaitingSettlement: [],
  window: null,
  ...over,
});
const line = (endsAtUnix: bigint, kind: 'not_voted' | 'voted') => ({
  proposal: `p${endsAtUnix}`,
  proposalIndex: '0',
  endsAtUnix,
  status: kind === 'voted' ? { kind, side: 'yes', amount: 1n } : { kind, minimum: 1n },
});

describe('the urgency sort', () => {
  it('puts what needs her action soonest first', () => {
    const rows = [
      { label: 'quiet', urgency: holdingUrgency(summary(), NOW) },
      { label: 'trade only', urgency: holdingUrgency(null, NOW) },
      { label: 'unreadable', urgency: holdingUrgency('unreadable', NOW) },
      {
        label: 'voted, ends in 1 h',
        urgency: holdingUrgency(summary({ open: [line(NOW + HOUR, 'voted')] }), NOW),
      },
      {
        label: 'vote in 3 days',
        urgency: holdingUrgency(summary({ open: [line(NOW + 3n * DAY, 'not_voted')] }), NOW),
      },
      {
        label: 'vote in 2 days',
        urgency: holdingUrgency(summary({ open: [line(NOW + 2n * DAY, 'not_voted')] }), NOW),
      },
      { label: 'withdraw now', urgency: holdingUrgency(summary({ withdrawable: 5n }), NOW) },
      { label: 'settle now', urgency: holdingUrgency(summary({ awaitingSettlement: ['p'] }), NOW) },
      {
        label: 'vote ends in 2 h',
        urgency: holdingUrgency(summary({ open: [line(NOW + 2n * HOUR, 'not_voted')] }), NOW),
      },
      {
        label: 'window closes in 5 h',
        urgency: holdingUrgency(summary({ window: { endsAtUnix: NOW + 5n * HOUR, state: 'mutable' } }), NOW),
      },
      {
        label: 'window closes in 60 days',
        urgency: holdingUrgency(summary({ window: { endsAtUnix: NOW + 60n * DAY, state: 'mutable' } }), NOW),
      },
    ];
    expect(byUrgency(rows).map((r) => r.label)).toEqual([
      'vote ends in 2 h',
      'window closes in 5 h',
      'settle now',
      'withdraw now',
      'vote in 2 days',
      'vote in 3 days',
      'voted, ends in 1 h',
      'unreadable',
      'quiet',
      'window closes in 60 days',
      'trade only',
    ]);
    expect(rows[0]!.urgency).toEqual({ tier: URGENCY_TIERS.quiet, atUnix: null });
  });
});
