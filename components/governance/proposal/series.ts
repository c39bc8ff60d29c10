// Participation and yes share over time, rebuilt from the listed votes, with the chart's captions.
//
// Decision: the data carries when a vote was cast (`blockTime`) but not when it was cancelled, so the
// series counts only votes that are still active (`active: true`), each from the moment it was cast;
// cancelled votes are left out of the whole history. Withdrawn votes stay in (withdrawal happens after
// settlement and does not change the tally). The list holds at most 200 votes, largest first, so the
// series can miss small votes; `listedWeight` against the proposal's tally says how much it covers.

import { shareBps, toBigInt } from '@/lib/domain';
import { count, percent, shareOf, turnoutPercent, yesPercent } from '@/lib/format';
import type { Vote } from '@/lib/partner';

export interface SeriesPoint {
  tUnix: bigint;
  yes: bigint;
  no: bigint;
  /** Weight cast so far as a share of supply, bps. */
  participationBps: bigint;
  /** Yes share of the weight cast so far, bps; null before anything is cast. */
  yesShareBps: bigint | null;
  /** Active votes counted so far. */
  votes: number;
}

export interface VoteSeries {
  /** The start (zero) at creation, one point per second in which votes were cast, and the end. */
  points: SeriesPoint[];
  startUnix: bigint;
  endUnix: bigint;
  counted: number;
  cancelledExcluded: number;
  /** Votes whose `blockTime` could not be read (left out). */
  undated: number;
  /** Weight of the votes counted, base units. */
  listedWeight: bigint;
}

export interface SeriesFrame {
  totalSupply: string;
  createdAtUnix: string;
  votingEndsAtUnix: string;
  nowUnix: bigint;
}

/** Unix seconds of an ISO 8601 time, or null. (A time, not an amount: Date parsing is fine here.) */
export function unixOf(iso: string): bigint | null {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? BigInt(Math.floor(ms / 1000)) : null;
}

export function buildVoteSeries(votes: readonly Vote[], frame: SeriesFrame): VoteSeries {
  const supply = toBigInt(frame.totalSupply, 'totalSupply');
  const dated: { t: bigint; vote: Vote }[] = [];
  let cancelledExcluded = 0;
  let undated = 0;
  for (const vote of votes) {
    if (!vote.active) cancelledExcluded += 1;
    else {
      const t = unixOf(vote.blockTime);
      if (t === null) undated += 1;
      else dated.push({ t, vote });
    }
  }
  dated.sort((a, b) => (a.t < b.t ? -1 : a.t > b.t ? 1 : 0));

  const created = toBigInt(frame.createdAtUnix, 'createdAtUnix');
  const first = dated[0]?.t;
  const startUnix = first !== undefined && first < created ? first : created;
  const point = (tUnix: bigint, yes: bigint, no: bigint, count: number): SeriesPoint => ({
    tUnix,
    yes,
    no,
    participationBps: shareBps(yes + no, supply),
    yesShareBps: yes + no === 0n ? null : shareBps(yes, yes + no),
    votes: count,
  });

  const points: SeriesPoint[] = [point(startUnix, 0n, 0n, 0)];
  let yes = 0n;
  let no = 0n;
  dated.forEach(({ t, vote }, i) => {
    const amount = toBigInt(vote.amount, 'amount');
    if (vote.side === 'yes') yes += amount;
    else if (vote.side === 'no') no += amount;
    if (dated[i + 1]?.t !== t) points.push(point(t, yes, no, i + 1));
  });

  const ends = toBigInt(frame.votingEndsAtUnix, 'votingEndsAtUnix');
  const last = points[points.length - 1]!;
  let endUnix = frame.nowUnix < ends ? frame.nowUnix : ends;
  if (endUnix < last.tUnix) endUnix = last.tUnix;
  if (endUnix > last.tUnix) points.push({ ...last, tUnix: endUnix });

  return {
    points,
    startUnix,
    endUnix,
    counted: dated.length,
    cancelledExcluded,
    undated,
    listedWeight: yes + no,
  };
}

/** The points where votes were cast (without the zero start and the repeated end), for a table. */
export function votePoints(series: VoteSeries): SeriesPoint[] {
  return series.points.filter((p, i, all) => i > 0 && p.votes !== all[i - 1]?.votes);
}

/** The chart's spoken summary: where participation and the yes share ended, against their thresholds. */
export function seriesSummary(
  series: VoteSeries,
  thresholds: { participationBps: bigint; approvalBps: bigint },
): string {
  const last = series.points[series.points.length - 1];
  if (!last || series.counted === 0) return 'No active votes to chart yet.';
  const votes = count(series.counted, 'active vote');
  const yes =
    last.yesShareBps === null
      ? ''
      : ` The yes share of the weight cast ended at ${yesPercent(last.yesShareBps, thresholds.approvalBps)} (${percent(thresholds.approvalBps)} needed).`;
  return (
    `Participation over ${votes}: from 0% to ${turnoutPercent(last.participationBps, thresholds.participationBps)} of supply ` +
    `(${percent(thresholds.participationBps)} needed).${yes}`
  );
}

/**
 * How much of the tally the chart covers, in words, or null when it covers all of it: the list is the
 * largest votes only, at most 200.
 */
export function coverageNote(series: VoteSeries, participatingSupply: string, limit: number): string | null {
  const tally = toBigInt(participatingSupply, 'participatingSupply');
  if (series.listedWeight >= tally) return null;
  const share = shareOf(series.listedWeight, tally);
  const more =
    limit < 200
      ? ' Show 200 in the voter list to include more.'
      : ' The service lists 200 votes at most, so smaller votes are missing.';
  return `Built from the ${series.counted} largest active votes listed, which hold ${share} of the weight cast.${more}`;
}

/** The chart's caption: how it is built and what it leaves out. */
export function chartCaption(series: VoteSeries): string {
  const parts = ['Each line counts the active votes listed, from the moment each was cast.'];
  if (series.cancelledExcluded > 0)
    parts.push(
      `${series.cancelledExcluded} cancelled ${series.cancelledExcluded === 1 ? 'vote is' : 'votes are'} left out of the whole history: the data does not say when a vote was cancelled.`,
    );
  else parts.push('Cancelled votes are left out: the data does not say when a vote was cancelled.');
  if (series.undated > 0)
    parts.push(
      `${series.undated} ${series.undated === 1 ? 'vote without a readable time is' : 'votes without a readable time are'} left out.`,
    );
  return parts.join(' ');
}
