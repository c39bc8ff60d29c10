import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ExchangeRequest } from '@/lib/embed/connect-message';
import { apiFetch } from './api';

// The widget's connection, read and changed through our own API: whether this frame's session is
// connected (GET /api/auth/session), redeeming the login popup's one-time code for it
// (POST /api/embed/session), and disconnecting (POST /api/auth/logout).

export const connectionKeys = { status: ['auth', 'session'] as const };

export const sessionStatusSchema = z.looseObject({
  connected: z.boolean(),
  reconnect: z.boolean().optional(),
  username: z.string().nullable().optional(),
});
export type SessionStatus = z.infer<typeof sessionStatusSchema>;

export function sessionStatusQuery() {
  return queryOptions({
    queryKey: connectionKeys.status,
    queryFn: async (): Promise<SessionStatus> =>
      sessionStatusSchema.parse(await apiFetch('/api/auth/session')),
    staleTime: 30_000,
  });
}

export async function redeemConnectCode(code: string): Promise<void> {
  const body: ExchangeRequest = { code };
  await apiFetch('/api/embed/session', { method: 'POST', body: JSON.stringify(body) });
}

export async function disconnect(): Promise<void> {
  await apiFetch('/api/auth/logout', { method: 'POST' });
}
