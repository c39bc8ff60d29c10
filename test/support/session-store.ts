import 'server-only';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '@/lib/server/store/db';
import { createSessionStore, type SessionStore } from '@/lib/server/store/sessions';
import { openTestDb, testSealer } from './store';

export type TestSessionStore = { readonly db: Db; readonly sessions: SessionStore };

/**
 * A throwaway store with the session store over it, opened before the calling file's tests and closed after
 * them. Read `db` and `sessions` inside the tests (they exist once the file's `beforeAll` has run).
 */
export function setupTestSessionStore(): TestSessionStore {
  let opened: { db: Db; sessions: SessionStore } | undefined;
  beforeAll(async () => {
    const db = await openTestDb();
    opened = { db, sessions: createSessionStore(db, testSealer()) };
  }, 60_000);
  afterAll(() => opened?.db.close());
  const get = () => {
    if (!opened) throw new Error('the test store is open only while the tests run');
    return opened;
  };
  return {
    get db() {
      return get().db;
    },
    get sessions() {
      return get().sessions;
    },
  };
}
