import { describe, expect, it } from 'vitest';
import { floorOf, memoryBudget, watchPoints, withWatchShare } from './budget';

describe('memoryBudget', () => {
  it('allows its points in a minute, then says how long to wait', async () => {
    const budget = memoryBudget(2);
    expect(await budget.take('write')).toEqual({ ok: true });
    expect(await budget.take('write')).toEqual({ ok: true });
    const spent = await budget.take('write');
    expect(spent.ok).toBe(false);
    if (!spent.ok) expect(spent.retryAfterSeconds).toBeGreaterThanOrEqual(59);
  });

  it('says when its minute ends: none runs before the first take, then about a minute from it', async () => {
    const budget = memoryBudget(5);
    expect(await budget.minuteEndsInMs()).toBe(0);
    await budget.take('write');
    const ends = await budget.minuteEndsInMs();
    expect(ends).toBeGreaterThan(58_000);
    expect(ends).toBeLessThanOrEqual(60_000);
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

  it('lets the watcher spend only its share of the minute, and only while most of it is left', async () => {
    const budget = withWatchShare(memoryBudget(120), memoryBudget(watchPoints(120, 0.25)));
    let watched = 0;
    while ((await budget.take('watch')).ok) watched += 1;
    expect(watched).toBe(30); // 25 % of Basic's 120
    expect(await budget.remaining()).toBe(90);
    // Everyone else still has the rest of the minute.
    for (let i = 0; i < 30; i += 1) expect((await budget.take('shared')).ok).toBe(true);
    expect(await budget.remaining()).toBe(60);
  });

  it('stops the watcher before people and page refreshes when the minute runs low', async () => {
    const budget = withWatchShare(memoryBudget(20), memoryBudget(20));
    expect(floorOf(20, 'watch')).toBe(8);
    for (let i = 0; i < 12; i += 1) expect((await budget.take('user')).ok).toBe(true);
    const refused = await budget.take('watch');
    expect(refused.ok).toBe(false);
    expect(await budget.remaining()).toBe(8);
    expect((await budget.take('shared')).ok).toBe(true);
  });
});
