import 'server-only';
import { cookies, headers } from 'next/headers';
import { ApiError } from '@/lib/partner';
import { cookieName, isSecureRequest, readCookie } from './http/cookies';
import { getSession, type SessionView } from './store';

/** The session cookie's base name; `__Host-sid` when served over https. */
export const SESSION_COOKIE = 'sid';
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 3600;

export interface CurrentSession {
  sessionId: string;
  view: SessionView;
}

/** The session id a request carries, or null. */
export function sessionIdOf(request: Request): string | null {
  return readCookie(request, cookieName(SESSION_COOKIE, isSecureRequest(request)));
}

/** The request's session when it exists, or null. */
export async function sessionOf(request: Request): Promise<CurrentSession | null> {
  const sessionId = sessionIdOf(request);
  if (!sessionId) return null;
  const view = await getSession(sessionId);
  return view ? { sessionId, view } : null;
}

/** The request's session, or `401 not_connected`. */
export async function requireSession(request: Request): Promise<CurrentSession> {
  const session = await sessionOf(request);
  if (!session) throw ApiError.from('not_connected');
  return session;
}

/** For server components: the session of the page being rendered, or null. */
export async function pageSession(): Promise<CurrentSession | null> {
  const secure = (await headers()).get('x-forwarded-proto') === 'https';
  const jar = await cookies();
  const sessionId = jar.get(cookieName(SESSION_COOKIE, secure))?.value;
  if (!sessionId) return null;
  const view = await getSession(sessionId);
  return view ? { sessionId, view } : null;
}
