import 'server-only';
import { ApiError } from '@/lib/partner';

/** Header our browser client sends on every call; a cross-site form cannot set it. */
export const REQUESTED_WITH = 'x-requested-with';

/**
 * Cross-site protection for every non-GET route: the request must come from the app's own origin
 * (`Origin` equal to the host it was sent to, `Sec-Fetch-Site` same-origin when the browser sends it)
 * and carry `X-Requested-With`. Anything else is `403 origin_rejected`.
 */
export function assertSameOrigin(request: Request): void {
  const headers = request.headers;
  const origin = headers.get('origin');
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  const fetchSite = headers.get('sec-fetch-site');
  const ok =
    origin !== null &&
    host !== null &&
    safeHost(origin) === host.toLowerCase() &&
    (fetchSite === null || fetchSite === 'same-origin') &&
    headers.get(REQUESTED_WITH) !== null;
  if (!ok) throw ApiError.from('origin_rejected');
}

function safeHost(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}
