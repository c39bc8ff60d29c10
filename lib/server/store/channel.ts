import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import type { Db } from './db-types';

// A PostgreSQL notification channel between the instances sharing one server store: `tell` announces a
// key (NOTIFY), `listen` hears the keys the other instances told (LISTEN on a connection of its own, taken
// again a second after it is lost). What one instance tells itself it knows already, so it is not heard
// back. The read model's shared entries and the inbox's unread counts use one each.

const RELISTEN_MS = 1_000;

export type Channel = {
  /** Tells the other instances that `key` changed. */
  tell(key: string): Promise<void>;
  /**
   * Calls `onKey` for each key another instance tells, and `onListening` each time the channel is
   * (again) heard, when what was told while it was not is lost; the returned function stops listening.
   */
  listen(onKey: (key: string) => void, onListening?: () => void): () => void;
};

/** The channel `name` over a PostgreSQL server store (`db` opened on first use). */
export function pgChannel(db: () => Promise<Db>, name: string): Channel {
  const instance = randomUUID();
  return {
    async tell(key) {
      await (await db()).query('SELECT pg_notify($1, $2)', [name, JSON.stringify({ key, from: instance })]);
    },
    listen(onKey, onListening) {
      let client: PoolClient | null = null;
      let stopped = false;
      let retry: ReturnType<typeof setTimeout> | null = null;
      const onNotification = (message: { payload?: string }) => {
        try {
          const { key, from } = JSON.parse(message.payload ?? '') as { key?: unknown; from?: unknown };
          if (typeof key === 'string' && from !== instance) onKey(key);
        } catch {
          // not ours
        }
      };
      const again = () => {
        client?.release(true);
        client = null;
        if (!stopped) (retry = setTimeout(connect, RELISTEN_MS)).unref?.();
      };
      async function connect() {
        try {
          const pool = (await db()).pgPool as Pool;
          const held = await pool.connect();
          if (stopped) return held.release();
          client = held;
          held.on('notification', onNotification);
          held.on('error', again);
          await held.query(`LISTEN ${name}`);
          onListening?.();
        } catch {
          again();
        }
      }
      void connect();
      return () => {
        stopped = true;
        if (retry) clearTimeout(retry);
        client?.removeListener('notification', onNotification);
        client?.release(true);
        client = null;
      };
    },
  };
}
