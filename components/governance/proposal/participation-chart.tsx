import { percent, turnoutPercent, yesPercent } from '@/lib/format';
import { LocalDateTime } from '@/components/ui/local-date-time';
import { stepPath, thresholdLabelBelow, yOf, type PathFrame } from './chart-geometry';
import { votePoints, type SeriesPoint, type VoteSeries } from './series';

const W = 1000;
const H = 100;

type Line = {
  title: string;
  label: string;
  maxBps: bigint;
  thresholdBps: bigint;
  value: (p: SeriesPoint) => bigint | null;
  tone: 'primary' | 'success';
};

/** Participation and yes share over time as step lines with their threshold lines, plus a table alternative. */
export function ParticipationChart({
  series,
  participationMaxBps,
  thresholds,
  summary,
}: {
  series: VoteSeries;
  participationMaxBps: bigint;
  thresholds: { participationBps: bigint; approvalBps: bigint };
  summary: string;
}) {
  const lines: Line[] = [
    {
      title: 'Participation, share of supply',
      label: 'participation',
      maxBps: participationMaxBps,
      thresholdBps: thresholds.participationBps,
      value: (p) => p.participationBps,
      tone: 'primary',
    },
    {
      title: 'Yes share of the weight cast',
      label: 'yes share',
      maxBps: 10_000n,
      thresholdBps: thresholds.approvalBps,
      value: (p) => p.yesShareBps,
      tone: 'success',
    },
  ];
  return (
    <div className="grid gap-5">
      {lines.map((line) => (
        <LineChart key={line.label} series={series} line={line} summary={summary} />
      ))}
      <div className="ml-[3.125rem] flex justify-between gap-4 text-xs text-muted-foreground">
        <span>
          Created <LocalDateTime unix={series.startUnix} />
        </span>
        <span className="text-right">
          <LocalDateTime unix={series.endUnix} />
        </span>
      </div>
      <DataTable series={series} thresholds={thresholds} />
    </div>
  );
}

function LineChart({ series, line, summary }: { series: VoteSeries; line: Line; summary: string }) {
  const frame: PathFrame = {
    startUnix: series.startUnix,
    endUnix: series.endUnix,
    maxBps: line.maxBps,
    width: W,
    height: H,
  };
  const d = stepPath(
    series.points.map((p) => ({ tUnix: p.tUnix, value: line.value(p) })),
    frame,
  );
  const thresholdY = yOf(line.thresholdBps, frame);
  const last = series.points[series.points.length - 1];
  const labelBelow = thresholdLabelBelow(last ? line.value(last) : null, line.thresholdBps, thresholdY);
  const stroke = line.tone === 'primary' ? 'stroke-primary' : 'stroke-success';
  return (
    <div className="grid gap-1.5">
      <p className="text-sm font-medium">{line.title}</p>
      <div className="grid grid-cols-[2.75rem_minmax(0,1fr)] gap-1.5">
        <div
          aria-hidden="true"
          className="flex flex-col justify-between text-right text-xs text-muted-foreground"
        >
          <span className="-translate-y-1/2">{percent(line.maxBps)}</span>
          <span className="translate-y-1/2">0%</span>
        </div>
        <div className="relative h-28 border-b border-l border-border">
          <svg
            role="img"
            aria-label={`Chart of the ${line.label} over time. ${summary}`}
            viewBox={`0 0 ${W} ${H}`}
            preserveAspectRatio="none"
            className="absolute inset-0 size-full overflow-visible"
          >
            <line
              x1={0}
              x2={W}
              y1={thresholdY}
              y2={thresholdY}
              className="stroke-foreground/60"
              strokeWidth={1.5}
              strokeDasharray="6 4"
              vectorEffect="non-scaling-stroke"
            />
            {d ? (
              <path
                d={d}
                fill="none"
                className={stroke}
                strokeWidth={2.5}
                vectorEffect="non-scaling-stroke"
              />
            ) : null}
          </svg>
          <span
            aria-hidden="true"
            className={`absolute right-1 px-1 text-xs text-muted-foreground ${labelBelow ? 'pt-0.5' : '-translate-y-full pb-0.5'}`}
            style={{ top: `${thresholdY}%` }}
          >
            {percent(line.thresholdBps)} needed
          </span>
        </div>
      </div>
    </div>
  );
}

function DataTable({
  series,
  thresholds,
}: {
  series: VoteSeries;
  thresholds: { participationBps: bigint; approvalBps: bigint };
}) {
  const rows = votePoints(series);
  return (
    <div className="sr-only">
      <table>
        <caption>Participation and yes share after each vote</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Active votes counted</th>
            <th scope="col">Participation, share of supply</th>
            <th scope="col">Yes share of the weight cast</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.tUnix.toString()}>
              <td>
                <LocalDateTime unix={p.tUnix} />
              </td>
              <td>{p.votes}</td>
              <td>{turnoutPercent(p.participationBps, thresholds.participationBps)}</td>
              <td>
                {p.yesShareBps === null ? 'none cast' : yesPercent(p.yesShareBps, thresholds.approvalBps)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
