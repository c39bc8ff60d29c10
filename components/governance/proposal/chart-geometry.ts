// The chart's geometry: times and basis points to positions in an SVG viewBox (numbers for drawing only).

export interface PathFrame {
  startUnix: bigint;
  endUnix: bigint;
  /** The value at the top of the chart, bps. */
  maxBps: bigint;
  width: number;
  height: number;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** Horizontal position of a time in the frame. Times and bps become numbers for drawing only. */
export function xOf(t: bigint, f: PathFrame): number {
  const span = f.endUnix - f.startUnix;
  return span <= 0n ? 0 : round((Number(t - f.startUnix) / Number(span)) * f.width);
}

export function yOf(bps: bigint, f: PathFrame): number {
  const v = bps > f.maxBps ? f.maxBps : bps < 0n ? 0n : bps;
  return f.maxBps <= 0n ? f.height : round(f.height - (Number(v) / Number(f.maxBps)) * f.height);
}

/**
 * Whether a threshold's label goes below its line: on the side away from where the series ends (so it
 * does not hide the line), unless that would push it out of the chart (`thresholdY` in % of the height).
 */
export function thresholdLabelBelow(
  lastValue: bigint | null,
  thresholdBps: bigint,
  thresholdY: number,
): boolean {
  if (thresholdY < 15) return true;
  if (thresholdY > 85) return false;
  return lastValue !== null && lastValue >= thresholdBps;
}

/** A step line through the points (value holds until the next vote); null values are gaps at the start. */
export function stepPath(points: readonly { tUnix: bigint; value: bigint | null }[], f: PathFrame): string {
  const parts: string[] = [];
  for (const p of points) {
    if (p.value === null) continue;
    const x = xOf(p.tUnix, f);
    const y = yOf(p.value, f);
    parts.push(parts.length === 0 ? `M${x} ${y}` : `H${x} V${y}`);
  }
  return parts.join(' ');
}
