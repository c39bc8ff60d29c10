import 'server-only';
import type { RequestHead } from './request-head';
import { catalogueError } from '@/lib/partner';

/** Header our browser client sends on every call; a cross-site form cannot set it. */
export const REQUESTED_WITH = 'x-requested-with';

/**
 * Cross-site protection for every non-GET route: the request must come from the app's own origin
 * (`Origin` exactly `scheme://host[:port]`, naming the host in `Host`; `Sec-Fetch-Site` same-origin when
 * the browser sends it) and carry `X-Requested-With`. Anything else is `403 origin_rejected`.
 * `X-Forwarded-Host` plays no part: behind a trusted proxy the front door (scripts/front.mjs) has already
 * put the public host into `Host`, and from anyone else it is just a header the sender chose.
 */
export function assertSameOrigin(request: RequestHead): void {
  const headers = request.headers;
  const host = headers.get('host');
  const fetchSite = headers.get('sec-fetch-site');
  const ok =
    host !== null &&
    originHost(headers.get('origin')) === host.toLowerCase() &&
    (fetchSite === null || fetchSite === 'same-origin') &&
    headers.get(REQUESTED_WITH) !== null;
  if (!ok) throw catalogueError('origin_rejected');
}

/** The host of a serialized origin, or null for anything else (a path, a trailing slash, `null`, …). */
export function originHost(origin: string | null): string | null {
  if (origin === null) return null;
  try {
    const url = new URL(origin);
    if (url.origin !== origin.toLowerCase() || (url.protocol !== 'http:' && url.protocol !== 'https:'))
      return null;
    return url.host;
  } catch {
    return null;
  }
}
