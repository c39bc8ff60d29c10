// Where a token trades, resolved on every request from its migration timestamps and the simulator clock.
// Curve → (curve complete) migration_pending → pool_not_open → pool; both middle states clear by themselves.
import type { Venue } from '../core/modules';

/** Set when the curve completes (or a control call moves the token); null while the curve trades. */
export interface Migration {
  /** `migration_pending` until this Unix time. */
  pendingUntil: bigint;
  /** `pool_not_open` from `pendingUntil` until this Unix time; the pool trades from then on. */
  openAt: bigint;
}

export interface MigrationTimes {
  migrationPendingSeconds: number;
  poolNotOpenSeconds: number;
}

export function venueAt(migration: Migration | null, nowUnix: bigint): Venue {
  if (!migration) return 'curve';
  if (nowUnix < migration.pendingUntil) return 'migration_pending';
  if (nowUnix < migration.openAt) return 'pool_not_open';
  return 'pool';
}

/** Timers that put a migrated token in `venue` now (`migration_pending` restarts both timers). */
export function migrationFor(
  venue: Exclude<Venue, 'curve'>,
  nowUnix: bigint,
  times: MigrationTimes,
): Migration {
  const pending = BigInt(times.migrationPendingSeconds);
  const notOpen = BigInt(times.poolNotOpenSeconds);
  if (venue === 'migration_pending')
    return { pendingUntil: nowUnix + pending, openAt: nowUnix + pending + notOpen };
  if (venue === 'pool_not_open') return { pendingUntil: nowUnix, openAt: nowUnix + notOpen };
  return { pendingUntil: nowUnix, openAt: nowUnix };
}
