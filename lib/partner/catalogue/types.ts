// Shape of one error catalogue entry.

/**
 * How a client may retry, derived from the spec's retry rules:
 * - `after_retry_after`: 429; wait for `retry-after`, then resend (nothing was submitted);
 * - `soon`: 409 venue transitions; wait a few seconds, then resend (nothing was submitted);
 * - `backoff`: transient 500/502/503; exponential backoff with an attempt ceiling (reads only —
 *   writes are never resent automatically, since duplicates cannot be detected);
 * - `rebuild`: the transaction expired before landing, so it can no longer land; a resend builds a new one;
 * - `never`: do not resend unchanged.
 */
export type RetryClass = 'after_retry_after' | 'soon' | 'backoff' | 'rebuild' | 'never';

export type CatalogueEntry = {
  /** HTTP status the code is answered with. */
  status: number;
  retry: RetryClass;
  /** Plain-language statement for a person. */
  message: string;
  /** Suggested next step for a person. */
  action: string;
};
