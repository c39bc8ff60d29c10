import 'server-only';
import type { AccountSummary } from '@/lib/api';
import { ApiError } from '@/lib/partner';
import { rememberProfile } from './auth/profile';
import { readMe } from './partner';
import { pageRuntime, pageSession } from './page-runtime';

export type { AccountSummary };

/** What the page being rendered knows of the connected person. */
export async function accountSummary(): Promise<AccountSummary> {
  const session = await pageSession();
  if (!session) return { state: 'disconnected' };
  if (session.view.status !== 'active') return { state: 'reconnect' };
  const { username, wallet, scopes } = session.view;
  if (!scopes.includes('profile:read'))
    return { state: 'connected', username, wallet, scopes, tradingEnabled: null };
  try {
    const rt = pageRuntime();
    const me = await readMe(rt.partner, session.sessionId);
    // A connection whose profile could not be read at login learns it now, so its own votes come from
    // the shared voter lists and its pages name it.
    const known = await rememberProfile(rt, session, me.user);
    return { state: 'connected', ...known, scopes, tradingEnabled: me.user.tradingEnabled };
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'not_connected' || error.code === 'needs_reconnect')) {
      return { state: 'reconnect' };
    }
    return { state: 'connected', username, wallet, scopes, tradingEnabled: null };
  }
}
