import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { waitForServer } from '../test/support/wait-for';

// The processes of the three-instance test: one simulator and dashboard instances (the built app behind
// scripts/serve.mjs) on one PostgreSQL database of their own (on TEST_POSTGRES_URL's server) with one
// SESSION_SECRET.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SIMULATOR_PORT = Number(process.env.SIMULATOR_PORT ?? 4110);
/** Instance A; its callback is the one registered with the simulator, so people connect through it. */
export const PORT_A = Number(process.env.E2E_PORT ?? 3110);
const extraBase = Number(process.env.CLUSTER_EXTRA_PORT ?? PORT_A + 10);
/** B, C, then the instances with a wrong API key. */
export const extraPort = (n: number) => extraBase + n;
export const simulatorUrl = `http://127.0.0.1:${SIMULATOR_PORT}`;
const SESSION_SECRET = 'cluster-test-session-secret-0123456789abcdef';
export const API_KEY = 'sk_demo-dashboard_key_7f3a';

export type Proc = { port: number; child: ChildProcess; url: string; stop: () => Promise<void> };

// A worker that is stopped mid-test leaves no process behind.
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

function launch(args: string[], env: Record<string, string>, port: number, probe: string, what: string) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', process.env.CLUSTER_LOGS ? 'inherit' : 'ignore'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
  const url = `http://localhost:${port}`;
  // Any answer: health is 503 while the credentials are refused, which is listening.
  return waitForServer(`http://127.0.0.1:${port}${probe}`, child, what, { anyStatus: true }).then(() => ({
    port,
    child,
    url,
    stop,
  }));
}

export function startSimulator(config: object): Promise<Proc> {
  const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const env = {
    SIMULATOR_PORT: String(SIMULATOR_PORT),
    PORT: String(PORT_A),
    SIMULATOR_CONTROL: 'on',
    SIMULATOR_CONFIG: JSON.stringify(config),
  };
  return launch([tsx, 'simulator/main.ts'], env, SIMULATOR_PORT, '/__sim/world', 'the simulator');
}

/**
 * The instances' database: one of their own, made on first use on the server of TEST_POSTGRES_URL, so
 * that nothing an earlier step of the phase kept there (the tier budget's minute its unit tests spent
 * above all) reaches these cases.
 */
let database: Promise<string> | null = null;
export function clusterDatabase(): Promise<string> {
  database ??= (async () => {
    const serverUrl = process.env.TEST_POSTGRES_URL;
    if (!serverUrl) throw new Error('TEST_POSTGRES_URL is not set (run under scripts/with-postgres.mjs)');
    const name = `cluster_${process.pid}_${Date.now()}`;
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE ${name}`);
    } finally {
      await client.end();
    }
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  })();
  return database;
}

export async function startInstance(port: number, apiKey = API_KEY): Promise<Proc> {
  // The built app: `npm test` builds it in its end-to-end step (scripts/start.mjs), before this one.
  if (!existsSync(path.join(root, '.next', 'BUILD_ID')))
    throw new Error('no build: run `npm run build` first');
  const databaseUrl = await clusterDatabase();
  const env = {
    PORT: String(port),
    STORE_URL: databaseUrl,
    SESSION_SECRET,
    // The journeys connect many times a minute from one address.
    AUTH_PER_MINUTE_PER_IP: '600',
    OAUTH_CALLS_PER_MINUTE: '480',
    PARTNER_BASE_URL: simulatorUrl,
    PARTNER_CLIENT_ID: 'demo-dashboard_app',
    PARTNER_API_KEY: apiKey,
    // Every instance names instance A's callback: the one the simulator has registered.
    PARTNER_REDIRECT_URI: `http://localhost:${PORT_A}/api/auth/callback`,
    SIMULATOR_PORT: String(SIMULATOR_PORT),
    PARTNER_TIER: 'basic',
  };
  return launch([path.join(root, 'scripts', 'serve.mjs')], env, port, '/api/health', `instance :${port}`);
}

export async function simStats(): Promise<{
  requests: Record<string, number>;
  oauth: { refreshes: number; replaysDetected: number; connectionsRevoked: number; failedClientAuth: number };
  rateLimited: number;
}> {
  return (await fetch(`${simulatorUrl}/__sim/stats`)).json();
}

export async function advanceSimClock(seconds: number): Promise<void> {
  const response = await fetch(`${simulatorUrl}/__sim/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceSeconds: seconds }),
  });
  if (!response.ok) throw new Error(`/__sim/clock answered ${response.status}`);
}

/**
 * Starts the next case on a fresh minute of the tier, as if the minute an earlier case spent had passed:
 * the service's limits are made anew (`POST /__sim/config` with no change) and the instances' shared
 * limiter row is dropped, so what a case reads next, at any priority, is never refused by the budget.
 */
export async function freshMinute(): Promise<void> {
  const response = await fetch(`${simulatorUrl}/__sim/config`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) throw new Error(`/__sim/config answered ${response.status}`);
  const client = new pg.Client({ connectionString: await clusterDatabase() });
  await client.connect();
  try {
    await client.query(`DELETE FROM rate_limits WHERE key = 'tier:tier'`);
  } finally {
    await client.end();
  }
  if ((await tierSpent()) !== 0) throw new Error('the tier budget kept its spent points');
}

/**
 * The points of the tier's current minute that the instances have spent together, read from the
 * limiter's row in the shared database (rate-limiter-flexible keeps `<prefix>:<key>`, expiry in ms).
 */
export async function tierSpent(): Promise<number> {
  const client = new pg.Client({ connectionString: await clusterDatabase() });
  await client.connect();
  try {
    const { rows } = await client.query<{ points: number; expire: string | null }>(
      `SELECT points, expire FROM rate_limits WHERE key = 'tier:tier'`,
    );
    const row = rows[0];
    return row && (row.expire === null || Number(row.expire) > Date.now()) ? row.points : 0;
  } finally {
    await client.end();
  }
}
