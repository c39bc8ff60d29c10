import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb, storeFailureMessage } from './db';
import { listBackups, restoreLatestBackup } from './embedded-backups';
import { DEAD_AFTER_MS, STALE_MS } from './embedded-lock';
import { pgliteTestDir } from '@/test/support/store';

// The embedded store's lifecycle: one process per directory, a clear refusal for a store that does not
// open, copies on a schedule and at close, and the restore that puts back the newest copy that opens.

const OPEN = 90_000;
/** A second opener's wait for a live holder, shortened: what is checked is that it is refused, not how late. */
const SHORT_WAIT = { lockWaitMs: 1_000 };
const FIXTURE = path.resolve(__dirname, '../../../../shared/fixtures/unopenable-pglite-store.tgz');
const work = mkdtempSync(path.join(tmpdir(), 'embedded-store-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
let n = 0;
const fresh = () => path.join(work, `store-${(n += 1)}`);
/** A fresh store directory, copied from the tests' template (test/support/store.ts). */
const store = () => pgliteTestDir();

/** Every file under `dir` with a digest of its bytes: what "nothing was changed" compares. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const full = path.join(at, name);
      if (statSync(full).isDirectory()) walk(full);
      else out[path.relative(dir, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

/** The number of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid!;
}

/** A store whose write-ahead log was overwritten: PGlite aborts as it opens it, as on a damaged store. */
async function damagedStore(): Promise<string> {
  const dir = await store();
  const db = await openDb(`pglite:${dir}`);
  await db.query(`INSERT INTO sessions (id_hash, access_expires_at) VALUES ('before', now())`);
  await db.close();
  const wal = path.join(dir, 'pg_wal');
  for (const name of readdirSync(wal))
    if (/^[0-9A-F]{24}$/.test(name))
      writeFileSync(path.join(wal, name), Buffer.alloc(statSync(path.join(wal, name)).size));
  return dir;
}

describe('one process per embedded store', () => {
  it(
    'refuses a second opener of a directory in use, naming the holder, and lets it in once closed',
    async () => {
      const dir = await store();
      const first = await openDb(`pglite:${dir}`);
      const before = snapshot(dir);
      const second = openDb(`pglite:${dir}`, SHORT_WAIT);
      await expect(second).rejects.toThrow(`The embedded store ${dir} is in use by process ${process.pid}`);
      await expect(second).rejects.toMatchObject({ name: 'StoreLockedError' });
      expect(snapshot(dir)).toEqual(before); // refused before it touched anything
      await first.close();
      expect(existsSync(`${dir}.lock`)).toBe(false);
      const again = await openDb(`pglite:${dir}`);
      await again.close();
    },
    OPEN,
  );

  it.each([
    ['a process of this machine that no longer runs, seconds after its last refresh', hostname(), 6_000],
    ['another machine (or no owner record), once the lock is stale', 'elsewhere', STALE_MS + 1_000],
  ])(
    'takes over the lock of a holder that died without releasing it: %s',
    async (_, host, age) => {
      const dir = await store();
      // What a killed holder leaves: its lock, no longer refreshed, and its owner record.
      mkdirSync(`${dir}.lock`);
      writeFileSync(`${dir}.owner`, JSON.stringify({ pid: deadPid(), host, since: 'earlier' }));
      const old = (Date.now() - age) / 1000;
      utimesSync(`${dir}.lock`, old, old);
      const db = await openDb(`pglite:${dir}`);
      expect(JSON.parse(readFileSync(`${dir}.owner`, 'utf8')).pid).toBe(process.pid);
      await db.close();
    },
    OPEN,
  );

  it(
    'does not take over a lock refreshed moments ago, even when its owner record names a dead process',
    async () => {
      const dir = fresh();
      mkdirSync(dir);
      mkdirSync(`${dir}.lock`);
      writeFileSync(`${dir}.owner`, JSON.stringify({ pid: deadPid(), host: hostname(), since: 'now' }));
      const refresh = setInterval(() => utimesSync(`${dir}.lock`, new Date(), new Date()), 1_000);
      try {
        // Waiting longer than a dead holder's lock is given: refreshed, it is never taken over.
        const waited = openDb(`pglite:${dir}`, { lockWaitMs: DEAD_AFTER_MS + 1_000 });
        await expect(waited).rejects.toMatchObject({ name: 'StoreLockedError' });
      } finally {
        clearInterval(refresh);
      }
    },
    OPEN,
  );

  it(
    "ends the store's queries when its lock is lost while held: another process may have the directory now",
    async () => {
      const dir = await store();
      const warnings: string[] = [];
      const db = await openDb(`pglite:${dir}`, { warn: (message) => warnings.push(message) });
      await db.query('SELECT 1');
      // Someone else's hand on the lock: its time is not the one this holder last wrote.
      const elsewhere = new Date(Date.now() - 3_600_000);
      utimesSync(`${dir}.lock`, elsewhere, elsewhere);
      await expect.poll(() => warnings.join('\n'), { timeout: 15_000 }).toContain('was lost');
      await expect(db.query('SELECT 1')).rejects.toThrow('its queries are refused');
      await expect(db.transaction(async (tx) => tx.query('SELECT 1'))).rejects.toThrow('refused');
      await db.close();
    },
    OPEN,
  );
});

describe('a store that does not open', () => {
  it(
    'is refused with one message naming the directory and what to do, and is left as it was',
    async () => {
      const dir = await damagedStore();
      const before = snapshot(dir);
      const opening = openDb(`pglite:${dir}`);
      await expect(opening).rejects.toMatchObject({ name: 'StoreOpenError' });
      const message = storeFailureMessage(`pglite:${dir}`, await opening.catch((e: unknown) => e));
      expect(message).toContain(`The embedded store ${dir} cannot be opened`);
      expect(message).toContain('npm run store:restore');
      expect(snapshot(dir)).toEqual(before);
      // Its lock is released: the next try meets the same damage, not a lock.
      await expect(openDb(`pglite:${dir}`)).rejects.toMatchObject({ name: 'StoreOpenError' });
    },
    OPEN,
  );

  it.skipIf(!existsSync(FIXTURE))(
    'is the case of the store found damaged after a test run (shared/fixtures)',
    async () => {
      const dir = fresh();
      mkdirSync(dir);
      execFileSync('tar', ['xzf', FIXTURE, '-C', dir, '--strip-components=1']);
      await expect(openDb(`pglite:${dir}`)).rejects.toThrow(`The embedded store ${dir} cannot be opened`);
    },
    OPEN,
  );

  it('names a PostgreSQL server without its credentials', () => {
    const message = storeFailureMessage(
      'postgres://dash:s3cret@db.internal:5432/dashboard',
      new Error('connect ECONNREFUSED 10.0.0.5:5432'),
    );
    expect(message).toBe(
      'The store (PostgreSQL at db.internal:5432/dashboard) cannot be opened: connect ECONNREFUSED 10.0.0.5:5432. Check STORE_URL and that the database accepts connections.',
    );
    expect(message).not.toContain('s3cret');
  });
});

describe('copies of the store', () => {
  it(
    'are written at close when the store changed, kept a few generations deep, and restored when the store is damaged',
    async () => {
      const dir = await store();
      const backups = { everyMs: 3_600_000, keep: 2 };
      for (const id of ['one', 'two', 'three']) {
        const db = await openDb(`pglite:${dir}`, { backups });
        await db.query(`INSERT INTO sessions (id_hash, access_expires_at) VALUES ($1, now())`, [id]);
        await db.close();
      }
      const copies = listBackups(dir);
      expect(copies).toHaveLength(2);

      // The store is damaged; the newest copy that opens comes back, the damaged one is moved aside.
      const wal = path.join(dir, 'pg_wal');
      for (const name of readdirSync(wal))
        if (/^[0-9A-F]{24}$/.test(name)) writeFileSync(path.join(wal, name), Buffer.alloc(1024));
      await expect(openDb(`pglite:${dir}`)).rejects.toMatchObject({ name: 'StoreOpenError' });
      // A copy cut short is skipped, never taken for the store.
      writeFileSync(
        path.join(path.dirname(copies[0]!), 'store-9999-12-31T00-00-00-000Z.tar.gz'),
        'not a tar',
      );
      const restored = await restoreLatestBackup(dir);
      expect(restored.skipped).toHaveLength(1);
      expect(restored.from).toBe(copies[0]);
      expect(restored.movedAside).toMatch(/\.broken-/);
      const db = await openDb(`pglite:${dir}`);
      const rows = await db.query<{ id_hash: string }>('SELECT id_hash FROM sessions ORDER BY id_hash');
      expect(rows.map((r) => r.id_hash)).toEqual(['one', 'three', 'two']);
      await db.close();
    },
    OPEN * 2,
  );

  it(
    'are not restored under a running server',
    async () => {
      const dir = await store();
      const db = await openDb(`pglite:${dir}`, { backups: { everyMs: 3_600_000, keep: 2 } });
      await db.query(`INSERT INTO sessions (id_hash, access_expires_at) VALUES ('x', now())`);
      await db.close();
      const held = await openDb(`pglite:${dir}`);
      await expect(restoreLatestBackup(dir)).rejects.toMatchObject({ name: 'StoreLockedError' });
      await held.close();
    },
    OPEN,
  );
});
