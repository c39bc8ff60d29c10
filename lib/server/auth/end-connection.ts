import 'server-only';
import { ApiError } from '@/lib/partner';
import type { Logger } from '../log';
import { revoke } from '../oauth';
import { deleteSession, pairToRevoke } from '../store';

/**
 * Revokes a token pair on the service, the access token and then the refresh token (so neither outlives
 * the connection, whatever the service's revocation of one does to the other). Best effort: a token that
 * already ended has nothing to revoke, and a service that cannot be reached is logged, not thrown.
 */
export async function revokePair(
  pair: { access: string; refresh: string },
  log: Logger,
  options: { background?: boolean } = {},
): Promise<'done' | 'deferred'> {
  try {
    for (const [token, hint] of [
      [pair.access, 'access_token'],
      [pair.refresh, 'refresh_token'],
    ] as const) {
      let deferred = false;
      await revoke(token, hint, options.background).catch((error: unknown) => {
        // A background revocation waits when only the room kept for refreshes is left.
        if (options.background && error instanceof ApiError && error.code === 'rate_limit_exceeded') {
          deferred = true;
          return;
        }
        // A token that already ended has nothing to revoke; the other is still revoked.
        if (!(error instanceof ApiError)) throw error;
      });
      if (deferred) return 'deferred';
    }
  } catch (error) {
    log.warn({ err: error }, 'revoke failed');
  }
  return 'done';
}

/**
 * Revokes a connection's tokens on the service and forgets the connection here: an expired session's
 * too, and one sealed under the previous SESSION_SECRET.
 */
export async function endConnection(sessionId: string, log: Logger): Promise<void> {
  const pair = await pairToRevoke(sessionId).catch((error: unknown) => {
    log.warn({ err: error }, 'revoke failed');
    return null;
  });
  if (pair) await revokePair(pair, log);
  // Forgetting the connection locally still disconnects.
  await deleteSession(sessionId);
}
