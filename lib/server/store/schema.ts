import 'server-only';
import type { Db } from './db';

// Schema migrations, applied at open. Every statement is idempotent, so running them again is harmless;
// append new statements, never edit old ones. An advisory lock keeps two processes that open one
// PostgreSQL server at the same moment from racing on CREATE.

const MIGRATION_LOCK = 7_402_118;

const MIGRATIONS = [
  `CREATE TABLE IF NOT EXISTS sessions (
    id_hash text PRIMARY KEY,
    username text,
    wallet text,
    scopes text NOT NULL DEFAULT '',
    access_token text,
    refresh_token text,
    access_expires_at timestamptz NOT NULL,
    refresh_expires_at timestamptz,
    status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'needs_reconnect', 'revoked')),
    version integer NOT NULL DEFAULT 0,
    lease_owner text,
    lease_until timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX IF NOT EXISTS sessions_updated_at ON sessions (updated_at)`,
];

export async function migrate(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    for (const statement of MIGRATIONS) await tx.exec(statement);
  });
}
