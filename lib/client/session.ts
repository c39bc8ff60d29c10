import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { ownError } from './errors';
import { apiRead } from './api';
import type { SessionResponse } from '@/lib/api';
import { sessionKeys } from '@/lib/api/query-keys';

// The connected person as the browser reads it from our own API: the session (GET /api/auth/session:
// connected or not, scopes, wallet; never a token; the profile's read is lib/client/me.ts). Components
// that can live outside our pages (the trade widget) read these instead of taking them from a server
// render.

export type { SessionResponse };

/** `current` is the same key as the widget's connection status (lib/client/embed.ts): one read. */
export { sessionKeys };

/** Our login route: the service's consent screen, then back to `returnTo` (a full navigation). */
export const loginHref = (returnTo: string) => `/api/auth/login?returnTo=${encodeURIComponent(returnTo)}`;

export function sessionQuery() {
  return queryOptions({
    queryKey: sessionKeys.current,
    queryFn: (): Promise<SessionResponse> => apiRead('/api/auth/session', (s) => s.sessionResponseSchema),
    staleTime: 60_000,
  });
}

/**
 * Runs a read that needs a session only once the session is known to be connected: after a disconnect
 * (every query invalidated at once), the read waits for the fresh session answer and is refused here,
 * with `not_connected`, instead of asking the server and being refused there.
 */
export async function whileConnected<T>(queryClient: QueryClient, read: () => Promise<T>): Promise<T> {
  const session = await queryClient.fetchQuery(sessionQuery());
  if (!session.connected) throw ownError('not_connected');
  return read();
}
