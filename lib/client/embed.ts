import { queryOptions } from '@tanstack/react-query';
import type { ExchangeRequest, WidgetBinding } from '@/lib/embed/connect-message';
import { apiFetch, apiRead } from './api';
import type { SessionStatus } from '@/lib/api';

// The widget's connection, read and changed through our own API: whether this frame's session is
// connected (GET /api/auth/session), redeeming the login popup's one-time code for it
// (POST /api/embed/session), and disconnecting (POST /api/auth/logout).

export type { SessionStatus };

export const connectionKeys = { status: ['auth', 'session'] as const };

export function sessionStatusQuery() {
  return queryOptions({
    queryKey: connectionKeys.status,
    queryFn: (): Promise<SessionStatus> => apiRead('/api/auth/session', (s) => s.sessionResponseSchema),
    staleTime: 30_000,
  });
}

export async function redeemConnectCode(code: string, widget: WidgetBinding): Promise<void> {
  const body: ExchangeRequest = { code, ...widget };
  await apiFetch('/api/embed/session', { method: 'POST', body: JSON.stringify(body) });
}

export async function disconnect(): Promise<void> {
  await apiFetch('/api/auth/logout', { method: 'POST' });
}
