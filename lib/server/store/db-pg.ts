import 'server-only';
import pg from 'pg';
import type { Db, Queryable, Row } from './db-types';

type Client = Pick<pg.PoolClient, 'query'>;

function queryable(target: Client): Queryable {
  return {
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  };
}

/** A PostgreSQL server through a `pg` connection pool. */
export async function openPgPool(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client that loses its connection emits 'error'; without a listener that would crash the process.
  pool.on('error', () =>
    console.error('[store] An idle PostgreSQL connection failed; the pool will reconnect.'),
  );
  return {
    ...queryable(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    pgPool: pool,
  };
}
