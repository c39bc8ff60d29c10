import 'server-only';
import { log } from '../log';
import type { Runtime } from '../runtime';
import { revokePair, revokeWithRuntime } from './end-connection';

// Sessions that ended are swept: those past their idle or absolute lifetime, and those sealed under a
// secret this server no longer reads (SESSION_SECRET changed). Their tokens are revoked at the service
// when a secret still opens them (this one, or SESSION_SECRET_PREVIOUS), best effort; a pair no secret
// opens cannot be revoked, so the connection is only deleted (its tokens run out at the service). Every
// SWEEP_EVERY_MS, on one instance at a time (the `session-sweep` job of the runtime's `jobs`), stopped as the
// runtime closes.

export const SWEEP_EVERY_MS = 10 * 60_000;

/** Ends what the store finds ended, batch after batch; answers how many sessions were deleted. */
export async function sweepSessionsOnce(rt: Pick<Runtime, 'store' | 'partner'>): Promise<{
  deleted: number;
  revoked: number;
  unreadable: number;
  deferred: number;
}> {
  const { sessions } = await rt.store();
  const counts = { deleted: 0, revoked: 0, unreadable: 0, deferred: 0 };
  sweep: for (let round = 0; round < 50; round += 1) {
    const ending = await sessions.endingSessions();
    if (ending.length === 0) break;
    for (const session of ending) {
      if (session.pair) {
        // The token endpoint is shared with the refreshes that keep people connected: the sweep's
        // revocations use only what leaves them room, and the rest wait for the next sweep.
        if (
          (await revokePair(revokeWithRuntime(rt.partner), session.pair, log, { background: true })) ===
          'deferred'
        ) {
          counts.deferred += 1;
          break sweep;
        }
        counts.revoked += 1;
      } else counts.unreadable += 1;
      if (await sessions.deleteByKey(session.idHash)) counts.deleted += 1;
    }
  }
  if (counts.deleted > 0 || counts.deferred > 0) log.info(counts, 'ended sessions swept');
  return counts;
}
