import 'server-only';
import type { PgliteOptions } from './db-pglite';
import type { Db } from './db-types';
import { migrate } from './schema';

// One small query layer over PostgreSQL, whichever engine holds it: embedded PGlite (`pglite:<dir>`,
// the default) or a server through a `pg` pool (`postgres://…`). The SQL is the same for both, so moving
// to a PostgreSQL server is a configuration change.

export type { Db, Queryable, Row } from './db-types';

/** Whether a STORE_URL names a PostgreSQL server (shared by instances) rather than the embedded store. */
export const isServerStore = (storeUrl: string): boolean => /^postgres(ql)?:\/\//.test(storeUrl);

/**
 * Opens the store named by a STORE_URL and applies the schema migrations. An embedded store takes
 * `embedded` (its copies) and is refused while another process has it open (db-pglite.ts).
 */
export async function openDb(storeUrl: string, embedded: PgliteOptions = {}): Promise<Db> {
  let db: Db;
  if (storeUrl.startsWith('pglite:')) {
    const { openPglite } = await import('./db-pglite');
    db = await openPglite(storeUrl.slice('pglite:'.length), embedded);
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

/** The one message a server that cannot open its store stops with: which store, what failed, what to do. */
export function storeFailureMessage(storeUrl: string, error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  if (error instanceof Error && (error.name === 'StoreLockedError' || error.name === 'StoreOpenError'))
    return reason;
  if (isServerStore(storeUrl)) {
    let where = 'the PostgreSQL server of STORE_URL';
    try {
      const url = new URL(storeUrl);
      where = `PostgreSQL at ${url.host}${url.pathname}`; // never the user or password
    } catch {
      // an unparsable URL keeps the generic words
    }
    return `The store (${where}) cannot be opened: ${reason}. Check STORE_URL and that the database accepts connections.`;
  }
  return `The store ${storeUrl} cannot be opened: ${reason}. Check STORE_URL and the directory's permissions.`;
}
