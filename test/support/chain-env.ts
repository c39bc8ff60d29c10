// A simulated service and chain for tests of our route handlers: the simulator (OAuth, governance,
// market) on a free port, a fresh PGlite session store, and the settings the server reads pointed at both.
// `close()` stops the simulator, closes the store, removes its folder and gives back the environment.
import { rmSync } from 'node:fs';
import { closeRuntime } from '@/lib/server/runtime';
import { pgliteTestDir, TEST_HEALTH_TOKEN, TEST_SECRET, tokenSet } from '@/test/support/store';
import { governanceModule } from '@/simulator/governance';
import { marketModule } from '@/simulator/market';
import type { CurrentSession } from '@/lib/server/session';
import { createSession, getSession } from './runtime';
import { testOAuth, testToken } from './simulator/fixtures';
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

/**
 * A session of the seed's `user` in the runtime's store, as after her sign-in with every scope: her
 * wallet, the session (its id and the view the server reads) and the cookie that carries it.
 */
export async function signInAs(env: ChainEnv, user: string) {
  const wallet = env.sim.sim().users.get(user)!.wallet;
  const { sessionId } = await createSession(
    tokenSet(1, {
      accessToken: testToken(user),
      scopes: ['profile:read', 'trade:execute', 'governance:vote', 'governance:propose'],
    }),
    { username: user, wallet },
  );
  const session: CurrentSession = { sessionId, view: (await getSession(sessionId))! };
  return { wallet, sessionId, session, cookie: `sid=${sessionId}` };
}
