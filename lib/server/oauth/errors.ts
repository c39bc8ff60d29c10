import 'server-only';
import { ApiError, parseErrorBody } from '@/lib/partner';

// Failures of the OAuth endpoints as `ApiError`s. Nothing from a request (token, key) and nothing free-
// form from the response (`error_description`, extra fields) reaches an error: only the code, the
// catalogue's wording and `retryAfterSeconds`.

/** Connection failures that prove the request never reached the service. */
const NOT_SENT = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** `fetch` itself failed. `sent` is false only when the request certainly never reached the service. */
export class TransportError extends Error {
  override readonly name = 'TransportError';

  constructor(readonly sent: boolean) {
    super(sent ? 'The connection to the service failed mid-request.' : 'The service could not be reached.');
  }
}

function causeCode(error: unknown): string | undefined {
  const cause = error instanceof Error ? error.cause : undefined;
  if (typeof cause !== 'object' || cause === null || !('code' in cause)) return undefined;
  return typeof cause.code === 'string' ? cause.code : undefined;
}

export function transportError(error: unknown): TransportError {
  const code = causeCode(error);
  return new TransportError(!(code !== undefined && NOT_SENT.has(code)));
}

/** `retry-after` in seconds (delta-seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header.trim()) : (Date.parse(header) - now) / 1000;
  return Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : undefined;
}

/** The `ApiError` for a non-2xx answer of a token or revoke endpoint. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  }
  const parsed = parseErrorBody(response.status, json);
  const { error, message, action, retryable } = parsed.body;
  const fromBody = parsed.body.retryAfterSeconds;
  const retryAfter =
    typeof fromBody === 'number' && fromBody >= 0
      ? fromBody
      : retryAfterSeconds(response.headers.get('retry-after'));
  return new ApiError(parsed.code, parsed.status, {
    error,
    message,
    action,
    retryable,
    ...(retryAfter === undefined ? {} : { retryAfterSeconds: retryAfter }),
  });
}
