import { answerError, ownError } from './errors';

// The browser's client of our own API. Every call carries X-Requested-With (the server refuses writes
// without it) and failures become a typed `ApiError` the UI narrows by `code`.

export const REQUESTED_WITH_HEADER = { 'x-requested-with': 'fetch' } as const;

/** What a request that got no answer at all means: a read failed; a write may or may not have happened. */
export type Unreachable = 'internal' | 'write_outcome_unknown';
export const UNREACHABLE_MESSAGE = 'The dashboard could not be reached. Check your connection.';

/** A 429's wait from its `retry-after` header (delta-seconds) when the body does not name one. */
function withRetryAfter(body: unknown, headers: Headers): unknown {
  const header = Number(headers.get('retry-after'));
  if (!Number.isFinite(header) || header <= 0 || typeof body !== 'object' || body === null) return body;
  return 'retryAfterSeconds' in body ? body : { ...body, retryAfterSeconds: header };
}

export async function apiFetch<T>(
  path: string,
  init: RequestInit = {},
  unreachable: Unreachable = 'internal',
): Promise<T> {
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(REQUESTED_WITH_HEADER)) headers.set(name, value);
  if (typeof init.body === 'string' && !headers.has('content-type'))
    headers.set('content-type', 'application/json');
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers, credentials: 'same-origin' });
  } catch {
    throw ownError(unreachable, { message: UNREACHABLE_MESSAGE });
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw answerError(response.status, withRetryAfter(body, response.headers));
  return body as T;
}

export type ResponseSchemas = typeof import('./response-schemas');

/**
 * The schemas that check our API's answers, loaded on first use rather than with the page. A load that
 * fails is reported like a dashboard that could not be reached; nothing was sent.
 */
export function responseSchemas(): Promise<ResponseSchemas> {
  return import('./response-schemas').catch(() => {
    throw ownError('internal', { message: UNREACHABLE_MESSAGE });
  });
}

/** GET `path` and check the answer with the schema `pick` chooses; the schemas load during the request. */
export async function apiRead<T>(
  path: string,
  pick: (schemas: ResponseSchemas) => { parse: (value: unknown) => T },
): Promise<T> {
  const [schemas, body] = await Promise.all([responseSchemas(), apiFetch<unknown>(path)]);
  return pick(schemas).parse(body);
}
