import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable } from './db-types';
import { queryableOver } from './queryable';

function queryable(target: PGlite | Transaction): Queryable {
  return queryableOver(target, (sql) => target.exec(sql));
}

const SHARED_BUFFERS = '8MB';

/**
 * Embedded PostgreSQL (WASM). `location` is a directory, created if missing and kept across restarts,
 * or `memory://` for a throwaway store. One process may open a directory at a time.
 */
export async function openPglite(location: string): Promise<Db> {
  const inMemory = location.startsWith('memory://');
  const dataDir = inMemory ? location : path.resolve(location);
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, {
    // The store holds sessions, the journal and limits: a few megabytes. PostgreSQL's default 128 MB of
    // shared buffers would grow the process's memory (WebAssembly memory never shrinks) for nothing.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
  });
  return {
    ...queryable(pg),
    transaction: (fn) => pg.transaction((tx) => fn(queryable(tx))),
    close: () => pg.close(),
  };
}
