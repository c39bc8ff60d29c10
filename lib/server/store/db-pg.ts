import 'server-only';
import pg from 'pg';
import type { Db, Queryable } from './db-types';
import { queryableOver } from './queryable';

type Client = Pick<pg.PoolClient, 'query'>;

function queryable(target: Client): Queryable {
  return queryableOver(target, (sql) => target.query(sql));
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
