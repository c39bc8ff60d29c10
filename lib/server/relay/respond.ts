import 'server-only';
import { ApiError, catalogueError, parseErrorBody } from '@/lib/partner';

// The upstream's answer as the browser gets it: a JSON success body passed through untouched, an error
// in the spec's shape through `parseErrorBody` (codes and code-specific fields kept, upstream text never
// echoed), and the rate-limit headers passed on. The same form is what the idempotency store keeps.

export const PASSED_HEADERS = [
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'retry-after',
];
const HEADER_VALUE = /^[\x20-\x7e]{1,64}$/;

export type StoredResponse = { status: number; body: string; headers: Record<string, string> };

export function passedHeaders(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of PASSED_HEADERS) {
    const value = headers.get(name);
    if (value !== null && HEADER_VALUE.test(value)) kept[name] = value;
  }
  return kept;
}

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null;
  } catch {
    return false;
  }
}

export function fromError(error: ApiError, headers: Record<string, string> = {}): StoredResponse {
  return { status: error.status, body: JSON.stringify(error.toBody()), headers };
}

export async function fromUpstream(response: Response): Promise<StoredResponse> {
  const headers = passedHeaders(response.headers);
  const text = await response.text();
  if (response.status >= 200 && response.status < 300) {
    if (isJsonObject(text)) return { status: response.status, body: text, headers };
    return fromError(
      catalogueError('internal', { message: 'The service sent an answer we cannot read.' }),
      headers,
    );
  }
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: parseErrorBody makes it `500 internal`
  }
  return fromError(parseErrorBody(response.status, json), headers);
}

export function toResponse(stored: StoredResponse): Response {
  const headers = new Headers(stored.headers);
  headers.set('content-type', 'application/json');
  headers.set('cache-control', 'no-store');
  return new Response(stored.body, { status: stored.status, headers });
}

/** The error code of a stored answer (null for a success). */
export function codeOf(stored: StoredResponse): string | null {
  if (stored.status < 400) return null;
  try {
    const body: unknown = JSON.parse(stored.body);
    const code = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
    return typeof code === 'string' ? code : 'internal';
  } catch {
    return 'internal';
  }
}

/** A string field (`signature`, `mint`) of a write's success body, when it has one. */
export function successField(stored: StoredResponse, name: 'signature' | 'mint'): string | null {
  if (stored.status >= 300) return null;
  try {
    const body: unknown = JSON.parse(stored.body);
    const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : null;
    return typeof value === 'string' && value.length <= 128 ? value : null;
  } catch {
    return null;
  }
}

/** The `signature` of a write's success body, when it has one. */
export const signatureOf = (stored: StoredResponse): string | null => successField(stored, 'signature');
