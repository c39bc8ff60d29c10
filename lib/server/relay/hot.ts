import 'server-only';
import { securityHeadersFor } from '../http/response-headers';
import { servedText } from '../read-model';
import { relayRoute } from './route';

// The hot reads, served by the production server's front door (scripts/front.mjs) without Next's router:
// the governance read and a proposal's voter list, which the read model answers from memory for every
// viewer. They go through the same route wrapper and relay as /api/partner/v1/* (session, read model,
// errors in the spec's shape, one log line) and get the same security headers as proxy.ts gives every
// API answer; what Next's router adds for a route handler (about 2 ms of a request) is left out. Anything
// else, and any request this cannot read, goes on to Next.

const PREFIX = '/api/partner/v1/';
const HOT = /^\/api\/partner\/v1\/governance\/(?:[^/]+|proposals\/[^/]+\/votes)$/;

/** The path's segments after the prefix, decoded as Next decodes a catch-all; null when one does not decode. */
function segments(pathname: string): string[] | null {
  try {
    return pathname.slice(PREFIX.length).split('/').map(decodeURIComponent);
  } catch {
    return null;
  }
}

/** A hot read's answer as the front door writes it. */
export type HotAnswer = { status: number; headers: Headers; body: string | Uint8Array };

/** The answer to a hot read, or null when `request` is not one (the front door then hands it to Next). */
export async function hotRead(request: Request): Promise<HotAnswer | null> {
  if (request.method !== 'GET') return null;
  const { pathname } = new URL(request.url);
  const path = HOT.test(pathname) ? segments(pathname) : null;
  if (!path) return null;
  const response = await relayRoute(request, { params: Promise.resolve({ path }) });
  for (const [name, value] of Object.entries(securityHeadersFor(request, pathname)))
    response.headers.set(name, value);
  // The read model's answers keep their text; only another answer (an error) is read from its stream.
  const body = servedText(response) ?? new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, body };
}

/** Where the front door finds `hotRead` (instrumentation.ts puts it there when the server starts). */
export const HOT_READ_KEY = Symbol.for('dashboard.hotRead');
