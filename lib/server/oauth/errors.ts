import 'server-only';
import { ApiError, parseErrorBody } from '@/lib/partner';

// Failures of the OAuth endpoints as `ApiError`s. Nothing from a request (token, key) and nothing free-
// form from the response (`error_description`, extra fields) reaches an error: only the code, the
// catalogue's wording and `retryAfterSeconds`. A failed connection is the seam's `UpstreamLostError`
// (lib/server/partner/transport.ts).

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
