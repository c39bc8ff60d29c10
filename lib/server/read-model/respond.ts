import 'server-only';
import type { Served } from './model';

// A read model answer as HTTP: the upstream's status and body, its ETag (304 to a browser that holds
// it), and the data's age, so the page keeps saying "updated N s ago" about the data, not the request.

/** Whether an `If-None-Match` header names this ETag (a list, weak or strong, or `*`). */
export function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

// The text of the bodies made here, so the front door's hot reads write it without reading the stream.
const texts = new WeakMap<Response, string>();

/** The body of a response `servedResponse` made with one, or undefined for any other. */
export const servedText = (response: Response): string | undefined => texts.get(response);

export function servedResponse(served: Served, request: Request, nowMs = Date.now()): Response {
  const headers = {
    etag: served.etag,
    'cache-control': 'private, no-cache',
    'last-modified': new Date(served.fetchedAt).toUTCString(),
    'x-data-age': String(Math.max(0, Math.floor((nowMs - served.fetchedAt) / 1000))),
  };
  if (served.status === 200 && matches(request.headers.get('if-none-match'), served.etag))
    return new Response(null, { status: 304, headers });
  const response = new Response(served.body, {
    status: served.status,
    headers: { ...headers, 'content-type': 'application/json' },
  });
  texts.set(response, served.body);
  return response;
}
