import { describe, expect, it } from 'vitest';
import { memoryBudget } from './budget';

describe('memoryBudget', () => {
  it('allows its points in a minute, then says how long to wait', async () => {
    const budget = memoryBudget(2);
    expect(await budget.take()).toEqual({ ok: true });
    expect(await budget.take()).toEqual({ ok: true });
    const spent = await budget.take();
    expect(spent.ok).toBe(false);
    if (!spent.ok) expect(spent.retryAfterSeconds).toBeGreaterThanOrEqual(59);
  });
});
