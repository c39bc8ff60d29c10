import 'server-only';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable } from './db-types';
import { newestBackupAt, type BackupPolicy, writeBackup } from './embedded-backups';
import { lockStore, StoreLockedError } from './embedded-lock';
import { queryableOver } from './queryable';

function queryable(target: PGlite | Transaction): Queryable {
  return queryableOver(target, (sql) => target.exec(sql));
}

const SHARED_BUFFERS = '8MB';
/** The first copy after an open waits this long, so that it does not hold up the server's first requests. */
const FIRST_BACKUP_DELAY_MS = 15_000;

/** An embedded store directory that PGlite cannot open (a damaged write-ahead log, most often). */
export class StoreOpenError extends Error {
  constructor(
    readonly dir: string,
    cause: unknown,
  ) {
    const reason =
      cause instanceof Error && cause.message.startsWith('Aborted()')
        ? 'PostgreSQL aborted while starting on it, as it does when its write-ahead log or control file is damaged'
        : cause instanceof Error
          ? `${cause.name}: ${cause.message}`
          : String(cause);
    super(
      `The embedded store ${dir} cannot be opened (${reason}). Nothing was changed in it. To put back ` +
        'its newest copy that opens, stop every dashboard process and run `npm run store:restore`; or move ' +
        'the directory aside to start with an empty store (everyone then connects again).',
      { cause },
    );
    this.name = 'StoreOpenError';
  }
}

export type PgliteOptions = {
  /** Copies of the store on a schedule and at close (embedded-backups.ts); none when absent. */
  backups?: BackupPolicy;
  /** Told when a copy or the store's lock fails while the store is open. */
  warn?: (message: string, error: unknown) => void;
  /** How long to wait for a live holder of the directory to let go (embedded-lock.ts, WAIT_MS by default). */
  lockWaitMs?: number;
};

/**
 * Embedded PostgreSQL (WASM). `location` is a directory, created if missing and kept across restarts,
 * or `memory://` for a throwaway store. One process may open a directory at a time (embedded-lock.ts):
 * a second one is refused with StoreLockedError before it touches the directory; a directory that does
 * not open is StoreOpenError. `close()` writes a last copy (with `backups`), stops PostgreSQL cleanly and
 * releases the directory.
 */
export async function openPglite(location: string, options: PgliteOptions = {}): Promise<Db> {
  if (location.startsWith('memory://')) {
    const pg = await createPglite(location);
    return over(
      pg,
      () => null,
      () => pg.close(),
    );
  }
  const dataDir = path.resolve(location);
  mkdirSync(dataDir, { recursive: true });
  const warn = options.warn ?? (() => undefined);
  // A lock lost while held (its refreshes stalled past its staleness, so another process may have taken
  // the directory) ends this store's queries: two writers would damage it, a refused query does not.
  let lost: Error | null = null;
  const lock = await lockStore(
    dataDir,
    (error) => {
      lost = new Error(`The lock of the embedded store ${dataDir} was lost; its queries are refused.`);
      warn(`The lock of the embedded store ${dataDir} was lost (its refreshes stalled)`, error);
    },
    options.lockWaitMs,
  );
  if (lock.waitedMs > 1_000 || lock.tookOverFrom)
    warn(
      `The embedded store ${dataDir} was opened after ${(lock.waitedMs / 1000).toFixed(1)} s waiting for its lock` +
        (lock.tookOverFrom ? `, taken over from process ${lock.tookOverFrom.pid}, which had stopped` : ''),
      null,
    );
  const pidFile = path.join(dataDir, 'postmaster.pid');
  const hadPidFile = existsSync(pidFile);
  let pg: PGlite;
  try {
    pg = await createPglite(dataDir);
    await pg.query('SELECT 1');
  } catch (error) {
    // PostgreSQL's pid file, written as it started, is all that a failed open leaves: taken back.
    if (!hadPidFile) rmSync(pidFile, { force: true });
    await lock.release();
    throw new StoreOpenError(dataDir, error);
  }

  const policy = options.backups;
  let copying: Promise<unknown> = Promise.resolve();
  let copiedAt: string | null = null;
  let closed = false;
  /** A copy when the store changed since the last one (its write-ahead log moved). */
  const copy = () => {
    copying = copying.then(async () => {
      if (!policy || closed || lost) return;
      try {
        if ((await walPosition(pg)) === copiedAt) return;
        await writeBackup(pg, dataDir, policy.keep);
        copiedAt = await walPosition(pg);
      } catch (error) {
        warn(`A copy of the embedded store ${dataDir} could not be written`, error);
      }
    });
    return copying;
  };
  const timers: NodeJS.Timeout[] = [];
  if (policy && policy.everyMs > 0) {
    const newest = newestBackupAt(dataDir);
    const firstIn =
      newest === null
        ? FIRST_BACKUP_DELAY_MS
        : Math.max(FIRST_BACKUP_DELAY_MS, newest + policy.everyMs - Date.now());
    timers.push(
      setTimeout(() => void copy(), firstIn),
      setInterval(() => void copy(), policy.everyMs),
    );
    for (const timer of timers) timer.unref();
  }

  return over(
    pg,
    () => lost,
    async () => {
      for (const timer of timers) clearTimeout(timer);
      await copy(); // waits for a copy under way, and writes the last one
      closed = true;
      try {
        await pg.close();
      } finally {
        await lock.release();
      }
    },
  );
}

const walPosition = async (pg: PGlite): Promise<string> =>
  (await pg.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn')).rows[0]?.lsn ?? '';

function createPglite(dataDir: string): Promise<PGlite> {
  return PGlite.create(dataDir, {
    // The store holds sessions, the journal and limits: a few megabytes. PostgreSQL's default 128 MB of
    // shared buffers would grow the process's memory (WebAssembly memory never shrinks) for nothing.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
  });
}

/** The store's `Db` over `pg`, refusing every statement once `refusal()` answers an error. */
function over(pg: PGlite, refusal: () => Error | null, close: () => Promise<void>): Db {
  const guard = <T>(run: () => Promise<T>): Promise<T> => {
    const error = refusal();
    return error ? Promise.reject(error) : run();
  };
  const { query, exec } = queryable(pg);
  return {
    query: (sql, params) => guard(() => query(sql, params)),
    exec: (sql) => guard(() => exec(sql)),
    transaction: (fn) => guard(() => pg.transaction((tx) => fn(queryable(tx)))),
    close,
    pglite: pg,
  };
}

export { StoreLockedError };
