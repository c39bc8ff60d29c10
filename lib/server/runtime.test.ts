import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteTestDir, TEST_SECRET } from '@/test/support/store';
import { parseConfig } from './config';
import { memoryBudget } from './partner';
import { closeRuntime, createRuntime, runtime, setRuntime, stopRuntime } from './runtime';

// The composition root: one store, one seam and one budget per runtime, built from the configuration.

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })), 60_000);

async function config(extra: Record<string, string> = {}) {
  const dir = await pgliteTestDir();
  dirs.push(dir);
  return parseConfig({
    STORE_URL: `pglite:${dir}`,
    STORE_BACKUP_MINUTES: '0',
    SESSION_SECRET: TEST_SECRET,
    ...extra,
  });
}

describe('createRuntime', () => {
  it('opens its store once, on first use, and closes it', async () => {
    const rt = createRuntime(await config());
    const a = rt.db();
    expect(rt.db()).toBe(a);
    expect(await (await a).query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    const services = await rt.store();
    expect(services.db).toBe(await a);
    await rt.close();
  }, 60_000);

  it('needs SESSION_SECRET for sessions, not for the store', async () => {
    const rt = createRuntime({ ...(await config()), sessionSecret: undefined });
    await expect(rt.store()).rejects.toThrow(/SESSION_SECRET/);
    expect(await (await rt.db()).query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await rt.close();
  }, 60_000);

  it('sizes the tier budget from the configured tier, unless given one', async () => {
    const basic = createRuntime(await config());
    expect(basic.partner.budget.points).toBe(120);
    const partner = createRuntime(await config({ PARTNER_TIER: 'partner' }));
    expect(partner.partner.budget.points).toBe(1200);
    const given = memoryBudget(5);
    expect(createRuntime(await config(), { budget: given }).partner.budget).toBe(given);
  });

  it('builds each service once, as a typed field, and runs closers', async () => {
    const rt = createRuntime(await config());
    expect(rt.readModel).toBe(rt.readModel);
    expect(rt.streams).toBe(rt.streams);
    expect(rt.chain.connection(1_000)).toBe(rt.chain.connection(1_000));
    expect(createRuntime(await config()).readModel).not.toBe(rt.readModel);
    let closed = 0;
    rt.onClose(() => void (closed += 1));
    await rt.close();
    expect(closed).toBe(1);
  });
});

describe('the process runtime', () => {
  it('is one per process until closed or replaced', async () => {
    const mine = createRuntime(await config());
    setRuntime(mine);
    expect(runtime()).toBe(mine);
    await closeRuntime();
    expect(runtime()).not.toBe(mine);
    setRuntime(undefined);
  });

  it('once stopped, builds no second one that would open the store again (a request still running)', async () => {
    const cfg = await config();
    const mine = createRuntime(cfg);
    setRuntime(mine);
    await runtime().db();
    await stopRuntime();
    expect(() => runtime()).toThrow('The server is stopping.');
    // Its store was closed and released: another process (here, a runtime of its own) opens it at once.
    const next = createRuntime(cfg);
    await expect(next.db()).resolves.toBeDefined();
    await next.close();
    setRuntime(undefined);
  });
});

// Two runtimes over one PostgreSQL server stand for two instances: TEST_POSTGRES_URL=postgres://…
const postgresUrl = process.env.TEST_POSTGRES_URL;

describe.skipIf(!postgresUrl)('runtimes on one PostgreSQL server', () => {
  const pg = () => createRuntime(parseConfig({ STORE_URL: postgresUrl!, SESSION_SECRET: TEST_SECRET }));

  it('spend one tier budget and share per-IP limits', async () => {
    const [a, b] = [pg(), pg()];
    try {
      const before = await b.partner.budget.remaining();
      expect(await a.partner.budget.take('write')).toEqual({ ok: true });
      await a.partner.budget.charge();
      expect(await b.partner.budget.remaining()).toBe(before - 2);

      const name = `test-${crypto.randomUUID()}`;
      const [la, lb] = [await a.limiter(name, 2, 60), await b.limiter(name, 2, 60)];
      await la.consume('203.0.113.7');
      await lb.consume('203.0.113.7');
      await expect(la.consume('203.0.113.7')).rejects.toMatchObject({ remainingPoints: 0 });
      await expect(lb.consume('198.51.100.1')).resolves.toMatchObject({ remainingPoints: 1 });
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 60_000);

  it('share the credential ledger: a rejection seen by one is counted by the other', async () => {
    const config = parseConfig({
      STORE_URL: postgresUrl!,
      SESSION_SECRET: TEST_SECRET,
      PARTNER_BASE_URL: 'http://127.0.0.1:9',
      PARTNER_CLIENT_ID: `client-${crypto.randomUUID()}`,
      PARTNER_API_KEY: 'sk_wrong',
    });
    const [a, b] = [createRuntime(config), createRuntime(config)];
    try {
      const slot = await a.ledger!.reserve();
      await a.ledger!.settle(slot, { outcome: 'rejected' });
      expect(await b.ledger!.status()).toMatchObject({ state: 'rejected', failures: 1 });
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 60_000);

  it('run a scheduled job on one of them at a time, each run once', async () => {
    const config = parseConfig({ STORE_URL: postgresUrl!, SESSION_SECRET: TEST_SECRET });
    const fast = { jobTimings: { pollSeconds: 0.5 } };
    const [a, b] = [createRuntime(config, fast), createRuntime(config, fast)];
    const name = `once-${crypto.randomUUID()}`;
    const runs: { by: string; id: string; start: number; end: number }[] = [];
    const task = (by: string) => async (_signal: AbortSignal, run: { id: string }) => {
      const start = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 200));
      runs.push({ by, id: run.id, start, end: Date.now() });
    };
    a.jobs.every(name, 1_000, task('a'), 'the test job failed');
    b.jobs.every(name, 1_000, task('b'), 'the test job failed');
    try {
      await Promise.all([a.jobs.start(), b.jobs.start()]);
      await expect.poll(() => runs.length, { timeout: 20_000, interval: 200 }).toBeGreaterThanOrEqual(5);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
    runs.sort((x, y) => x.start - y.start);
    // Each run on one instance only, never two at once; after the runs at start, a period apart.
    expect(new Set(runs.map((r) => r.id)).size).toBe(runs.length);
    for (let i = 1; i < runs.length; i += 1) expect(runs[i]!.start).toBeGreaterThanOrEqual(runs[i - 1]!.end);
    for (let i = 3; i < runs.length; i += 1)
      expect(runs[i]!.start - runs[i - 1]!.start).toBeGreaterThanOrEqual(900);
    console.info(`scheduled runs on two instances: ${runs.map((r) => r.by).join('')}`);
  }, 60_000);

  it('replace a scheduled run’s holder that died, within 30 seconds', async () => {
    const name = `held-${crypto.randomUUID()}`;
    // Another instance, in a process of its own, takes the run and hangs in it.
    const holder = spawn(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'test/support/job-holder.ts', name],
      { env: { ...process.env, LOG_LEVEL: 'silent' }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const b = createRuntime(parseConfig({ STORE_URL: postgresUrl!, SESSION_SECRET: TEST_SECRET }), {
      jobTimings: { pollSeconds: 0.5 },
    });
    let ranAt = 0;
    b.jobs.every(name, 60_000, async () => void (ranAt ||= Date.now()), 'the test job failed');
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout.on('data', (data: Buffer) => String(data).includes('holding') && resolve());
        holder.once('exit', () => reject(new Error('The holder stopped before it took the run.')));
      });
      await b.jobs.start();
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(ranAt).toBe(0); // held by the other instance
      const killedAt = Date.now();
      holder.kill('SIGKILL');
      await expect.poll(() => ranAt, { timeout: 45_000, interval: 200 }).toBeGreaterThan(0);
      expect(ranAt - killedAt).toBeLessThan(30_000);
      console.info(`a dead holder's run was taken over after ${((ranAt - killedAt) / 1000).toFixed(1)} s`);
    } finally {
      holder.kill('SIGKILL');
      await b.close();
    }
  }, 90_000);
});
