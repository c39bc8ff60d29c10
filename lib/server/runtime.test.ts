import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteTestDir, TEST_SECRET } from '@/test/support/store';
import { parseConfig } from './config';
import { memoryBudget } from './partner';
import { closeRuntime, createRuntime, runtime, setRuntime } from './runtime';

// The composition root: one store, one seam and one budget per runtime, built from the configuration.

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function config(extra: Record<string, string> = {}) {
  const dir = await pgliteTestDir();
  dirs.push(dir);
  return parseConfig({ STORE_URL: `pglite:${dir}`, SESSION_SECRET: TEST_SECRET, ...extra });
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

  it('keeps per-runtime state in slots and runs closers', async () => {
    const rt = createRuntime(await config());
    const made = rt.slot('x', () => ({ n: 1 }));
    expect(rt.slot('x', () => ({ n: 2 }))).toBe(made);
    let closed = 0;
    rt.onClose(() => void (closed += 1));
    await rt.close();
    expect(closed).toBe(1);
    expect(rt.slot('x', () => ({ n: 3 }))).toEqual({ n: 3 });
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
});
