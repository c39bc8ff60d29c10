import 'server-only';
import type { RequestHead } from './http/request-head';
import type { SessionResponse } from '@/lib/api';
import { catalogueError } from '@/lib/partner';
import { cookieName, isSecureRequest, readCookie } from './http/cookies';
import type { Runtime } from './runtime';
import type { SessionView } from './store';

/** The session cookie's base name; `__Host-sid` when served over https. */
export const SESSION_COOKIE = 'sid';
/** The widget's partitioned session cookie's base name (see auth/session-cookie.ts). */
export const WIDGET_SESSION_COOKIE = 'wsid';

export interface CurrentSession {
  sessionId: string;
  view: SessionView;
}

/** The session ids a request carries: the site's, and the widget's partitioned one. */
export function sessionIdsOf(request: RequestHead): { site: string | null; widget: string | null } {
  const secure = isSecureRequest(request);
  return {
    site: readCookie(request, cookieName(SESSION_COOKIE, secure)),
    widget: readCookie(request, cookieName(WIDGET_SESSION_COOKIE, secure)),
  };
}

/**
 * The session id a request carries, or null. The site's cookie first; inside a partner's page only the
 * widget's partitioned cookie arrives (the site's is SameSite=Lax), so that one answers there.
 */
export function sessionIdOf(request: RequestHead): string | null {
  const ids = sessionIdsOf(request);
  return ids.site ?? ids.widget;
}

/** The request's session when it exists, or null. */
export async function sessionOf(
  rt: Pick<Runtime, 'store'>,
  request: RequestHead,
): Promise<CurrentSession | null> {
  const sessionId = sessionIdOf(request);
  if (!sessionId) return null;
  const view = await (await rt.store()).sessions.getSession(sessionId);
  return view ? { sessionId, view } : null;
}

/**
 * The session as GET /api/auth/session answers it (connected or not, scopes, wallet, expiry; never a
 * token), and as a server page puts it in the browser's cache.
 */
export function sessionResponseOf(session: CurrentSession | null): SessionResponse {
  if (!session) return { connected: false };
  const { view } = session;
  if (view.status !== 'active') return { connected: false, reconnect: true };
  return {
    connected: true,
    username: view.username,
    wallet: view.wallet,
    scopes: view.scopes,
    accessExpiresAt: view.accessExpiresAt.toISOString(),
  };
}

/** The request's session, or `401 not_connected`. */
export async function requireSession(
  rt: Pick<Runtime, 'store'>,
  request: RequestHead,
): Promise<CurrentSession> {
  const session = await sessionOf(rt, request);
  if (!session) throw catalogueError('not_connected');
  return session;
}
