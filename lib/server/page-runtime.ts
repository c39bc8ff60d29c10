import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { cookieName } from './http/cookies';
import { runtime, type Runtime } from './runtime';
import { SESSION_COOKIE, WIDGET_SESSION_COOKIE, type CurrentSession } from './session';

// What a server component asks of the server: the process's runtime (once per render; route handlers get
// it from the route wrapper instead), and the session of the page being rendered.

/** For server components: the process's runtime, with every service a page reads through. */
export const pageRuntime = cache((): Runtime => runtime());

/** For server components: the session of the page being rendered, or null (read once per render). */
export const pageSession = cache(async (): Promise<CurrentSession | null> => {
  const secure = (await headers()).get('x-forwarded-proto') === 'https';
  const jar = await cookies();
  const sessionId =
    jar.get(cookieName(SESSION_COOKIE, secure))?.value ??
    jar.get(cookieName(WIDGET_SESSION_COOKIE, secure))?.value;
  if (!sessionId) return null;
  const view = await (await pageRuntime().store()).sessions.getSession(sessionId);
  return view ? { sessionId, view } : null;
});
