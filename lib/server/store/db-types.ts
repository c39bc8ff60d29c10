import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';

// The store's query interface, shared by the engines (db-pg.ts, db-pglite.ts), the migrations and
// everything that queries; kept apart from db.ts so the engines need not import the module that loads them.

export type Row = Record<string, unknown>;

export type Queryable = {
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
};

export type Db = Queryable & {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The `pg` pool of a PostgreSQL server store, shared with its rate limiters; absent for PGlite. */
  readonly pgPool?: Pool;
  /** The embedded engine of a PGlite store, for the job library's adapter (jobs/); absent for PostgreSQL. */
  readonly pglite?: PGlite;
};
