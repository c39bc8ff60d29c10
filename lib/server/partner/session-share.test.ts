import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryBudget } from '@/lib/server/partner';
import { connect, setBudget, startProxyEnv, type ProxyEnv } from '@/test/support/relay-env';
import { runtime } from '../runtime';

// One signed-in person cannot starve the others: once three quarters of the tier's minute are spent, their own reads
// take a quarter of it at most (reads of many distinct mints, a loop on one page), and everyone else keeps
// theirs.

let env: ProxyEnv;

beforeAll(async () => {
  env = await startProxyEnv();
}, 60_000);
afterAll(async () => {
  setBudget();
  await env.close();
});

describe('a session’s share of the tier', () => {
  it('lets one person’s reads past a quarter of the minute only while more than a quarter of it is left', async () => {
    const [alice, bob, carol, dana] = [
      await connect(env.sim, 'alice'),
      await connect(env.sim, 'bob'),
      await connect(env.sim, 'carol'),
      await connect(env.sim, 'dana'),
    ];
    setBudget(memoryBudget(40)); // a quarter: 10 reads each
    const read = async (sessionId: string) =>
      (await runtime().partner.read(sessionId, '/partner/v1/me', { priority: 'user' })).status;
    // A quiet minute is not wasted: alice reads past her share while most of it is left.
    const first: number[] = [];
    for (let i = 0; i < 12; i += 1) first.push(await read(alice));
    expect(first).toEqual(Array(12).fill(200));
    for (let i = 0; i < 10; i += 1) expect(await read(bob)).toBe(200);
    for (let i = 0; i < 8; i += 1) expect(await read(carol)).toBe(200);
    // Three quarters of the minute are spent: alice, past her share, waits; dana, within hers, reads.
    expect(await read(alice)).toBe(429);
    expect(await read(dana)).toBe(200);
  });
});
