import 'server-only';
import { migrate } from './schema';

// One small query layer over PostgreSQL, whichever engine holds it: embedded PGlite (`pglite:<dir>`,
// the default) or a server through a `pg` pool (`postgres://…`). The SQL is the same for both, so moving
// to a PostgreSQL server is a configuration change.

export type Row = Record<string, unknown>;

export type Queryable = {
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
};

export type Db = Queryable & {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/** Opens the store named by a STORE_URL and applies the schema migrations. */
export async function openDb(storeUrl: string): Promise<Db> {
  let db: Db;
  if (storeUrl.startsWith('pglite:')) {
    const { openPglite } = await import('./db-pglite');
    db = await openPglite(storeUrl.slice('pglite:'.length));
  } else if (/^postgres(ql)?:\/\//.test(storeUrl)) {
    const { openPgPool } = await import('./db-pg');
    db = await openPgPool(storeUrl);
  } else {
    throw new Error('STORE_URL must be pglite:<directory> or postgres://…');
  }
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}

const GLOBAL_KEY = Symbol.for('partner-dashboard.store.db');
type Holder = { [GLOBAL_KEY]?: { url: string; db: Promise<Db> } };

/**
 * The process-wide store, opened on first use. Cached on globalThis so that Next's dev reloads, which
 * re-evaluate modules, reuse the open database (PGlite allows one opener per data directory).
 */
export function getDb(storeUrl: string): Promise<Db> {
  const holder = globalThis as Holder;
  const cached = holder[GLOBAL_KEY];
  if (cached && cached.url === storeUrl) return cached.db;
  const db = openDb(storeUrl);
  holder[GLOBAL_KEY] = { url: storeUrl, db };
  // A failed open is not cached: the next call tries again.
  db.catch(() => {
    if (holder[GLOBAL_KEY]?.db === db) delete holder[GLOBAL_KEY];
  });
  return db;
}

/** Closes the process-wide store (tests, graceful shutdown). */
export async function closeDb(): Promise<void> {
  const holder = globalThis as Holder;
  const cached = holder[GLOBAL_KEY];
  delete holder[GLOBAL_KEY];
  if (cached) await (await cached.db).close();
}
