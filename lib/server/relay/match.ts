import 'server-only';
import type { RequestHead } from '../http/request-head';
import { API_PREFIX, endpointPath, matchEndpoint, parseVotesLimit, type Endpoint } from '@/lib/partner';
import { assertQuery } from '../http/query';
import { errorCode, errorResponse } from '../http/respond';

// Which upstream endpoint a request to /api/partner/v1/* means. Only the spec's endpoints and methods
// are forwarded, and the upstream path is rebuilt from the matched template and its checked parameters
// (each encoded as one segment), so no encoded slash, `..` or other trick reaches another path or host.

const OWN_PREFIX = '/api';

export type Target = {
  endpoint: Endpoint;
  params: Record<string, string>;
  /** The path sent upstream: `/partner/v1/...`, with the votes list's `limit` as the only query. */
  upstreamPath: string;
};

export type TargetResult = { ok: true; target: Target } | { ok: false; response: Response };

/**
 * The pathname as the browser sent it (still percent-encoded), without our `/api` prefix. Falls back to
 * the catch-all segments when the URL does not carry the prefix (a rewrite in front of the app).
 */
export function partnerPathname(request: RequestHead, segments: readonly string[]): string {
  const pathname = new URL(request.url).pathname;
  if (pathname.startsWith(`${OWN_PREFIX}${API_PREFIX}`)) return pathname.slice(OWN_PREFIX.length);
  return `${API_PREFIX}${segments.map((segment) => encodeURIComponent(segment)).join('/')}`;
}

/** The endpoint a request is for, or the 404/405 answer (405 with `Allow`). */
export function resolveTarget(request: RequestHead, segments: readonly string[]): TargetResult {
  const match = matchEndpoint(request.method, partnerPathname(request, segments));
  if (!match.ok) {
    const headers = match.status === 405 ? { allow: match.allow.join(', ') } : undefined;
    return { ok: false, response: errorCode(match.error, {}, headers) };
  }
  const { endpoint, params } = match;
  try {
    assertQuery(request, endpoint.key === 'votesList' ? ['limit'] : []);
  } catch (error) {
    return { ok: false, response: errorResponse(error) };
  }
  let upstreamPath = endpointPath(endpoint.key, params);
  if (endpoint.key === 'votesList') {
    const limit = new URL(request.url).searchParams.get('limit');
    if (limit !== null) upstreamPath += `?limit=${parseVotesLimit(limit)}`;
  }
  return { ok: true, target: { endpoint, params, upstreamPath } };
}
