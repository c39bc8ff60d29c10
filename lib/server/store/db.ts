import 'server-only';
import type { Db } from './db-types';
import { migrate } from './schema';

// One small query layer over PostgreSQL, whichever engine holds it: embedded PGlite (`pglite:<dir>`,
// the default) or a server through a `pg` pool (`postgres://…`). The SQL is the same for both, so moving
// to a PostgreSQL server is a configuration change.

export type { Db, Queryable, Row } from './db-types';

/** Whether a STORE_URL names a PostgreSQL server (shared by instances) rather than the embedded store. */
export const isServerStore = (storeUrl: string): boolean => /^postgres(ql)?:\/\//.test(storeUrl);

/** Opens the store named by a STORE_URL and applies the schema migrations. */
export async function openDb(storeUrl: string): Promise<Db> {
  let db: Db;
  if (storeUrl.startsWith('pglite:')) {
    const { openPglite } = await import('./db-pglite');
    db = await openPglite(storeUrl.slice('pglite:'.length));
  } else if (isServerStore(storeUrl)) {
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
