// The network's clock as an offset in ms from a machine's own clock: measured the same way by the
// browser (from /api/time or an event stream's push) and by the server rendering a page (from the RPC),
// so that the two agree and the browser keeps the server's figure instead of re-rendering the page for a
// difference that is only rounding.

/** A new measurement replaces the offset only when it differs by at least this much. */
export const CLOCK_DRIFT_MS = 1_000;

/**
 * The offset from one reading of the network's time (whole seconds), sent and received at these local
 * times: the second is taken to fall mid-way through the request, and half-way through the second.
 */
export function offsetFrom(nowUnix: string, sentAtMs: number, receivedAtMs: number): number {
  const networkMs = Number(nowUnix) * 1000 + 500;
  return Math.round(networkMs - (sentAtMs + receivedAtMs) / 2);
}

/** The offset kept: the previous one unless the new measurement drifted by `CLOCK_DRIFT_MS` or more. */
export function keptOffset(previous: string | undefined, next: string): string {
  if (previous === undefined) return next;
  return Math.abs(Number(next) - Number(previous)) >= CLOCK_DRIFT_MS ? next : previous;
}
