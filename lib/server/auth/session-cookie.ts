import 'server-only';
import { clearCookie, cookieName, isSecureRequest, serializeCookie } from '../http/cookies';
import { serverConfig } from '../config';
import { SESSION_COOKIE, WIDGET_SESSION_COOKIE } from '../session';

/** The cookie lives as long as the session may (SESSION_MAX_DAYS). */
const maxAgeSeconds = () => Math.floor(serverConfig().sessionLifetime.absoluteMs / 1000);

export function sessionCookie(request: Request, sessionId: string): string {
  const secure = isSecureRequest(request);
  return serializeCookie(cookieName(SESSION_COOKIE, secure), sessionId, {
    maxAgeSeconds: maxAgeSeconds(),
    secure,
  });
}

export function clearSessionCookie(request: Request): string {
  const secure = isSecureRequest(request);
  return clearCookie(cookieName(SESSION_COOKIE, secure), secure);
}

// The widget's session inside a partner's page: SameSite=None so that the framed widget's own requests
// carry it, and Partitioned (CHIPS) so that the browser keeps it per top-level site and allows it where
// third-party cookies are blocked. It is never sent to a partner: only our origin's requests carry it,
// and the cross-site guard still refuses any write that does not come from our own pages.
const WIDGET_ATTRIBUTES = { sameSite: 'None', partitioned: true } as const;

export function widgetSessionCookie(request: Request, sessionId: string): string {
  const secure = isSecureRequest(request);
  return serializeCookie(cookieName(WIDGET_SESSION_COOKIE, secure), sessionId, {
    maxAgeSeconds: maxAgeSeconds(),
    secure: true,
    ...WIDGET_ATTRIBUTES,
  });
}

export function clearWidgetSessionCookie(request: Request): string {
  const secure = isSecureRequest(request);
  return clearCookie(cookieName(WIDGET_SESSION_COOKIE, secure), true, WIDGET_ATTRIBUTES);
}
