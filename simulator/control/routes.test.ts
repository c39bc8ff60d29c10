import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSimulator } from '../app';
import { bearer, json, startSimulator, type RunningSimulator } from '@/test/support/simulator/harness';
import { noGovernance, noMarket, testOAuth, testToken } from '@/test/support/simulator/fixtures';

const modules = { oauth: testOAuth, governance: noGovernance, market: noMarket };
let sim: RunningSimulator;

const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

beforeAll(async () => {
  sim = await startSimulator(modules);
});
afterAll(() => sim.close());
beforeEach(async () => {
  await sim.request('/__sim/reset', { method: 'POST' });
});

describe('the control API', () => {
  it('describes the seed world with the same addresses on every start', async () => {
    const world = (await json(await sim.request('/__sim/world'))).body;
    expect(world).toMatchObject({ baseUrl: sim.url, authUrl: sim.url, rpcUrl: `${sim.url}/rpc` });
    const users = world.users as { id: string; wallet: string; tradingEnabled: boolean }[];
    expect(users.map((u) => [u.id, u.tradingEnabled])).toEqual([
      ['alice', true],
      ['bob', true],
      ['carol', false],
      ['dana', true],
    ]);
    const clients = world.clients as { clientId: string; redirectUris: string[]; tier: string }[];
    expect(clients.find((c) => c.clientId === 'demo-dashboard_app')?.redirectUris).toEqual([
      'http://localhost:3000/api/auth/callback',
      'http://127.0.0.1:3000/api/auth/callback',
    ]);
    expect(clients.find((c) => c.clientId === 'partner-pro_app')?.tier).toBe('partner');

    const other = await startSimulator(modules, { dashboardPort: 3999 });
    try {
      const again = (await json(await other.request('/__sim/world'))).body;
      expect((again.users as { wallet: string }[]).map((u) => u.wallet)).toEqual(users.map((u) => u.wallet));
      const demo = (again.clients as typeof clients).find((c) => c.clientId === 'demo-dashboard_app');
      expect(demo?.redirectUris[0]).toBe('http://localhost:3999/api/auth/callback');
    } finally {
      await other.close();
    }
  });

  it('advances the clock by exactly the seconds asked', async () => {
    const before = BigInt(sim.sim().nowUnix());
    const { status, body } = await json(await sim.request('/__sim/clock', post({ advanceSeconds: 3600 })));
    expect(status).toBe(200);
    expect(BigInt(body.nowUnix as string)).toBe(before + 3600n);
    expect(await json(await sim.request('/__sim/clock', post({ advanceSeconds: -1 })))).toMatchObject({
      status: 400,
      body: { error: 'invalid_input' },
    });
  });

  it('turns a user’s 1-click trading off and back on; reset restores the seed', async () => {
    await sim.request('/__sim/users/alice', post({ tradingEnabled: false }));
    const me = await json(await sim.request('/partner/v1/me', bearer(testToken('alice'))));
    expect(me.body).toMatchObject({ user: { tradingEnabled: false } });
    expect((await sim.request('/__sim/users/nobody', post({ tradingEnabled: true }))).status).toBe(404);

    await sim.request('/__sim/reset', { method: 'POST' });
    const after = await json(await sim.request('/partner/v1/me', bearer(testToken('alice'))));
    expect(after.body).toMatchObject({ user: { tradingEnabled: true } });
    expect((await json(await sim.request('/__sim/stats'))).body).toMatchObject({
      requests: { 'GET /partner/v1/me': 1 },
    });
  });

  it('counts the reads of a route with parameters by the resource each one named', async () => {
    const token = testToken('alice');
    const mintA = 'So11111111111111111111111111111111111111112';
    const mintB = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB';
    for (const mint of [mintA, mintA, mintB])
      await sim.request(`/partner/v1/governance/${mint}?x=1`, bearer(token));
    await sim.request('/partner/v1/me', bearer(token));
    const stats = (await json(await sim.request('/__sim/stats'))).body;
    expect(stats).toMatchObject({
      requests: { 'GET /partner/v1/governance/{mint}': 3, 'GET /partner/v1/me': 1 },
      resources: {
        [`GET /partner/v1/governance/${mintA}`]: 2,
        [`GET /partner/v1/governance/${mintB}`]: 1,
      },
    });
    expect(Object.keys(stats.resources as object)).not.toContain('GET /partner/v1/me');
  });

  it('injects a status for the next N calls of a route, then behaves normally', async () => {
    await sim.request(
      '/__sim/faults',
      post({ route: 'GET /partner/v1/me', count: 2, status: 502, error: 'rpc_unavailable' }),
    );
    const token = testToken('bob');
    for (let i = 0; i < 2; i += 1) {
      expect(await json(await sim.request('/partner/v1/me', bearer(token)))).toMatchObject({
        status: 502,
        body: { error: 'rpc_unavailable' },
      });
    }
    expect((await sim.request('/partner/v1/me', bearer(token))).status).toBe(200);
  });

  it('injects a 429 that names its wait, in the body and in retry-after', async () => {
    await sim.request(
      '/__sim/faults',
      post({ route: 'GET /partner/v1/me', status: 429, error: 'rate_limit_exceeded', retryAfterSeconds: 9 }),
    );
    const response = await sim.request('/partner/v1/me', bearer(testToken('bob')));
    expect(response.headers.get('retry-after')).toBe('9');
    expect(await json(response)).toMatchObject({
      status: 429,
      body: { error: 'rate_limit_exceeded', retryAfterSeconds: 9 },
    });
  });

  it('drops the connection after handling, so the outcome is lost', async () => {
    await sim.request('/__sim/faults', post({ route: 'GET /partner/v1/me', drop: true }));
    await expect(sim.request('/partner/v1/me', bearer(testToken('bob')))).rejects.toThrow();
    expect((await sim.request('/partner/v1/me', bearer(testToken('bob')))).status).toBe(200);
  });

  it('adds latency without changing the answer', async () => {
    await sim.request('/__sim/faults', post({ route: 'GET /partner/v1/me', latencyMs: 150 }));
    const started = performance.now();
    const response = await sim.request('/partner/v1/me', bearer(testToken('bob')));
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('holds the answer, after handling, for answerDelayMs', async () => {
    await sim.request('/__sim/faults', post({ route: 'GET /partner/v1/me', answerDelayMs: 150 }));
    const started = performance.now();
    expect((await sim.request('/partner/v1/me', bearer(testToken('bob')))).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('rejects malformed control bodies in the spec error shape', async () => {
    for (const [path, body] of [
      ['/__sim/faults', { route: 'nonsense' }],
      ['/__sim/config', { accessTokenTtlSeconds: 0 }],
      ['/__sim/config', { unknownKnob: 1 }],
    ] as const) {
      expect(await json(await sim.request(path, post(body)))).toMatchObject({
        status: 400,
        body: { error: 'invalid_input' },
      });
    }
  });

  it('serves the chain’s JSON-RPC at /rpc', async () => {
    const { body } = await json(
      await sim.request('/rpc', post({ jsonrpc: '2.0', id: 1, method: 'getHealth' })),
    );
    expect(body).toEqual({ jsonrpc: '2.0', id: 1, result: 'ok' });
  });

  it('is absent when control is off', async () => {
    const server = await buildSimulator(
      { dashboardPort: 3000, publicUrl: 'http://127.0.0.1:1', control: false, followWallClock: false },
      modules,
    );
    try {
      const response = await server.app.inject({ method: 'GET', url: '/__sim/world' });
      expect(response.statusCode).toBe(404);
    } finally {
      await server.app.close();
    }
  });
});
