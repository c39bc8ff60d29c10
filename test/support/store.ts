import 'server-only';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll } from 'vitest';
import { createSealer } from '@/lib/server/store/crypto';
import { openDb, type Db } from '@/lib/server/store/db';
import type { TokenSet } from '@/lib/server/store/tokens';

// Helpers for the store's tests: throwaway databases and token pairs.

export const TEST_SECRET = 'test-session-secret-0123456789abcdef';
/** The health probe's token in tests (HEALTH_TOKEN), and the header that carries it. */
export const TEST_HEALTH_TOKEN = 'test-health-probe-token-0123456789abcdef';
export const probeHeaders = { authorization: `Bearer ${TEST_HEALTH_TOKEN}` };
export const testSealer = () => createSealer(TEST_SECRET);

function pgliteVersion(): string {
  try {
    const file = path.resolve('node_modules/@electric-sql/pglite/package.json');
    return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * A fresh PGlite data directory, copied from a template that is initialised once per machine: initdb in
 * WASM takes seconds, a copy and reopen well under one. Removed again by `close()` of `openTestDb`.
 */
export async function pgliteTestDir(): Promise<string> {
  const template = path.join(tmpdir(), `partner-dashboard-pglite-${pgliteVersion()}`);
  if (!existsSync(template)) {
    const building = mkdtempSync(`${template}-building-`);
    await (await PGlite.create(building)).close();
    try {
      renameSync(building, template); // atomic: a parallel worker may have won, which is fine
    } catch {
      rmSync(building, { recursive: true, force: true });
    }
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'partner-dashboard-store-'));
  cpSync(template, dir, { recursive: true });
  return dir;
}

/** An embedded store with the schema applied, or the PostgreSQL server named by TEST_POSTGRES_URL. */
export async function openTestDb(): Promise<Db> {
  if (process.env.TEST_POSTGRES_URL) return openDb(process.env.TEST_POSTGRES_URL);
  const dir = await pgliteTestDir();
  const db = await openDb(`pglite:${dir}`);
  return {
    ...db,
    async close() {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function tokenSet(n: number, overrides: Partial<TokenSet> = {}): TokenSet {
  return {
    accessToken: `svc_at_access_${n}`,
    refreshToken: `refresh_${n}`,
    accessExpiresAt: new Date(Date.UTC(2030, 0, 1, 0, n)),
    refreshExpiresAt: null,
    scopes: ['profile:read', 'trade:execute'],
    ...overrides,
  };
}

/**
 * Two openings of the PostgreSQL server at `url`, as two instances hold them: opened before the calling
 * describe's tests, closed after them (`a` and `b` are set once opened).
 */
export function twoInstancesOf(url: string): { a: Db; b: Db } {
  const opened = {} as { a: Db; b: Db };
  beforeAll(async () => {
    [opened.a, opened.b] = await Promise.all([openDb(url), openDb(url)]);
  });
  afterAll(async () => {
    await Promise.all([opened.a?.close(), opened.b?.close()]);
  });
  return opened;
}
