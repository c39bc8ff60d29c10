import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatorModules } from '@/simulator/modules';
import { startSimulator, type RunningSimulator } from '@/test/support/simulator/harness';

// The network's clock follows the chain: advancing the simulated clock moves it by as much.

let sim: RunningSimulator;
beforeAll(async () => {
  sim = await startSimulator(simulatorModules);
  process.env.SOLANA_RPC_URL = `${sim.url}/rpc`;
});
afterAll(() => sim.close());

describe('networkNowUnix', () => {
  it('reads the block time of the latest slot, and moves with the chain', async () => {
    const { networkNowUnix } = await import('./time');
    const before = await networkNowUnix();
    expect(before).toBe(sim.sim().nowUnix());
    await sim.request('/__sim/clock', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceSeconds: 3600 }),
    });
    expect(await networkNowUnix()).toBe(before + 3600n);
  });
});

describe('recentNetworkNowUnix', () => {
  it('answers from a read at most maxAgeMs old, so many pages polling cost one RPC read', async () => {
    const { recentNetworkNowUnix } = await import('./time');
    const first = await recentNetworkNowUnix(0);
    await sim.request('/__sim/clock', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceSeconds: 60 }),
    });
    expect(await recentNetworkNowUnix(60_000)).toBe(first);
    expect(await recentNetworkNowUnix(0)).toBe(first + 60n);
  });
});
