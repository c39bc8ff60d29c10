import { ApiError, type ErrorBody } from '@/lib/partner';

// The browser's errors: our server's error answers, read as it wrote them (it has already put the
// catalogue's message, action and retryable into each body), and the few errors the browser makes itself
// (no answer, no session, a transaction that failed, an answer it cannot read), with the catalogue's words
// for their codes (errors.test.ts holds them to it). The catalogue itself stays on the server.

type OwnError = { status: number; retryable: boolean; message: string; action: string };

const OWN_ERRORS = {
  internal: {
    status: 500,
    retryable: true,
    message: 'Something went wrong on the service.',
    action: 'Try again in a little while.',
  },
  rate_limit_exceeded: {
    status: 429,
    retryable: true,
    message: 'Too many requests right now. Nothing was submitted.',
    action: 'Wait a moment, then try again.',
  },
  not_connected: {
    status: 401,
    retryable: false,
    message: 'You are not connected.',
    action: 'Connect your account to continue.',
  },
  write_outcome_unknown: {
    status: 504,
    retryable: false,
    message: 'We could not tell whether your request went through.',
    action: 'Check your recent activity before trying again; sending it again could do it twice.',
  },
  tx_failed: {
    status: 422,
    retryable: false,
    message: 'The transaction failed on the network. The network fees were still spent.',
    action: 'Review the details before trying again.',
  },
} as const satisfies Record<string, OwnError>;

export type OwnErrorCode = keyof typeof OWN_ERRORS;

/** The codes the browser makes errors of itself, for errors.test.ts. */
export const OWN_ERROR_CODES = Object.keys(OWN_ERRORS) as OwnErrorCode[];

/**
 * An error the browser makes itself, shaped as the server would write it. `extra` adds code-specific
 * fields (e.g. `signature`) and may replace `message` or `action`.
 */
export function ownError(code: OwnErrorCode, extra: Record<string, unknown> = {}): ApiError {
  const { status, retryable, message, action } = OWN_ERRORS[code];
  return new ApiError(code, status, { message, action, ...extra, error: code, retryable });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Our server's error answer as an `ApiError`, its body kept as written. An answer without a string
 * `error` (a proxy's page, a cut-off body) is `internal`, or `rate_limit_exceeded` for a 429.
 */
export function answerError(status: number, json: unknown): ApiError {
  const httpStatus = Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
  if (!isObject(json) || typeof json.error !== 'string') {
    if (httpStatus !== 429) return ownError('internal');
    return ownError('rate_limit_exceeded', isObject(json) ? extraFields(json) : {});
  }
  return new ApiError(json.error, httpStatus, json as ErrorBody);
}

const WIRE_FIELDS = new Set(['error', 'message', 'action', 'retryable']);

/** A body's code-specific fields (a 429's `retryAfterSeconds`), without its text. */
function extraFields(json: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(json).filter(([key]) => !WIRE_FIELDS.has(key)));
}
