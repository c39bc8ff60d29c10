import 'server-only';
import { ApiError } from '@/lib/partner';
import type { Logger } from '../log';
import type { PartnerSeam } from '../partner/seam';
import type { Runtime } from '../runtime';

/**
 * Revokes a token pair on the service, the access token and then the refresh token (so neither outlives
 * the connection, whatever the service's revocation of one does to the other). Best effort: a token that
 * already ended has nothing to revoke, and a service that cannot be reached is logged, not thrown.
 */
/** Revokes one token at the service (the runtime's seam's `tokens.revoke`). */
export type Revoke = (
  token: string,
  hint: 'access_token' | 'refresh_token',
  background?: boolean,
) => Promise<unknown>;

/** The seam's revocation, as `revokePair` takes it. */
export const revokeWithRuntime =
  (partner: PartnerSeam): Revoke =>
  (token, hint, background) =>
    partner.tokens.revoke(token, hint, background);

export async function revokePair(
  revoke: Revoke,
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
export async function endConnection(
  rt: Pick<Runtime, 'store' | 'partner'>,
  sessionId: string,
  log: Logger,
): Promise<void> {
  const { sessions } = await rt.store();
  const pair = await sessions.pairToRevoke(sessionId).catch((error: unknown) => {
    log.warn({ err: error }, 'revoke failed');
    return null;
  });
  if (pair) await revokePair(revokeWithRuntime(rt.partner), pair, log);
  // Forgetting the connection locally still disconnects.
  await sessions.deleteSession(sessionId);
}
