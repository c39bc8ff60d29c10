import { describe, expect, it } from 'vitest';
import { floorOf, memoryBudget } from './budget';

describe('memoryBudget', () => {
  it('allows its points in a minute, then says how long to wait', async () => {
    const budget = memoryBudget(2);
    expect(await budget.take('write')).toEqual({ ok: true });
    expect(await budget.take('write')).toEqual({ ok: true });
    const spent = await budget.take('write');
    expect(spent.ok).toBe(false);
    if (!spent.ok) expect(spent.retryAfterSeconds).toBeGreaterThanOrEqual(59);
  });

  it('keeps reserved shares: shared refreshes stop first, then per-user reads, writes last', async () => {
    const budget = memoryBudget(20);
    expect([floorOf(20, 'write'), floorOf(20, 'user'), floorOf(20, 'shared')]).toEqual([0, 2, 5]);
    let shared = 0;
    while ((await budget.take('shared')).ok) shared += 1;
    expect(shared).toBe(15);
    expect(await budget.remaining()).toBe(5);
    let user = 0;
    while ((await budget.take('user')).ok) user += 1;
    expect(user).toBe(3);
    expect(await budget.remaining()).toBe(2);
    expect((await budget.take('write')).ok).toBe(true);
    expect((await budget.take('write')).ok).toBe(true);
    expect((await budget.take('write')).ok).toBe(false);
    expect(await budget.remaining()).toBe(0);
  });

  it('counts charged calls (token refreshes) against what the priorities see', async () => {
    const budget = memoryBudget(10);
    for (let i = 0; i < 7; i += 1) await budget.charge();
    expect(await budget.remaining()).toBe(3);
    expect((await budget.take('shared')).ok).toBe(false);
    expect((await budget.take('user')).ok).toBe(true);
  });
});
