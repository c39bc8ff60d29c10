// The error catalogue: every code of the spec's error tables plus the dashboard's own codes, each with
// its HTTP status, retry class, and plain-language message and action for a person; and the errors built
// from it. Only the server and the simulator import this module: they write the catalogue's words into
// every error body, and the browser reads them from there (an eslint rule keeps the sentences out of the
// browser's bundles; the class itself is in errors.ts).
import { authErrors } from './catalogue/auth';
import { dashboardErrors } from './catalogue/dashboard';
import { governanceErrors } from './catalogue/governance';
import { infrastructureErrors } from './catalogue/infrastructure';
import { tradingErrors } from './catalogue/trading';
import type { CatalogueEntry, RetryClass } from './catalogue/types';
import { validationErrors } from './catalogue/validation';
import {
  ApiError,
  CODE_PATTERN,
  isRetryableClass,
  retryClassForStatus,
  UNKNOWN_CODE_MESSAGE,
  type ErrorBody,
} from './errors';

export type { CatalogueEntry, RetryClass };

export const ERROR_CATALOGUE = {
  ...authErrors,
  ...tradingErrors,
  ...governanceErrors,
  ...validationErrors,
  ...infrastructureErrors,
  ...dashboardErrors,
} as const satisfies Record<string, CatalogueEntry>;

/** Every error code the dashboard knows. Upstream may send others; those stay plain strings. */
export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERROR_CATALOGUE, value);
}

export function catalogueEntry(code: ErrorCode): CatalogueEntry {
  return ERROR_CATALOGUE[code];
}

/**
 * The error for a catalogue code, with the catalogue's status and words. `extra` adds code-specific wire
 * fields (e.g. `retryAfterSeconds`) and may replace `message` or `action`; `error` and `retryable` always
 * follow the catalogue.
 */
export function catalogueError(code: ErrorCode, extra: Record<string, unknown> = {}): ApiError {
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

/** How a client may retry an error: its code's class in the catalogue, else judged by its status. */
export function retryClassOf(error: ApiError): RetryClass {
  return isErrorCode(error.code) ? catalogueEntry(error.code).retry : retryClassForStatus(error.status);
}

const WIRE_FIELDS = new Set(['error', 'message', 'action', 'retryable']);

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
      return catalogueError('rate_limit_exceeded', isObject(json) ? extraFields(json) : {});
    return catalogueError('internal');
  }
  const extra = extraFields(json);
  if (isErrorCode(code)) {
    const known = catalogueError(code, extra);
    return new ApiError(code, httpStatus, known.body);
  }
  const retryable =
    typeof json.retryable === 'boolean' ? json.retryable : isRetryableClass(retryClassForStatus(httpStatus));
  const body: ErrorBody = {
    ...extra,
    error: code,
    message: UNKNOWN_CODE_MESSAGE,
    action: retryable ? 'Try again in a little while.' : 'Check the details and try again.',
    retryable,
  };
  return new ApiError(code, httpStatus, body);
}
