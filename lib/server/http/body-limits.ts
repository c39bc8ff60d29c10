import 'server-only';
import { API_PREFIX, LIMITS, matchEndpoint } from '@/lib/partner';
import { MULTIPART_BODY_BYTES } from '../relay/multipart-reader';
import { log } from '../log';

// How large a request body each route takes, for the front door (scripts/front.mjs, which refuses a larger
// one before reading it, or cuts it off as it arrives) and for the routes that read bodies themselves (the
// same number, counted again as they read). Every one is below the front door's ceiling,
// MAX_REQUEST_BODY_BYTES, which also caps the copy Next keeps of a body for the proxy (next.config.mjs).

/** The one-time code the widget's frame redeems (POST /api/embed/session). */
export const EMBED_SESSION_BODY_BYTES = 4 * 1024;
/** Everything that reads no body (every page, and the API routes without one): a stray `{}` passes. */
export const NO_BODY_BYTES = 1024;

const RELAY_PREFIX = `/api${API_PREFIX}`;

/** The largest body `method` to `pathname` (the request target's path, not decoded) may carry, in bytes. */
export function bodyLimitFor(method: string, pathname: string): number {
  if (pathname.startsWith(RELAY_PREFIX)) {
    const match = matchEndpoint(method, pathname.slice('/api'.length));
    if (match.ok && match.endpoint.body === 'multipart') return MULTIPART_BODY_BYTES;
    if (match.ok && match.endpoint.body === 'json') return LIMITS.jsonBodyBytes;
    return NO_BODY_BYTES;
  }
  if (pathname === '/api/embed/session') return EMBED_SESSION_BODY_BYTES;
  return NO_BODY_BYTES;
}

/** The one log line of a body the front door refused with 413. */
export function logRefusedBody(entry: {
  method: string;
  path: string;
  status: number;
  limit: number;
  declared: number | null;
}): void {
  log.warn(entry, 'request body refused at the front door');
}
