import { formatDuration } from '@/lib/format';
import { ApiError } from '@/lib/partner';

// Two troubles a person must tell apart, in reads and writes alike: the service is busy (429: wait the
// seconds it names, then the same request goes through) and the service is down (502/503: nobody knows
// for how long, so no countdown is shown, only "try again later").

export type ServiceTrouble = { kind: 'busy'; seconds: number | null } | { kind: 'down' };

/** The wait a 429 names (`retryAfterSeconds`, from the body or the `retry-after` header), whole seconds. */
export function retryAfterSeconds(error: ApiError): number | null {
  const value = error.body.retryAfterSeconds;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
}

export function serviceTrouble(error: unknown): ServiceTrouble | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 429) return { kind: 'busy', seconds: retryAfterSeconds(error) };
  if (error.status === 502 || error.status === 503) return { kind: 'down' };
  return null;
}

/** "The service is busy; try again in 12 seconds." counting down; once the wait is over, that it may be retried. */
export function busySentence(secondsLeft: number | null): string {
  if (secondsLeft === null) return 'The service is busy; try again in a moment.';
  if (secondsLeft <= 0) return 'The service was busy; you can try again now.';
  return `The service is busy; try again in ${formatDuration(secondsLeft)}.`;
}

export const DOWN_SENTENCE = 'The service is down right now; try again later.';

/** The trouble in one sentence, with `secondsLeft` of the wait when it is counted down on screen. */
export function troubleSentence(
  trouble: ServiceTrouble,
  secondsLeft = trouble.kind === 'busy' ? trouble.seconds : null,
) {
  return trouble.kind === 'busy' ? busySentence(secondsLeft) : DOWN_SENTENCE;
}

/**
 * The session behind this tab has ended (its cookie's session is gone, or the refresh failed): only
 * connecting again helps, so the page offers that in place instead of "Try again".
 */
export function sessionEnded(error: unknown): boolean {
  return error instanceof ApiError && SESSION_ENDED.has(error.code);
}

const SESSION_ENDED = new Set(['not_connected', 'needs_reconnect', 'invalid_token']);

export const SESSION_ENDED_SENTENCE = 'Your session has ended.';
