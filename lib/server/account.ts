import 'server-only';
import type { AccountSummary } from '@/lib/api';
import { ApiError, meResponseSchema } from '@/lib/partner';
import { callForSession } from './partner-call';
import { pageSession } from './session';

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
    const response = await callForSession(session.sessionId, {
      method: 'GET',
      path: '/partner/v1/me',
      timeoutMs: 5000,
    });
    const parsed = response.ok ? meResponseSchema.safeParse(await response.json()) : null;
    const tradingEnabled = parsed?.success ? parsed.data.user.tradingEnabled : null;
    return { state: 'connected', username, wallet, scopes, tradingEnabled };
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'not_connected' || error.code === 'needs_reconnect')) {
      return { state: 'reconnect' };
    }
    return { state: 'connected', username, wallet, scopes, tradingEnabled: null };
  }
}
