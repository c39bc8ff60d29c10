import 'server-only';
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
const DEAD_AFTER_MS = 2 * UPDATE_MS;
/** How long an opener waits for a lock to be released or turn stale before it gives up. */
const WAIT_MS = 10_000;

export type StoreOwner = { pid: number; host: string; since: string };

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

/** Whether the lock was left by a process of this machine that no longer runs, and is not refreshed. */
function heldByTheDead(dir: string): boolean {
  const owner = readOwner(dir);
  if (!owner || owner.host !== os.hostname() || owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
    return false; // alive (or another process now has its number: then the lock goes stale in time)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') return false;
  }
  try {
    return Date.now() - statSync(`${dir}.lock`).mtimeMs > DEAD_AFTER_MS;
  } catch {
    return false; // released meanwhile: the next try takes it
  }
}

export type StoreLock = { release(): Promise<void> };

/**
 * Takes the lock of the store directory `dir` (an absolute path that exists), waiting up to WAIT_MS for a
 * dead holder's lock to go stale; throws StoreLockedError while a live process holds it. `onLost` runs if
 * the lock is lost while held (its refreshes stalled past STALE_MS and someone else may have taken it).
 */
export async function lockStore(dir: string, onLost: (error: Error) => void): Promise<StoreLock> {
  const take = () =>
    lockfile.lock(dir, {
      stale: STALE_MS,
      update: UPDATE_MS,
      realpath: false,
      onCompromised: onLost,
    });
  let release: (() => Promise<void>) | undefined;
  for (const deadline = Date.now() + WAIT_MS; !release;) {
    try {
      release = await take();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
      if (heldByTheDead(dir)) rmSync(`${dir}.lock`, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new StoreLockedError(dir, readOwner(dir));
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  const owner: StoreOwner = { pid: process.pid, host: os.hostname(), since: new Date().toISOString() };
  writeFileSync(ownerFile(dir), `${JSON.stringify(owner)}\n`);
  return {
    async release() {
      rmSync(ownerFile(dir), { force: true });
      await release().catch(() => undefined);
    },
  };
}

/** Whether a live process holds the store directory's lock now. */
export async function storeIsLocked(dir: string): Promise<boolean> {
  return lockfile.check(dir, { stale: STALE_MS, realpath: false });
}
