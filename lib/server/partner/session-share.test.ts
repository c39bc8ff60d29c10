import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryBudget } from '@/lib/server/partner';
import { connect, setBudget, startProxyEnv, type ProxyEnv } from '@/test/support/relay-env';
import { runtime } from '../runtime';

// One signed-in person cannot starve the others: their own reads take a quarter of the tier's minute
// at most (reads of many distinct mints, a loop on one page), and everyone else keeps theirs.

let env: ProxyEnv;

beforeAll(async () => {
  env = await startProxyEnv();
}, 60_000);
afterAll(async () => {
  setBudget();
  await env.close();
});

describe('a session’s share of the tier', () => {
  it('lets one person’s own reads take a quarter of the tier’s minute, and the others theirs', async () => {
    setBudget(memoryBudget(40));
    const alice = await connect(env.sim, 'alice');
    const carol = await connect(env.sim, 'carol');
    const read = (sessionId: string) =>
      runtime().partner.read(sessionId, '/partner/v1/me', { priority: 'user' });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await read(alice)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    expect((await read(carol)).status).toBe(200);
  });
});
