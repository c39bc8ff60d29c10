// GET /api/auth/login?returnTo=/path – start connecting: the service's consent screen, with state and PKCE
import { pendingCookie } from '@/lib/server/auth/pending';
import { serverConfig } from '@/lib/server/config';
import { otherMethods, route } from '@/lib/server/http/route';
import { buildAuthorizationRequest } from '@/lib/server/oauth';

export const dynamic = 'force-dynamic';

export const GET = route(
  'auth.login',
  async ({ request }) => {
    const url = new URL(request.url);
    const returnTo = url.searchParams.get('returnTo');
    // The service returns to the registered redirect URI's origin; the pending cookie must live there too,
    // so a visit on another name of this app (127.0.0.1 for localhost) starts again on that origin.
    const canonical = new URL(serverConfig().redirectUri).origin;
    const requestOrigin = `${request.headers.get('x-forwarded-proto') ?? url.protocol.slice(0, -1)}://${request.headers.get('host') ?? url.host}`;
    if (requestOrigin !== canonical) {
      const target = new URL('/api/auth/login', canonical);
      if (returnTo) target.searchParams.set('returnTo', returnTo);
      return new Response(null, {
        status: 302,
        headers: { location: target.toString(), 'cache-control': 'no-store' },
      });
    }
    const authorization = await buildAuthorizationRequest({ returnTo });
    const headers = new Headers({ location: authorization.url, 'cache-control': 'no-store' });
    headers.append('set-cookie', pendingCookie(request, authorization));
    return new Response(null, { status: 302, headers });
  },
  { query: ['returnTo'] },
);

export const { POST, PUT, PATCH, DELETE } = otherMethods('auth.login', ['GET']);
