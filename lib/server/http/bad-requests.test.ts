// Ten thousand generated bad requests across every API route, in-process (the front door's rewrite, Next's
// routing and the route handlers, against the real simulator and a throwaway store): none may be answered
// with a 5xx, every error answer has the error shape, and what the proxy refuses never reaches the service.
// Then the simulator itself, through fastify's inject, with the same kinds of requests on its own paths.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadApiRoutes, dispatch, type AppRoute } from '@/test/support/app-router';
import { badRequest, seeded, worldIds, type Ids } from '@/test/support/bad-requests';
import { testToken } from '@/test/support/simulator/fixtures';
import { connect, ORIGIN, startProxyEnv, type ProxyEnv } from '@/test/support/relay-env';

const REQUESTS = 10_000;
const SIMULATOR_REQUESTS = 3_000;
const SEED = Number(process.env.BAD_REQUESTS_SEED ?? 20_261_123);
/** Codes the proxy answers itself, before any upstream call. */
const REFUSALS = new Set([
  'origin_rejected',
  'not_connected',
  'needs_reconnect',
  'invalid_input',
  'invalid_multipart',
  'payload_too_large',
  'not_found',
  'method_not_allowed',
  'idempotency_in_flight',
  'invalid_address',
]);

let env: ProxyEnv;
let routes: AppRoute[];
let ids: Ids;
const upstreamCalls = new Map<string, number>();

beforeAll(async () => {
  env = await startProxyEnv((sim) => ({ SOLANA_RPC_URL: `${sim.url}/rpc` }));
  routes = await loadApiRoutes(path.resolve(__dirname, '../../../app'));
  ids = worldIds(env, await connect(env.sim, 'alice'), routes);
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes('/partner/v1/')) {
      const id = new Headers(init?.headers).get('x-request-id') ?? '?';
      upstreamCalls.set(id, (upstreamCalls.get(id) ?? 0) + 1);
    }
    return realFetch(input, init);
  });
}, 60_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await env.close();
});

type Finding = { request: string; status: number; problem: string };

async function isErrorShape(response: Response): Promise<{ ok: boolean; code: string | null }> {
  if (!/^application\/json\b/.test(response.headers.get('content-type') ?? ''))
    return { ok: false, code: null };
  try {
    const body = (await response.json()) as { error?: unknown; message?: unknown };
    const ok = typeof body.error === 'string' && typeof body.message === 'string';
    return { ok, code: typeof body.error === 'string' ? body.error : null };
  } catch {
    return { ok: false, code: null };
  }
}

describe('bad requests to every API route', () => {
  it(`answers ${REQUESTS} of them without a 5xx, in the error shape, refusals never sent upstream`, async () => {
    const rng = seeded(SEED);
    const findings: Finding[] = [];
    const statuses = new Map<number, number>();
    const hits = new Map<string, number>();
    let refused = 0;
    const one = async (n: number) => {
      const { target, init } = badRequest(rng, ids);
      const headers = new Headers(init.headers);
      if (!headers.has('x-request-id')) headers.set('x-request-id', `bad-${n}`);
      const label = `${init.method} ${target.slice(0, 120)}`;
      const { route, response } = await dispatch(routes, ORIGIN, target, { ...init, headers });
      if (route === 'page') return;
      hits.set(route ?? '(none)', (hits.get(route ?? '(none)') ?? 0) + 1);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status >= 500) findings.push({ request: label, status: response.status, problem: '5xx' });
      if (response.status < 400) return void (await response.body?.cancel());
      const shape = await isErrorShape(response);
      if (!shape.ok)
        findings.push({ request: label, status: response.status, problem: 'not the error shape' });
      const calls = upstreamCalls.get(response.headers.get('x-request-id') ?? '') ?? 0;
      if (route?.startsWith('api/partner') && shape.code !== null && REFUSALS.has(shape.code)) {
        refused += 1;
        if (calls > 0)
          findings.push({ request: label, status: response.status, problem: `refused yet sent ${calls}×` });
      }
    };
    const started = Date.now();
    for (let n = 0; n < REQUESTS; n += 8) await Promise.all(Array.from({ length: 8 }, (_, i) => one(n + i)));
    const seconds = (Date.now() - started) / 1000;

    console.info(
      `${REQUESTS} bad requests in ${seconds.toFixed(1)} s; statuses ${JSON.stringify(Object.fromEntries(statuses))}; ` +
        `${refused} refused by the proxy; 5xx: ${findings.filter((f) => f.problem === '5xx').length}`,
    );
    expect(findings.slice(0, 20)).toEqual([]);
    expect(hits.get('(none)') ?? 0).toBe(0);
    for (const route of routes) expect(hits.get(route.name) ?? 0, route.name).toBeGreaterThan(20);
    expect(refused).toBeGreaterThan(1000);
  }, 120_000);
});

describe('bad requests to the simulator', () => {
  it(`answers ${SIMULATOR_REQUESTS} of them without a 5xx and in the error shape`, async () => {
    const rng = seeded(SEED + 1);
    const app = env.sim.server.app;
    const token = testToken('alice');
    const findings: Finding[] = [];
    for (let n = 0; n < SIMULATOR_REQUESTS; n += 1) {
      const { target, init } = badRequest(rng, ids);
      const simTarget = target.replace(/^\/api\/(partner|auth)/, (_, part: string) =>
        part === 'partner' ? '/partner' : rng() < 0.5 ? '/oauth' : '/rpc',
      );
      const headers = Object.fromEntries(new Headers(init.headers));
      if (rng() < 0.6) headers.authorization = rng() < 0.8 ? `Bearer ${token}` : `Basic ${'%%%'}`;
      const body =
        init.body instanceof Uint8Array ? Buffer.from(init.body) : (init.body as string | undefined);
      const response = await app.inject({
        method: init.method as 'GET',
        url: simTarget,
        headers,
        ...(body === undefined ? {} : { payload: body }),
      });
      const label = `${init.method} ${simTarget.slice(0, 120)}`;
      if (response.statusCode >= 500)
        findings.push({ request: label, status: response.statusCode, problem: '5xx' });
      if (response.statusCode < 400 || init.method === 'HEAD') continue;
      let body2: { error?: unknown } | null = null;
      try {
        body2 = response.json();
      } catch {
        body2 = null;
      }
      if (typeof body2?.error !== 'string')
        findings.push({ request: label, status: response.statusCode, problem: 'not the error shape' });
    }
    expect(findings.slice(0, 20)).toEqual([]);
  }, 120_000);
});
