// POST /api/auth/logout – revoke and forget the connection
import { endConnection } from '@/lib/server/auth/end-connection';
import { clearSessionCookie, clearWidgetSessionCookie } from '@/lib/server/auth/session-cookie';
import { json } from '@/lib/server/http/respond';
import { otherMethods, route } from '@/lib/server/http/route';
import { sessionIdsOf } from '@/lib/server/session';

export const dynamic = 'force-dynamic';

// Both of the request's connections end: the site's, and the widget's inside a partner page (only that
// one arrives there).
export const POST = route('auth.logout', async ({ request, log, rt }) => {
  const { site, widget } = sessionIdsOf(request);
  for (const sessionId of new Set([site, widget])) if (sessionId) await endConnection(rt, sessionId, log);
  const headers = new Headers();
  headers.append('set-cookie', clearSessionCookie(request));
  headers.append('set-cookie', clearWidgetSessionCookie(request));
  return json({ connected: false }, { headers });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('auth.logout', ['POST']);
