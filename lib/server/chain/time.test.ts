import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatorModules } from '@/simulator/modules';
import { advanceClock, startSimulator, type RunningSimulator } from '@/test/support/simulator/harness';
import { createChainConnections, type ChainConnections } from './connection';

// The network's clock follows the chain: advancing the simulated clock moves it by as much.

let sim: RunningSimulator;
let chain: ChainConnections;
beforeAll(async () => {
  sim = await startSimulator(simulatorModules);
  chain = createChainConnections(`${sim.url}/rpc`);
});
afterAll(() => sim.close());

describe('networkNowUnix', () => {
  it('reads the block time of the latest slot, and moves with the chain', async () => {
    const { networkNowUnix } = await import('./time');
    const before = await networkNowUnix(chain);
    expect(before).toBe(sim.sim().nowUnix());
    await advanceClock(sim, 3600);
    expect(await networkNowUnix(chain)).toBe(before + 3600n);
  });
});

describe('recentNetworkNowUnix', () => {
  it('answers from a read at most maxAgeMs old, so many pages polling cost one RPC read', async () => {
    const { recentNetworkClock } = await import('./time');
    const recentNetworkNowUnix = recentNetworkClock(chain);
    const first = await recentNetworkNowUnix(0);
    await advanceClock(sim, 60);
    expect(await recentNetworkNowUnix(60_000)).toBe(first);
    expect(await recentNetworkNowUnix(0)).toBe(first + 60n);
  });
});
