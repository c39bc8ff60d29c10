import 'server-only';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockStore } from './embedded-lock';

// Copies of the embedded store, so that a store that cannot be opened any more loses nothing for good.
// A copy is PGlite's dump of its data directory (a gzipped tar, taken between two statements after a
// CHECKPOINT, so it opens as a cleanly stopped store), written beside the store in `<dir>-backups/` as
// `store-<time>.tar.gz` — on a schedule when the store has changed since the last copy, and at a clean
// shutdown — and the newest `keep` are kept. `npm run store:restore` (scripts/store-restore.ts) puts back
// the newest copy that opens.

export type BackupPolicy = { everyMs: number; keep: number };

const PREFIX = 'store-';
const SUFFIX = '.tar.gz';

export const backupDirOf = (dataDir: string): string => `${dataDir}-backups`;

/** The store's copies, newest first. */
export function listBackups(dataDir: string): string[] {
  const dir = backupDirOf(dataDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.startsWith(PREFIX) && name.endsWith(SUFFIX))
    .sort()
    .reverse()
    .map((name) => path.join(dir, name));
}

/** When the newest copy was written (ms since the epoch), or null without one. */
export function newestBackupAt(dataDir: string): number | null {
  const [newest] = listBackups(dataDir);
  return newest ? statSync(newest).mtimeMs : null;
}

/** Writes a copy of the open store `pg` (whose directory is `dataDir`) and keeps the newest `keep`. */
export async function writeBackup(pg: PGlite, dataDir: string, keep: number): Promise<string> {
  await pg.exec('CHECKPOINT');
  const dump = await pg.dumpDataDir('gzip');
  const dir = backupDirOf(dataDir);
  mkdirSync(dir, { recursive: true });
  // Names sort by time; the counter keeps two copies of one millisecond apart.
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  let file = path.join(dir, `${PREFIX}${stamp}${SUFFIX}`);
  for (let n = 1; existsSync(file); n += 1) file = path.join(dir, `${PREFIX}${stamp}-${n}${SUFFIX}`);
  const partial = `${file}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file); // a copy cut short by a crash is never taken for a whole one
  for (const old of listBackups(dataDir).slice(Math.max(1, keep))) rmSync(old, { force: true });
  return file;
}

/** Whether the store directory `dir` opens and answers a query; it is closed again either way. */
export async function storeOpens(dir: string, loadDataDir?: Blob): Promise<boolean> {
  let pg: PGlite | undefined;
  try {
    pg = await PGlite.create(dir, loadDataDir ? { loadDataDir } : {});
    await pg.query('SELECT count(*) FROM pg_catalog.pg_class');
    return true;
  } catch {
    return false;
  } finally {
    await pg?.close().catch(() => undefined);
  }
}

export type Restored = { from: string; movedAside: string | null; skipped: string[] };

/**
 * Puts back the newest copy of the store at `dataDir` that opens: each copy, newest first, is unpacked
 * beside the store and opened; the first that opens replaces the store, which is moved aside (never
 * deleted) as `<dir>.broken-<time>`. Takes the store's lock, so it refuses while a server has the store
 * open. Throws when no copy opens.
 */
export async function restoreLatestBackup(dataDir: string): Promise<Restored> {
  const copies = listBackups(dataDir);
  if (copies.length === 0) throw new Error(`There is no copy of ${dataDir} in ${backupDirOf(dataDir)}.`);
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const lock = await lockStore(dataDir, () => undefined);
  const skipped: string[] = [];
  try {
    const unpacked = `${dataDir}.restoring`;
    for (const copy of copies) {
      rmSync(unpacked, { recursive: true, force: true });
      if (await storeOpens(unpacked, new Blob([readFileSync(copy)]))) {
        let movedAside: string | null = null;
        if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
          movedAside = `${dataDir}.broken-${new Date().toISOString().replace(/[:.]/g, '-')}`;
          renameSync(dataDir, movedAside);
        } else {
          rmSync(dataDir, { recursive: true, force: true });
        }
        renameSync(unpacked, dataDir);
        return { from: copy, movedAside, skipped };
      }
      skipped.push(copy);
    }
    rmSync(unpacked, { recursive: true, force: true });
    throw new Error(`None of the ${copies.length} copies in ${backupDirOf(dataDir)} opens.`);
  } finally {
    await lock.release();
  }
}
