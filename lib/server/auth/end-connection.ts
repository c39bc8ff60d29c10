import 'server-only';
import { ApiError } from '@/lib/partner';
import type { Logger } from '../log';
import { revoke } from '../oauth';
import { deleteSession, readTokens } from '../store';

/** Revokes a connection's refresh token on the service and forgets the connection here. */
export async function endConnection(sessionId: string, log: Logger): Promise<void> {
  try {
    const tokens = await readTokens(sessionId);
    await revoke(tokens.refreshToken, 'refresh_token');
  } catch (error) {
    // A connection that already ended has nothing to revoke; forgetting it locally still disconnects.
    if (!(error instanceof ApiError)) log.warn({ err: error }, 'revoke failed');
  }
  await deleteSession(sessionId);
}
