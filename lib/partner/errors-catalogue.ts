// The error catalogue: every code of the spec's error tables plus the dashboard's own codes, each with
// its HTTP status, retry class, and plain-language message and action for a person.
import { authErrors } from './catalogue/auth';
import { dashboardErrors } from './catalogue/dashboard';
import { governanceErrors } from './catalogue/governance';
import { infrastructureErrors } from './catalogue/infrastructure';
import { tradingErrors } from './catalogue/trading';
import type { CatalogueEntry, RetryClass } from './catalogue/types';
import { validationErrors } from './catalogue/validation';

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
