// One error model end to end: the spec's wire body `{error, message?, action?, retryable?}` (extra
// code-specific fields pass through), the `ApiError` class every layer throws, and the mapping from a
// failed request-schema parse to a spec error code. Free of zod (its schema of the body is in
// error-body.ts) and of the catalogue's sentences (errors-catalogue.ts, for the server and the simulator):
// the browser's first load carries the class, and reads a person's words from the body the server wrote.
import type { z } from 'zod';

import { brandedError } from './branded-error';
import type { ErrorCode, RetryClass } from './errors-catalogue';

/** The spec's error body; code-specific extra fields pass through. */
export type ErrorBody = {
  error: string;
  message?: string | undefined;
  action?: string | undefined;
  retryable?: boolean | undefined;
  [field: string]: unknown;
};

/** Shape an upstream code must have to be kept as a code (anything else is treated as unreadable). */
export const CODE_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;

/**
 * The sentence the server writes for a code the catalogue does not hold (`parseErrorBody`): it says that
 * something failed, not what, so the browser's readers put their own fallback in its place.
 */
export const UNKNOWN_CODE_MESSAGE = 'The service could not complete this request.';

/** The error every layer throws. Recognised by a brand, not by class identity (see `brandedError`). */
export class ApiError extends brandedError('partner-dashboard.ApiError') {
  override readonly name = 'ApiError';
  /** A catalogue code, or a code from upstream the catalogue does not hold. */
  readonly code: ErrorCode | (string & {});
  readonly status: number;
  /** The full wire body, including code-specific extra fields. */
  readonly body: ErrorBody;

  constructor(code: ErrorCode | (string & {}), status: number, body: ErrorBody) {
    super(body.message ?? code);
    this.code = code;
    this.status = status;
    this.body = body;
  }

  /**
   * Whether an identical request could succeed later: the body's `retryable` (the server writes it from the
   * catalogue's retry class, `catalogueError`), else judged by the status alone.
   */
  get retryable(): boolean {
    if (typeof this.body.retryable === 'boolean') return this.body.retryable;
    return isRetryableClass(retryClassForStatus(this.status));
  }

  /** The spec wire shape, ready to serialise. */
  toBody(): ErrorBody {
    return { ...this.body };
  }
}

/**
 * Whether an identical request could succeed later (the wire field `retryable`). True for the 429, 409
 * and transient infrastructure classes, and for `rebuild`: an expired transaction can no longer land, so
 * sending the same request again builds a fresh one without any risk of executing twice.
 */
export function isRetryableClass(retry: RetryClass): boolean {
  return retry !== 'never';
}

/** Retry class of a code the catalogue does not hold, judged by its HTTP status alone. */
export function retryClassForStatus(status: number): RetryClass {
  if (status === 429) return 'after_retry_after';
  if (status === 500 || status === 502 || status === 503) return 'backoff';
  return 'never';
}

/**
 * The sentence and next step a person is shown for an error, as the server wrote them into its body (the
 * catalogue's, or a more precise sentence for the case); null when the body has no such pair, or has only
 * the server's sentence for a code the catalogue does not hold.
 */
export function personWords(error: ApiError): { message: string; action: string } | null {
  const { message, action } = error.body;
  if (typeof message !== 'string' || typeof action !== 'string' || message === UNKNOWN_CODE_MESSAGE)
    return null;
  return { message, action };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The spec error code for a failed request-schema parse: the first issue that names a code (through
 * `params.code`, which only `coded` in wire.ts sets, typed as a catalogue code) wins, since it is more
 * specific; otherwise `invalid_input`.
 */
export function firstErrorCode(error: { readonly issues: readonly z.core.$ZodIssue[] }): ErrorCode {
  for (const issue of error.issues) {
    if (issue.code !== 'custom') continue;
    const params: unknown = issue.params;
    const code: unknown = isObject(params) ? params.code : undefined;
    if (typeof code === 'string' && CODE_PATTERN.test(code)) return code as ErrorCode;
  }
  return 'invalid_input';
}
