import 'server-only';
import type { RequestHead } from '../http/request-head';
import type { Served } from './model';

/** What the wire needs of an answer. */
type WireServed = Pick<Served, 'status' | 'body' | 'etag' | 'fetchedAt'>;

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

/** A read model answer as the relay sends it: status, headers and the body's text (none for a 304). */
export type ServedAnswer = { status: number; headers: Record<string, string>; body: string | null };

export function servedAnswer(
  served: WireServed,
  ifNoneMatch: string | null,
  nowMs = Date.now(),
): ServedAnswer {
  const headers: Record<string, string> = {
    etag: served.etag,
    'cache-control': 'private, no-cache',
    'last-modified': new Date(served.fetchedAt).toUTCString(),
    'x-data-age': String(Math.max(0, Math.floor((nowMs - served.fetchedAt) / 1000))),
  };
  if (served.status === 200 && matches(ifNoneMatch, served.etag)) return { status: 304, headers, body: null };
  headers['content-type'] = 'application/json';
  return { status: served.status, headers, body: served.body };
}

export function servedResponse(served: WireServed, request: RequestHead, nowMs = Date.now()): Response {
  const { status, headers, body } = servedAnswer(served, request.headers.get('if-none-match'), nowMs);
  return new Response(body, { status, headers });
}
