import 'server-only';
import { ApiError } from '@/lib/partner';
import { refreshTokens } from './oauth';
import { readTokens, withFreshAccessToken } from './store';
import { upstreamFetch, type UpstreamRequest } from './upstream';

async function isInvalidToken(response: Response): Promise<boolean> {
  if (response.status !== 401) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { error?: unknown } | null;
  return body?.error === 'invalid_token';
}

/**
 * Sends a partner API request for a session with its access token. On `401 invalid_token` it refreshes
 * once (coordinated in the store, so concurrent requests share one refresh) and resends once. A refresh
 * that fails leaves the person to reconnect: `401 not_connected`. The body is bytes so it can be resent.
 */
export async function callForSession(
  sessionId: string,
  request: Omit<UpstreamRequest, 'accessToken' | 'body'> & { body?: Uint8Array<ArrayBuffer> | string },
): Promise<Response> {
  const tokens = await readTokens(sessionId);
  const first = await upstreamFetch({ ...request, accessToken: tokens.accessToken });
  if (!(await isInvalidToken(first))) return first;

  let fresh: string;
  try {
    fresh = await withFreshAccessToken(sessionId, {
      staleAccessToken: tokens.accessToken,
      refresh: refreshTokens,
    });
  } catch (error) {
    if (error instanceof ApiError && error.retryable) throw error;
    throw ApiError.from('not_connected', {
      message: 'Your connection to the service has ended.',
      action: 'Connect again to continue.',
    });
  }
  return upstreamFetch({ ...request, accessToken: fresh });
}
