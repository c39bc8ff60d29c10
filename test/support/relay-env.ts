import 'server-only';
import { rmSync } from 'node:fs';
import * as proxyRoute from '@/app/api/partner/v1/[...path]/route';
import { simulatorModules } from '@/simulator/modules';
import { startSimulator, type RunningSimulator } from './simulator/harness';
import { serverConfig } from '@/lib/server/config';
import { memoryBudget, type TierBudget } from '@/lib/server/partner';
import { closeRuntime, createRuntime, setRuntime, type RuntimeOverrides } from '@/lib/server/runtime';
import { buildAuthorizationRequest, createSession, exchangeCode } from './runtime';
import type { SeedWorld } from './seed-world';
import { pgliteTestDir, TEST_HEALTH_TOKEN, TEST_SECRET } from './store';

// The relay's HTTP tests: a real simulator, a throwaway store, the server configuration pointed at
// both, a runtime of their own over them, and real OAuth sessions. Configuration is read on first use, so
// `startProxyEnv` must run before any lib/server function is called (module imports are fine).

export const ORIGIN = 'http://localhost:3000';
export const SAME_ORIGIN = {
  origin: ORIGIN,
  host: 'localhost:3000',
  'x-requested-with': 'fetch',
  'sec-fetch-site': 'same-origin',
};
export const FEES = { priorityFeeLamports: '5000', tipLamports: '1000000' };

/** The seed world as the simulator's control answers it: each token also says its governance (or null). */
export type World = {
  tokens: (SeedWorld['tokens'][number] & { governance: string | null })[];
  proposals: SeedWorld['proposals'];
};
export type Stats = { requests: Record<string, number>; oauth: Record<string, number> };
export type ProxyEnv = { sim: RunningSimulator; world: World; close(): Promise<void> };

