// One error model end to end: the spec's wire body `{error, message?, action?, retryable?}` (extra
// code-specific fields pass through), the `ApiError` class every layer throws, and the mapping from a
// failed request-schema parse to a spec error code. Free of zod (its schema of the body is in
// error-body.ts), so the browser's first load can carry the class without a schema library.
import type { z } from 'zod';

import { brandedError } from './branded-error';
import {
  catalogueEntry,
  isErrorCode,
  isRetryableClass,
  retryClassForStatus,
  type ErrorCode,
  type RetryClass,
} from './errors-catalogue';

/** The spec's error body; code-specific extra fields pass through. */
export type ErrorBody = {
  error: string;
  message?: string | undefined;
  action?: string | undefined;
  retryable?: boolean | undefined;
  [field: string]: unknown;
};

/** Shape an upstream code must have to be kept as a code (anything else is treated as unreadable). */
const CODE_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;
const WIRE_FIELDS = new Set(['error', 'message', 'action', 'retryable']);

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
   * Build the error for a catalogue code. `extra` adds code-specific wire fields (e.g.
   * `retryAfterSeconds`) and may replace `message` or `action`; `error` and `retryable` always follow
   * the catalogue.
   */
  static from(code: ErrorCode, extra: Record<string, unknown> = {}): ApiError {
    const entry = catalogueEntry(code);
    const body: ErrorBody = {
      ...extra,
      error: code,
      message: typeof extra.message === 'string' ? extra.message : entry.message,
      action: typeof extra.action === 'string' ? extra.action : entry.action,
      retryable: isRetryableClass(entry.retry),
    };
    return new ApiError(code, entry.status, body);
  }

  get retryClass(): RetryClass {
    return isErrorCode(this.code) ? catalogueEntry(this.code).retry : retryClassForStatus(this.status);
  }

  /** Catalogue codes follow their retry class; other codes trust the body, else the status. */
  get retryable(): boolean {
    if (!isErrorCode(this.code) && typeof this.body.retryable === 'boolean') return this.body.retryable;
    return isRetryableClass(this.retryClass);
  }

  /** The spec wire shape, ready to serialise. */
  toBody(): ErrorBody {
    return { ...this.body };
  }
}

function extraFields(json: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(json).filter(([key]) => !WIRE_FIELDS.has(key)));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Turn any upstream error response into an `ApiError`. Text from upstream is never echoed: a known code
 * gets the catalogue's message and action, an unknown code a generic message, and a body without a
 * readable code becomes `500 internal` — except a 429, which the spec allows without a code (per-endpoint
 * limits), and which becomes `rate_limit_exceeded`. Code-specific extra fields are kept.
 */
export function parseErrorBody(status: number, json: unknown): ApiError {
  const code = isObject(json) && typeof json.error === 'string' ? json.error : undefined;
  const httpStatus = Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
  if (!isObject(json) || code === undefined || !CODE_PATTERN.test(code)) {
    if (httpStatus === 429)
      return ApiError.from('rate_limit_exceeded', isObject(json) ? extraFields(json) : {});
    return ApiError.from('internal');
  }
  const extra = extraFields(json);
  if (isErrorCode(code)) {
    const known = ApiError.from(code, extra);
    return new ApiError(code, httpStatus, known.body);
  }
  const retryable =
    typeof json.retryable === 'boolean' ? json.retryable : isRetryableClass(retryClassForStatus(httpStatus));
  const body: ErrorBody = {
    ...extra,
    error: code,
    message: 'The service could not complete this request.',
    action: retryable ? 'Try again in a little while.' : 'Check the details and try again.',
    retryable,
  };
  return new ApiError(code, httpStatus, body);
}

/**
 * The spec error code for a failed request-schema parse: the first issue that names a code (through
 * `params.code`, see `coded` in wire.ts) wins, since it is more specific; otherwise `invalid_input`.
 */
export function firstErrorCode(error: { readonly issues: readonly z.core.$ZodIssue[] }): ErrorCode {
  for (const issue of error.issues) {
    if (issue.code !== 'custom') continue;
    const params: unknown = issue.params;
    const code: unknown = isObject(params) ? params.code : undefined;
    if (typeof code === 'string' && isErrorCode(code)) return code;
  }
  return 'invalid_input';
}
