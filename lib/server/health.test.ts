// /api/health while the store cannot be opened: down (503), the store named as what is down to the probe.
import { readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GET as health } from '@/app/api/health/route';
import { pgliteTestDir, probeHeaders, TEST_HEALTH_TOKEN, TEST_SECRET } from '@/test/support/store';
import { parseConfig } from './config';
import { forgetHealth } from '@/test/support/runtime';
import { closeRuntime, createRuntime, setRuntime } from './runtime';
import { openDb } from './store/db';

let dir = '';
afterAll(async () => {
  await closeRuntime();
  rmSync(dir, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('is down while the store cannot be opened', async () => {
    dir = await pgliteTestDir();
    await (await openDb(`pglite:${dir}`)).close();
    // Its write-ahead log lost: PGlite aborts as it opens the store.
    const wal = path.join(dir, 'pg_wal');
    for (const name of readdirSync(wal))
      if (/^[0-9A-F]{24}$/.test(name))
        writeFileSync(path.join(wal, name), Buffer.alloc(statSync(path.join(wal, name)).size));
    setRuntime(
      createRuntime(
        parseConfig({
          STORE_URL: `pglite:${dir}`,
          STORE_BACKUP_MINUTES: '0',
          SESSION_SECRET: TEST_SECRET,
          HEALTH_TOKEN: TEST_HEALTH_TOKEN,
        }),
      ),
    );
    forgetHealth();
    const ask = (headers: Record<string, string>) =>
      health(new Request('http://localhost:3000/api/health', { headers }), { params: Promise.resolve({}) });
    const probe = await ask(probeHeaders);
    expect(probe.status).toBe(503);
    expect(await probe.json()).toMatchObject({ store: 'down' });
    const anyone = await ask({});
    expect(anyone.status).toBe(503);
    expect(await anyone.json()).toEqual({ status: 'down' });
  }, 60_000);
});
