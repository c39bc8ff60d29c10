import 'server-only';
import type { Queryable, Row } from './db-types';

/** A connection of either engine (a `pg` pool or client, PGlite or its transaction), as far as queries go. */
export type Connection = {
  query<T extends Row>(sql: string, params: unknown[]): Promise<{ rows: T[] }>;
};

/**
 * The store's `Queryable` over one connection: `query` answers the rows of a parameterised statement, and
 * `exec` runs a script through `runScript` (the engines differ there).
 */
export function queryableOver(target: Connection, runScript: (sql: string) => Promise<unknown>): Queryable {
  return {
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await runScript(sql);
    },
  };
}
