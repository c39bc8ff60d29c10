import { ApiError } from '@/lib/partner';

// The one automatic resend of the dashboard (partner-api.md, Retry rules 2): a trade refused with
// `409 migration_pending` or `409 pool_not_open` was refused before any transaction was built, and the
// proxy gives the Idempotency-Key back for such answers, so the SAME intent (same body, same key) is sent
// again when the wait is over: the upstream still sees the trade at most once. Waits grow from 2 s by
// half each time up to 15 s; after 5 minutes of waiting, or when the person cancels, it stops and the
// last refusal stands (with `venueWait` saying why). Any other answer ends the wait at once.

export const VENUE_CODES: ReadonlySet<string> = new Set(['migration_pending', 'pool_not_open']);

export const VENUE_WAIT = {
  firstDelayMs: 2_000,
  maxDelayMs: 15_000,
  ceilingMs: 5 * 60_000,
} as const;

export interface VenueWaiting {
  code: 'migration_pending' | 'pool_not_open';
  /** Refusals so far. */
  attempt: number;
  /** When the next send goes out (ms, the `now` clock). */
  nextAt: number;
  /** When the wait gives up (ms, the `now` clock). */
  giveUpAt: number;
}

export interface VenueWaitDeps<T> {
  send: () => Promise<T>;
  /** Resolves after `ms`, or rejects as soon as `signal` aborts. */
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  now: () => number;
  /** The wait as it stands before each pause; null once a send goes out. */
  onWait: (waiting: VenueWaiting | null) => void;
  signal: AbortSignal;
}

/** The pause after the `attempt`-th refusal: 2 s, 3 s, 4.5 s, … up to 15 s. */
export function venueDelayMs(attempt: number): number {
  const grown = VENUE_WAIT.firstDelayMs * 1.5 ** Math.max(0, attempt - 1);
  return Math.min(VENUE_WAIT.maxDelayMs, Math.round(grown));
}

function stopped(error: ApiError, venueWait: 'cancelled' | 'gave_up', waitedMs: number): ApiError {
  return new ApiError(error.code, error.status, {
    ...error.body,
    venueWait,
    waitedSeconds: Math.round(waitedMs / 1000),
  });
}

/** Sends, and while the venue refuses, waits and sends the same intent again. Throws the final refusal. */
export async function sendThroughVenueWait<T>(
  deps: VenueWaitDeps<T>,
): Promise<{ value: T; waited: boolean }> {
  const started = deps.now();
  const giveUpAt = started + VENUE_WAIT.ceilingMs;
  let attempt = 0;
  for (;;) {
    deps.onWait(null);
    try {
      return { value: await deps.send(), waited: attempt > 0 };
    } catch (error) {
      if (!(error instanceof ApiError) || !VENUE_CODES.has(error.code)) throw error;
      attempt += 1;
      const delay = venueDelayMs(attempt);
      const now = deps.now();
      if (deps.signal.aborted) throw stopped(error, 'cancelled', now - started);
      if (now + delay > giveUpAt) throw stopped(error, 'gave_up', now - started);
      const code = error.code as VenueWaiting['code'];
      deps.onWait({ code, attempt, nextAt: now + delay, giveUpAt });
      try {
        await deps.sleep(delay, deps.signal);
      } catch {
        deps.onWait(null);
        throw stopped(error, 'cancelled', deps.now() - started);
      }
    }
  }
}

/** A pause the person can cut short. */
export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const id = setTimeout(() => {
      signal.removeEventListener('abort', abort);
      resolve();
    }, ms);
    const abort = () => {
      clearTimeout(id);
      reject(signal.reason);
    };
    signal.addEventListener('abort', abort, { once: true });
  });
}
