import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from './db';
import { migrate } from './schema';

const OPEN_TIMEOUT = 60_000;

async function exerciseQueryLayer(db: Db) {
  await migrate(db); // idempotent: already applied at open
  await db.exec('DROP TABLE IF EXISTS layer_check');
  await db.exec('CREATE TABLE layer_check (id integer PRIMARY KEY, v text)');
  await db.query('INSERT INTO layer_check (id, v) VALUES ($1, $2)', [1, 'one']);
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO layer_check (id, v) VALUES ($1, $2)', [2, 'two']);
  });
  await expect(
    db.transaction(async (tx) => {
      await tx.query('INSERT INTO layer_check (id, v) VALUES ($1, $2)', [3, 'three']);
      throw new Error('roll back');
    }),
  ).rejects.toThrow('roll back');
  const rows = await db.query<{ id: number; v: string }>('SELECT id, v FROM layer_check ORDER BY id');
  expect(rows).toEqual([
    { id: 1, v: 'one' },
    { id: 2, v: 'two' },
  ]);
  const [times] = await db.query<{ at: Date }>('SELECT now() AS at');
  expect(times?.at).toBeInstanceOf(Date);
  await db.exec('DROP TABLE layer_check');
}

describe('the embedded store (PGlite)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'store-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'creates its directory, applies the schema, and keeps data across a restart',
    async () => {
      const location = path.join(dir, 'nested', 'store');
      const first = await openDb(`pglite:${location}`);
      await exerciseQueryLayer(first);
      await first.query(`INSERT INTO sessions (id_hash, access_expires_at) VALUES ('k1', now())`);
      await first.close();

      const second = await openDb(`pglite:${location}`);
      const rows = await second.query<{ id_hash: string; status: string; version: number }>(
        'SELECT id_hash, status, version FROM sessions',
      );
      expect(rows).toEqual([{ id_hash: 'k1', status: 'active', version: 0 }]);
      await second.close();
    },
    OPEN_TIMEOUT,
  );

  it('refuses an unknown STORE_URL scheme', async () => {
    await expect(openDb('mysql://db')).rejects.toThrow(/STORE_URL/);
  });
});

// The same layer over a PostgreSQL server, when one is offered: TEST_POSTGRES_URL=postgres://…
const postgresUrl = process.env.TEST_POSTGRES_URL;
describe.skipIf(!postgresUrl)('the PostgreSQL store (pg pool)', () => {
  it('runs the same SQL', async () => {
    const db = await openDb(postgresUrl ?? '');
    try {
      await exerciseQueryLayer(db);
    } finally {
      await db.close();
    }
  });
});
