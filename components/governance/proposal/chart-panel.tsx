import * as React from 'react';
import { Card, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { Governance, Proposal, Vote } from '@/lib/partner';
import { ParticipationChart } from './participation-chart';
import { buildVoteSeries, chartCaption, coverageNote, seriesSummary } from './series';
import { participationScaleBps } from './verdict';

// The chart's drawing code comes with this panel's, which the proposal page loads when the panel is
// needed (scrolled to), not with the page.

type Props = {
  proposal: Proposal;
  governance: Governance;
  /** The voter list as read: its votes (undefined until read), the size asked for, and why it failed. */
  listed: { votes: Vote[] | undefined; limit: number; error: string | null };
  nowUnix: bigint;
};

/**
 * The chart is redrawn when the clock has moved by 1/400 of the voting period (a fraction of a pixel on
 * the widest chart) rather than on every second's tick: its series and the table of every vote are the
 * costliest part of the page to render.
 */
function sameChart(before: Props, after: Props): boolean {
  const span = BigInt(after.proposal.votingEndsAtUnix) - BigInt(after.proposal.createdAtUnix);
  const step = span / 400n > 1n ? span / 400n : 1n;
  const moved = after.nowUnix - before.nowUnix;
  return (
    before.proposal === after.proposal &&
    before.governance === after.governance &&
    before.listed === after.listed &&
    moved < step &&
    moved > -step
  );
}

/** Participation and the yes share over time, rebuilt from the loaded votes. */
export const ChartPanel = React.memo(function ChartPanel(props: Props) {
  return (
    <Card aria-labelledby="chart-title" className="grid gap-4">
      <CardTitle id="chart-title">Over time</CardTitle>
      <ChartBody {...props} />
    </Card>
  );
}, sameChart);

function ChartBody({ proposal, governance, listed, nowUnix }: Props) {
  const { votes, limit, error } = listed;
  if (votes === undefined) {
    if (error) return <p className="text-sm">The votes could not be read, so there is no chart. {error}</p>;
    return <Skeleton className="h-64" />;
  }
  const series = buildVoteSeries(votes, {
    totalSupply: governance.totalSupply,
    createdAtUnix: proposal.createdAtUnix,
    votingEndsAtUnix: proposal.votingEndsAtUnix,
    nowUnix,
  });
  if (series.counted === 0)
    return (
      <p className="text-sm text-muted-foreground">No active votes yet, so there is nothing to chart.</p>
    );
  const thresholds = {
    participationBps: BigInt(governance.minParticipatingSupplyBps),
    approvalBps: BigInt(governance.approvalBps),
  };
  const maxParticipation = series.points.reduce(
    (m, p) => (p.participationBps > m ? p.participationBps : m),
    0n,
  );
  const coverage = coverageNote(series, proposal.participatingSupply, limit);
  return (
    <figure className="grid gap-4">
      <ParticipationChart
        series={series}
        participationMaxBps={participationScaleBps(thresholds.participationBps, maxParticipation)}
        thresholds={thresholds}
        summary={seriesSummary(series, thresholds)}
      />
      <figcaption className="grid gap-1 text-xs text-muted-foreground">
        <span>{chartCaption(series)} Dashed lines mark the thresholds.</span>
        {coverage ? <span className="font-medium text-foreground">{coverage}</span> : null}
      </figcaption>
    </figure>
  );
}
