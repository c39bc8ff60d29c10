import 'server-only';
import { ApiError } from '@/lib/partner';
import type { Logger } from '../log';
import { revoke } from '../oauth';
import { deleteSession, readTokens } from '../store';

/**
 * Revokes a connection's tokens on the service, the access token and then the refresh token (so neither
 * outlives the disconnect, whatever the service's revocation of one does to the other), and forgets the
 * connection here.
 */
export async function endConnection(sessionId: string, log: Logger): Promise<void> {
  try {
    const tokens = await readTokens(sessionId);
    for (const [token, hint] of [
      [tokens.accessToken, 'access_token'],
      [tokens.refreshToken, 'refresh_token'],
    ] as const) {
      await revoke(token, hint).catch((error: unknown) => {
        // A token that already ended has nothing to revoke; the other is still revoked.
        if (!(error instanceof ApiError)) throw error;
      });
    }
  } catch (error) {
    // Forgetting the connection locally still disconnects.
    if (!(error instanceof ApiError)) log.warn({ err: error }, 'revoke failed');
  }
  await deleteSession(sessionId);
}
