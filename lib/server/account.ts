import 'server-only';
import { ApiError } from '@/lib/partner';
import { readMe } from './partner';
import { pageSession } from './session';

export type AccountSummary =
  | { state: 'disconnected' }
  | { state: 'reconnect' }
  | {
      state: 'connected';
      username: string | null;
      wallet: string | null;
      scopes: string[];
      /** From `GET /partner/v1/me`; null when it could not be read (no profile scope, or unavailable). */
      tradingEnabled: boolean | null;
    };

/** What the page being rendered knows of the connected person. */
export async function accountSummary(): Promise<AccountSummary> {
  const session = await pageSession();
  if (!session) return { state: 'disconnected' };
  if (session.view.status !== 'active') return { state: 'reconnect' };
  const { username, wallet, scopes } = session.view;
  if (!scopes.includes('profile:read'))
    return { state: 'connected', username, wallet, scopes, tradingEnabled: null };
  try {
    const me = await readMe(session.sessionId);
    return { state: 'connected', username, wallet, scopes, tradingEnabled: me.user.tradingEnabled };
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'not_connected' || error.code === 'needs_reconnect')) {
      return { state: 'reconnect' };
    }
    return { state: 'connected', username, wallet, scopes, tradingEnabled: null };
  }
}
