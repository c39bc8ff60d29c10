import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as worldReset } from '@/app/api/sim/world-reset/route';
import { SAME_ORIGIN, connect, startProxyEnv, type ProxyEnv } from '@/test/support/relay-env';
import { testReadModel as readModel } from '@/test/support/runtime';

// The simulator's reset tells the dashboard through POST /api/sim/world-reset with the secret `npm start`
// gives both; nobody else may make the dashboard drop what it holds.

const SECRET = 'a-reset-secret-of-thirty-two-chars-or-more';
let env: ProxyEnv;

beforeAll(async () => {
  // The simulated configuration (no upstream named), pointed at this test's simulator.
  env = await startProxyEnv((sim) => ({
    PARTNER_BASE_URL: '',
    SIMULATOR_PORT: new URL(sim.url).port,
    SIMULATOR_RESET_SECRET: SECRET,
  }));
}, 60_000);
afterAll(() => env.close());

const post = (authorization?: string) =>
  worldReset(
    new Request('http://localhost:3000/api/sim/world-reset', {
      method: 'POST',
      headers: { ...SAME_ORIGIN, ...(authorization ? { authorization } : {}) },
    }),
    { params: Promise.resolve({}) },
  );

describe('POST /api/sim/world-reset', () => {
  it('is not found without the secret, or with another, and drops nothing', async () => {
    const sessionId = await connect(env.sim, 'alice', true);
    const mint = env.world.tokens.find((t) => t.governance)!.mint;
    await readModel().governance({ sessionId, wallet: null }, mint);
    const held = readModel().entries.peek(`gov:${mint}`)!.fetchedAt;
    for (const authorization of [undefined, 'Bearer not-the-secret', `Basic ${SECRET}`]) {
      const answer = await post(authorization);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toMatchObject({ error: 'not_found' });
    }
    expect(readModel().entries.peek(`gov:${mint}`)!.fetchedAt).toBe(held);
    expect(readModel().entries.invalidated(`gov:${mint}`)).toBe(false);
  });

  it('with the secret, makes everything held read again before it is served', async () => {
    const sessionId = await connect(env.sim, 'bob', true);
    const mint = env.world.tokens.find((t) => t.governance)!.mint;
    await readModel().governance({ sessionId, wallet: null }, mint);
    expect((await post(`Bearer ${SECRET}`)).status).toBe(204);
    expect(readModel().entries.invalidated(`gov:${mint}`)).toBe(true);
  });
});
