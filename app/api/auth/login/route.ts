// GET /api/auth/login?returnTo=/path[&mode=popup] – start connecting: the service's consent screen, with
// state and PKCE; `mode=popup` when the widget opened this in a popup (the callback then hands it a code)
import { pendingCookie } from '@/lib/server/auth/pending';
import { isInstanceId } from '@/lib/embed/protocol';
import { catalogueError } from '@/lib/partner';
import { serverConfig } from '@/lib/server/config';
import { embedAllowedFor } from '@/lib/server/embed';
import { takePerIp } from '@/lib/server/http/per-ip';
import { otherMethods, route } from '@/lib/server/http/route';

export const dynamic = 'force-dynamic';

export const GET = route(
  'auth.login',
  async ({ request, rt }) => {
    if (await takePerIp(rt, request, 'auth.login', serverConfig().authPerMinutePerIp))
      return new Response(null, {
        status: 302,
        headers: { location: '/connect/problem?reason=busy', 'cache-control': 'no-store' },
      });
    const url = new URL(request.url);
    const returnTo = url.searchParams.get('returnTo');
    const mode = url.searchParams.get('mode') === 'popup' ? 'popup' : 'page';
    // The popup signs in for one widget, on a partner page the app may be embedded in.
    const parentOrigin = url.searchParams.get('parentOrigin');
    const instanceId = url.searchParams.get('instanceId');
    if (
      mode === 'popup' &&
      (!embedAllowedFor(request, parentOrigin) || (instanceId !== null && !isInstanceId(instanceId)))
    )
      throw catalogueError('invalid_request', {
        message: 'This sign-in window was not opened by a widget on a page allowed to embed it.',
      });
    const widget = mode === 'popup' ? { parentOrigin: parentOrigin!, instanceId } : undefined;
    // The service returns to the registered redirect URI's origin; the pending cookie must live there too,
    // so a visit on another name of this app (127.0.0.1 for localhost) starts again on that origin.
    const canonical = new URL(serverConfig().redirectUri).origin;
    const requestOrigin = `${request.headers.get('x-forwarded-proto') ?? url.protocol.slice(0, -1)}://${request.headers.get('host') ?? url.host}`;
    if (requestOrigin !== canonical) {
      const target = new URL('/api/auth/login', canonical);
      if (returnTo) target.searchParams.set('returnTo', returnTo);
      if (mode === 'popup') target.searchParams.set('mode', mode);
      if (widget) target.searchParams.set('parentOrigin', widget.parentOrigin);
      if (widget?.instanceId) target.searchParams.set('instanceId', widget.instanceId);
      return new Response(null, {
        status: 302,
        headers: { location: target.toString(), 'cache-control': 'no-store' },
      });
    }
    const authorization = await rt.partner.oauthClient().buildAuthorizationRequest({ returnTo });
    const headers = new Headers({ location: authorization.url, 'cache-control': 'no-store' });
    headers.append(
      'set-cookie',
      pendingCookie(request, { ...authorization, mode, ...(widget ? { widget } : {}) }),
    );
    return new Response(null, { status: 302, headers });
  },
  { query: ['returnTo', 'mode', 'parentOrigin', 'instanceId'] },
);

export const { POST, PUT, PATCH, DELETE } = otherMethods('auth.login', ['GET']);
