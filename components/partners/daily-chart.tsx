import { useId } from 'react';
import { RowHead, TableHead } from '@/components/ui/table-head';

// A bar chart of one figure per day, drawn as inline SVG on the server (no chart library, no script):
// titled and described for assistive technology, with the same figures in a table beside it.

export type DailyPoint = { day: string; value: bigint };

const WIDTH = 600;
const HEIGHT = 140;

/** The bar's height in the chart's units: exact for bigint values, never taller than the chart. */
function barHeight(value: bigint, max: bigint): number {
  if (max <= 0n || value <= 0n) return 0;
  return Number((value * 10_000n) / max) / (10_000 / HEIGHT);
}

export function DailyChart({
  title,
  points,
  format,
  tone = 'primary',
}: {
  title: string;
  points: readonly DailyPoint[];
  format: (value: bigint) => string;
  tone?: 'primary' | 'success';
}) {
  const id = useId();
  const max = points.reduce((m, p) => (p.value > m ? p.value : m), 0n);
  const total = points.reduce((sum, p) => sum + p.value, 0n);
  const slot = WIDTH / Math.max(points.length, 1);
  const gap = slot > 6 ? 2 : 0;
  const first = points[0]?.day ?? '';
  const last = points.at(-1)?.day ?? '';
  return (
    <figure className="grid gap-2">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-4 text-sm">
        <span className="font-medium">{title}</span>
        <span className="text-muted-foreground tabular-nums">highest day {format(max)}</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="h-36 w-full rounded-md border border-border bg-muted/30"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>
          {`${points.length} days from ${first} to ${last}: ${format(total)} in all, ${format(max)} on the highest day.`}
        </desc>
        {points.map((point, index) => {
          const height = barHeight(point.value, max);
          return height > 0 ? (
            <rect
              key={point.day}
              x={index * slot + gap / 2}
              y={HEIGHT - height}
              width={Math.max(slot - gap, 0.5)}
              height={height}
              className={tone === 'success' ? 'fill-success' : 'fill-primary'}
            >
              <title>{`${point.day}: ${format(point.value)}`}</title>
            </rect>
          ) : null;
        })}
      </svg>
      <div className="flex justify-between text-xs text-muted-foreground tabular-nums" aria-hidden>
        <span>{first}</span>
        <span>{last}</span>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground">{title}, as a table</summary>
        <div className="max-h-64 overflow-auto">
          <table className="mt-2 w-full">
            <caption className="sr-only">{title}, per day</caption>
            <TableHead
              columns={[
                { label: 'Day', className: 'py-1 pr-4 font-medium' },
                { label: title, className: 'py-1 text-right font-medium' },
              ]}
            />
            <tbody>
              {points.map((point) => (
                <tr key={point.day} className="border-t border-border">
                  <RowHead className="py-1 pr-4 text-left font-normal tabular-nums">{point.day}</RowHead>
                  <td className="py-1 text-right tabular-nums">{format(point.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
