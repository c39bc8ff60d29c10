import 'server-only';
import { clearCookie, cookieName, isSecureRequest, serializeCookie } from '../http/cookies';
import { SESSION_COOKIE, SESSION_MAX_AGE_SECONDS } from '../session';

export function sessionCookie(request: Request, sessionId: string): string {
  const secure = isSecureRequest(request);
  return serializeCookie(cookieName(SESSION_COOKIE, secure), sessionId, {
    maxAgeSeconds: SESSION_MAX_AGE_SECONDS,
    secure,
  });
}

export function clearSessionCookie(request: Request): string {
  const secure = isSecureRequest(request);
  return clearCookie(cookieName(SESSION_COOKIE, secure), secure);
}