export async function control(sim: RunningSimulator, path: string, body?: unknown): Promise<unknown> {
  const init: RequestInit =
    body === undefined
      ? {}
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  const response = await sim.request(`/__sim/${path}`, init);
  if (!response.ok) throw new Error(`control ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

export const stats = async (sim: RunningSimulator) => (await control(sim, 'stats')) as Stats;

/** Requests that reached `/partner/v1/` (all routes together). */
export const partnerCalls = (s: Stats) =>
  Object.entries(s.requests)
    .filter(([route]) => route.includes(' /partner/v1/'))
    .reduce((sum, [, n]) => sum + n, 0);

/** The simulator's own per-minute limits, raised so only a test that means to meets them. */
export const GENEROUS_SIM_LIMITS = {
  tierBudgetPerMinute: { basic: 100_000, partner: 100_000 },
  bucketPerMinute: { read: 100_000, trade: 100_000, vote: 100_000, propose: 100_000 },
  oauthPerMinutePerIp: 100_000,
};

let budget = memoryBudget(100_000);
/** The test runtime's tier budget, replaceable while the runtime (and its open store) stays. */
const switchable: TierBudget = {
  get points() {
    return budget.points;
  },
  take: (priority) => budget.take(priority),
  charge: () => budget.charge(),
  remaining: () => budget.remaining(),
  minuteEndsInMs: () => budget.minuteEndsInMs(),
};

/** Replaces the tier budget (undefined: back to 100,000 a minute). */
export function setBudget(next?: TierBudget): void {
  budget = next ?? memoryBudget(100_000);
}

/** Installs a fresh runtime over the configuration, with the replaceable budget unless overridden. */
export function installTestRuntime(overrides: RuntimeOverrides = {}) {
  const runtime = createRuntime(serverConfig(), { budget: switchable, ...overrides });
  setRuntime(runtime);
  return runtime;
}

/** `env` is applied before the configuration is read (a function of the simulator for its URL). */
export async function startProxyEnv(
  env: Record<string, string> | ((sim: RunningSimulator) => Record<string, string>) = {},
  overrides: RuntimeOverrides = {},
): Promise<ProxyEnv> {
  const sim = await startSimulator(simulatorModules);
  const dir = await pgliteTestDir();
  Object.assign(process.env, {
    PARTNER_BASE_URL: sim.url,
    PARTNER_CLIENT_ID: 'demo-dashboard_app',
    PARTNER_API_KEY: 'sk_demo-dashboard_key_7f3a',
    SESSION_SECRET: TEST_SECRET,
    STORE_URL: `pglite:${dir}`,
    STORE_BACKUP_MINUTES: '0', // throwaway stores: no copies
    HEALTH_TOKEN: TEST_HEALTH_TOKEN,
    // As the simulator's limits below: raised so only a test that means to meets them.
    AUTH_PER_MINUTE_PER_IP: '100000',
    OAUTH_CALLS_PER_MINUTE: '100000',
    ...(typeof env === 'function' ? env(sim) : env),
  });
  await control(sim, 'config', GENEROUS_SIM_LIMITS);
  installTestRuntime(overrides);
  const world = (await control(sim, 'world')) as World;
  return {
    sim,
    world,
    async close() {
      await sim.close();
      await closeRuntime();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A session made through the real OAuth flow: consent approved as `user`, code exchanged, stored (with
 * the person's wallet when `withWallet`, as the callback does from `GET /me`).
 */
export async function connect(sim: RunningSimulator, user = 'alice', withWallet = false): Promise<string> {
  const auth = await buildAuthorizationRequest();
  const consent = new URL(auth.url).searchParams;
  consent.set('user', user);
  consent.set('decision', 'approve');
  const approved = await sim.request('/oauth/authorize', {
    method: 'POST',
    body: consent,
    redirect: 'manual',
  });
  const location = approved.headers.get('location');
  if (!location) throw new Error(`consent failed: ${approved.status}`);
  const tokens = await exchangeCode({
    callback: new URL(location),
    state: auth.state,
    codeVerifier: auth.codeVerifier,
  });
  const wallet = withWallet ? (sim.sim().users.get(user)?.wallet ?? null) : undefined;
  return (await createSession(tokens, { username: user, ...(withWallet ? { wallet } : {}) })).sessionId;
}

export type Sent = { status: number; body: Record<string, unknown>; headers: Headers };

type CallInit = {
  method?: string;
  sessionId?: string | null;
  headers?: Record<string, string>;
  body?: BodyInit;
};

/** Calls the proxy's route handler directly, as Next would, and reads the JSON answer. */
export async function callProxy(path: string, init: CallInit = {}): Promise<Sent> {
  const method = init.method ?? 'GET';
  const headers = new Headers(init.headers);
  if (init.sessionId) headers.set('cookie', `sid=${init.sessionId}`);
  const url = `${ORIGIN}/api/partner/v1/${path}`;
  const request = new Request(url, { method, headers, body: init.body, duplex: 'half' } as RequestInit);
  const segments = new URL(url).pathname.split('/').slice(4).map(decodeURIComponent);
  const handler =
    { GET: proxyRoute.GET, POST: proxyRoute.POST, PUT: proxyRoute.PUT }[method] ?? proxyRoute.DELETE;
  const response = await handler(request, { params: Promise.resolve({ path: segments }) });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    headers: response.headers,
  };
}

/** A same-origin JSON write with an Idempotency-Key (null leaves the header out). */
export function postJson(
  sessionId: string | null,
  path: string,
  body: unknown,
  key: string | null = crypto.randomUUID(),
  extra: Record<string, string> = {},
): Promise<Sent> {
  return callProxy(path, {
    method: 'POST',
    sessionId,
    headers: {
      ...SAME_ORIGIN,
      'content-type': 'application/json',
      ...(key === null ? {} : { 'idempotency-key': key }),
      ...extra,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A same-origin multipart write (the body's own content type, with its boundary). */
export async function postForm(sessionId: string, path: string, form: FormData, key = crypto.randomUUID()) {
  const encoded = new Response(form);
  return callProxy(path, {
    method: 'POST',
    sessionId,
    headers: {
      ...SAME_ORIGIN,
      'content-type': encoded.headers.get('content-type') ?? '',
      'idempotency-key': key,
    },
    body: await encoded.arrayBuffer(),
  });
}
