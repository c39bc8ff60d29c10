import 'server-only';
import { catalogueEntry, catalogueError, isErrorCode, retryClassForStatus } from '@/lib/partner';
import type { Outcome } from '../journal/journal';
import { codeOf, fromError, signatureOf, successField, type StoredResponse } from './respond';

/** Our own `429 rate_limit_exceeded` when the tier budget is spent: nothing was sent. */
export function budgetExceeded(retryAfterSeconds: number): StoredResponse {
  return fromError(catalogueError('rate_limit_exceeded', { retryAfterSeconds }), {
    'retry-after': String(retryAfterSeconds),
  });
}

/** `504 write_outcome_unknown`: the write may have gone through; the person must not resend blindly. */
export function outcomeUnknown(): StoredResponse {
  return fromError(catalogueError('write_outcome_unknown'));
}

/**
 * Whether an answer proves that nothing was submitted, so the Idempotency-Key is given back and the
 * same intent may be sent again: a 401 (the token was refused), a 429, the 409 venue transitions, and
 * an expired transaction (it can no longer land). Any other answer is kept for the key.
 */
export function nothingSubmitted(stored: StoredResponse): boolean {
  const code = codeOf(stored);
  if (code === null) return false;
  if (stored.status === 401) return true;
  const retry = isErrorCode(code) ? catalogueEntry(code).retry : retryClassForStatus(stored.status);
  return retry === 'after_retry_after' || retry === 'soon' || retry === 'rebuild';
}

/** The journal's outcome for a final answer. */
export function journalOutcome(stored: StoredResponse): Outcome {
  const code = codeOf(stored);
  if (code === 'write_outcome_unknown') return { status: 'outcome_unknown' };
  if (code !== null) return { status: 'failed', error: code, httpStatus: stored.status };
  return {
    status: 'submitted',
    signature: signatureOf(stored),
    httpStatus: stored.status,
    mint: successField(stored, 'mint'),
  };
}
