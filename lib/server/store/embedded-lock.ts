import 'server-only';
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import lockfile from 'proper-lockfile';

// One process per embedded store directory. Two PGlite instances writing one data directory corrupt its
// write-ahead log (the next open aborts: "could not locate a valid checkpoint record"), so whoever opens
// a store directory — the server, the restore command — first takes this lock (proper-lockfile: an atomic
// `<dir>.lock` directory whose time the holder refreshes every few seconds). A holder that died (SIGKILL,
// a crash, a power cut) stops refreshing it: on this machine, where `<dir>.owner` names a process that no
// longer exists, its lock is taken over as soon as it has not been refreshed for DEAD_AFTER_MS; otherwise
// (another machine on a shared disk, an owner record missing) once it is STALE_MS old. A live holder is
// never taken over. STALE_MS is long because PGlite's work runs on the holder's event loop, refreshes
// included: a first open (initdb) blocks it for 10–20 s, and a lock whose refreshes stall past STALE_MS
// counts as lost. `<dir>.owner` also names the holder in the refusal's message.

export const STALE_MS = 60_000;
const UPDATE_MS = 2_500;
export const DEAD_AFTER_MS = 2 * UPDATE_MS;
/** How long an opener waits for a live holder to release the lock before it gives up. */
const WAIT_MS = 10_000;

export type StoreOwner = { pid: number; host: string; since: string; /** this holding's own */ id?: string };

/** Another live process holds the store directory. */
export class StoreLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly owner: StoreOwner | null,
  ) {
    const who = owner ? `process ${owner.pid} on ${owner.host}, since ${owner.since}` : 'another process';
    super(
      `The embedded store ${dir} is in use by ${who}. Only one process may open an embedded store: stop ` +
        'that one first, or give this one its own STORE_URL=pglite:<directory>. Instances that share one ' +
        'store need PostgreSQL (STORE_URL=postgres://…).',
    );
    this.name = 'StoreLockedError';
  }
}

const ownerFile = (dir: string) => `${dir}.owner`;

function readOwner(dir: string): StoreOwner | null {
  try {
    return JSON.parse(readFileSync(ownerFile(dir), 'utf8')) as StoreOwner;
  } catch {
    return null;
  }
}

/**
 * Who holds the lock, from its owner record: a process of this machine that runs ('alive') or no longer
 * does ('dead'), or 'unknown' (another machine, or no record): then only the lock's age can tell.
 */
function holderOf(dir: string): 'alive' | 'dead' | 'unknown' {
  const owner = readOwner(dir);
  if (!owner || owner.host !== os.hostname()) return 'unknown';
  if (owner.pid === process.pid) return 'alive';
  try {
    process.kill(owner.pid, 0);
    return 'alive'; // (or another process now has its number: then the lock goes stale in time)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH' ? 'dead' : 'alive';
  }
}

/** Milliseconds since the lock was last refreshed; 0 when it is gone (released meanwhile). */
function lockAge(dir: string): number {
  try {
    return Date.now() - statSync(`${dir}.lock`).mtimeMs;
  } catch {
    return 0;
  }
}

export type StoreLock = {
  release(): Promise<void>;
  /** How long the lock was waited for, and the holder it was taken from, if any (for the logs). */
  waitedMs: number;
  tookOverFrom: StoreOwner | null;
};

/**
 * Takes the lock of the store directory `dir` (an absolute path): a lock left by a dead process of this
 * machine is taken over, a live holder is given `waitMs` (WAIT_MS) to let go, an unknown one's lock is taken once it
 * is stale; otherwise StoreLockedError. `onLost` runs if
 * the lock is lost while held (its refreshes stalled past STALE_MS and someone else may have taken it).
 */
export async function lockStore(
  dir: string,
  onLost: (error: Error) => void,
  waitMs = WAIT_MS,
): Promise<StoreLock> {
  const take = () =>
    lockfile.lock(dir, {
      stale: STALE_MS,
      update: UPDATE_MS,
      realpath: false,
      onCompromised: onLost,
    });
  let release: (() => Promise<void>) | undefined;
  let tookOverFrom: StoreOwner | null = null;
  const started = Date.now();
  while (!release) {
    try {
      release = await take();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
      const holder = holderOf(dir);
      if (holder === 'dead' && lockAge(dir) > DEAD_AFTER_MS) {
        tookOverFrom = readOwner(dir);
        rmSync(`${dir}.lock`, { recursive: true, force: true });
        continue;
      }
      if (holder === 'unknown') tookOverFrom = readOwner(dir); // taken over once stale, if it comes to that
      // A live holder may be stopping; an unknown one's lock turns stale (proper-lockfile takes it then).
      const patience = holder === 'unknown' ? STALE_MS + waitMs : waitMs;
      if (Date.now() - started > patience) throw new StoreLockedError(dir, readOwner(dir));
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  const owner: StoreOwner = {
    pid: process.pid,
    host: os.hostname(),
    since: new Date().toISOString(),
    id: randomUUID(),
  };
  writeFileSync(ownerFile(dir), `${JSON.stringify(owner)}\n`);
  return {
    waitedMs: Date.now() - started,
    tookOverFrom,
    async release() {
      // The lock first: a process cut off between the two leaves a record of a dead process, not a lock
      // without its owner. The record goes only while it is still this holding's.
      await release().catch(() => undefined);
      if (readOwner(dir)?.id === owner.id) rmSync(ownerFile(dir), { force: true });
    },
  };
}
