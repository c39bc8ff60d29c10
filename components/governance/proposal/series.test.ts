import { describe, expect, it } from 'vitest';
import { stepPath, thresholdLabelBelow } from './chart-geometry';
import { buildVoteSeries, chartCaption, coverageNote, seriesSummary, votePoints } from './series';
import { at, vote } from './test-votes';

const T = 1_000_000n;
const frame = {
  totalSupply: (1_000_000_000n * T).toString(),
  createdAtUnix: at('2027-01-15T08:00:00Z').toString(),
  votingEndsAtUnix: at('2027-01-18T08:00:00Z').toString(),
  nowUnix: at('2027-01-15T09:00:00Z'),
};

describe('buildVoteSeries', () => {
  it('accumulates active votes as cast, in time order, from zero at creation to now', () => {
    const series = buildVoteSeries(
      [
        vote({ amount: (25_000_000n * T).toString(), blockTime: '2027-01-15T08:02:00Z' }),
        vote({ amount: (2_000_000n * T).toString(), blockTime: '2027-01-15T08:01:00Z' }),
        vote({ side: 'no', amount: (9_000_000n * T).toString(), blockTime: '2027-01-15T08:04:00Z' }),
        vote({ amount: (5_000_000n * T).toString(), active: false, blockTime: '2027-01-15T08:06:00Z' }),
      ],
      frame,
    );
    expect(
      series.points.map((p) => [p.tUnix - at('2027-01-15T08:00:00Z'), p.participationBps, p.yesShareBps]),
    ).toEqual([
      [0n, 0n, null],
      [60n, 20n, 10000n],
      [120n, 270n, 10000n],
      [240n, 360n, 7500n],
      [3600n, 360n, 7500n],
    ]);
    expect(votePoints(series).map((p) => p.votes)).toEqual([1, 2, 3]);
    expect(series).toMatchObject({
      counted: 3,
      cancelledExcluded: 1,
      undated: 0,
      listedWeight: 36_000_000n * T,
    });
    expect(series.endUnix).toBe(frame.nowUnix);
  });

  it('groups votes of the same second, skips unreadable times, and stops at the end of voting', () => {
    const series = buildVoteSeries(
      [
        vote({ blockTime: '2027-01-15T08:01:00Z' }),
        vote({ side: 'no', blockTime: '2027-01-15T08:01:00Z' }),
        vote({ blockTime: 'yesterday' }),
      ],
      { ...frame, nowUnix: at('2027-02-01T00:00:00Z') },
    );
    expect(series.points).toHaveLength(3);
    expect(series.points[1]).toMatchObject({ votes: 2, yesShareBps: 5000n });
    expect(series.undated).toBe(1);
    expect(series.endUnix).toBe(at('2027-01-18T08:00:00Z'));
  });

  it('has just the start and end with no votes', () => {
    const series = buildVoteSeries([], frame);
    expect(series.points.map((p) => p.votes)).toEqual([0, 0]);
    expect(seriesSummary(series, { participationBps: 1500n, approvalBps: 6600n })).toBe(
      'No active votes to chart yet.',
    );
  });
});

describe('stepPath', () => {
  it('draws a step line scaled to the frame, skipping leading gaps', () => {
    const f = { startUnix: 0n, endUnix: 100n, maxBps: 1000n, width: 1000, height: 100 };
    expect(
      stepPath(
        [
          { tUnix: 0n, value: null },
          { tUnix: 10n, value: 500n },
          { tUnix: 50n, value: 2000n },
          { tUnix: 100n, value: 2000n },
        ],
        f,
      ),
    ).toBe('M100 50 H500 V0 H1000 V0');
  });
});

describe('seriesSummary and coverageNote', () => {
  const series = buildVoteSeries(
    [
      vote({ amount: (40_000_000n * T).toString() }),
      vote({ side: 'no', amount: (1_000_000n * T).toString() }),
    ],
    frame,
  );

  it('summarises where the lines ended against their thresholds', () => {
    expect(seriesSummary(series, { participationBps: 1500n, approvalBps: 6600n })).toBe(
      'Participation over 2 active votes: from 0% to 4.1% of supply (15% needed). The yes share of the weight cast ended at 97.5% (66% needed).',
    );
  });

  it('says how much of the tally the listed votes cover', () => {
    expect(coverageNote(series, (41_000_000n * T).toString(), 50)).toBeNull();
    expect(coverageNote(series, (82_000_000n * T).toString(), 50)).toBe(
      'Built from the 2 largest active votes listed, which hold 50% of the weight cast. Show 200 in the voter list to include more.',
    );
    expect(coverageNote(series, (82_000_000n * T).toString(), 200)).toMatch(/200 votes at most/);
  });
});

describe('chartCaption', () => {
  it('says how cancelled and undated votes are treated', () => {
    const series = buildVoteSeries([vote(), vote({ active: false }), vote({ blockTime: '' })], frame);
    expect(chartCaption(series)).toBe(
      'Each line counts the active votes listed, from the moment each was cast. 1 cancelled vote is left out of the whole history: the data does not say when a vote was cancelled. 1 vote without a readable time is left out.',
    );
  });
});

describe('thresholdLabelBelow', () => {
  it('puts the label away from the line’s end, inside the chart', () => {
    expect(thresholdLabelBelow(1800n, 1500n, 50)).toBe(true);
    expect(thresholdLabelBelow(400n, 1500n, 50)).toBe(false);
    expect(thresholdLabelBelow(null, 1500n, 50)).toBe(false);
    expect(thresholdLabelBelow(0n, 10000n, 0)).toBe(true);
    expect(thresholdLabelBelow(100n, 0n, 100)).toBe(false);
  });
});
