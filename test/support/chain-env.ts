// A simulated service and chain for tests of our route handlers: the simulator (OAuth, governance,
// market) on a free port, a fresh PGlite session store, and the settings the server reads pointed at both.
// `close()` stops the simulator, closes the store, removes its folder and gives back the environment.
import { rmSync } from 'node:fs';
import { closeRuntime } from '@/lib/server/runtime';
import { pgliteTestDir, TEST_HEALTH_TOKEN, TEST_SECRET } from '@/test/support/store';
import { governanceModule } from '@/simulator/governance';
import { marketModule } from '@/simulator/market';
import { testOAuth } from './simulator/fixtures';
import { json, startSimulator, type RunningSimulator } from './simulator/harness';

export interface ChainEnv {
  sim: RunningSimulator;
  /** The seed's mints by symbol (LUMEN, GRASS, …). */
  mints: Record<string, string>;
  close: () => Promise<void>;
}

export async function startChainEnv(
  extraEnv: (sim: RunningSimulator) => Record<string, string> = () => ({}),
): Promise<ChainEnv> {
  const savedEnv = { ...process.env };
  const sim = await startSimulator({ oauth: testOAuth, governance: governanceModule, market: marketModule });
  const storeDir = await pgliteTestDir();
  Object.assign(process.env, {
    SESSION_SECRET: TEST_SECRET,
    STORE_URL: `pglite:${storeDir}`,
    STORE_BACKUP_MINUTES: '0', // throwaway stores: no copies
    HEALTH_TOKEN: TEST_HEALTH_TOKEN,
    SIMULATOR_PORT: new URL(sim.url).port,
    SOLANA_RPC_URL: `${sim.url}/rpc`,
    ...extraEnv(sim),
  });
  const world = (await json(await sim.request('/__sim/world'))).body as {
    tokens: { mint: string; symbol: string }[];
  };
  const mints = Object.fromEntries(world.tokens.map((t) => [t.symbol, t.mint]));
  const close = async () => {
    await sim.close().catch(() => undefined);
    await closeRuntime();
    rmSync(storeDir, { recursive: true, force: true });
    process.env = savedEnv;
  };
  return { sim, mints, close };
}
