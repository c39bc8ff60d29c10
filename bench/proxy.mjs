// What the dashboard adds to a read: requests/s and latency of the same read through the dashboard and
// from the simulator directly, in one run. Starts the built dashboard with its simulator (scripts/start.mjs,
// which builds first when the sources changed), connects one session through the real OAuth flow (and
// takes a token of its own for the direct calls), then loads both with CONCURRENCY requests in flight.
//
// The dashboard side is BENCH_PATH (default: the governance read through the relay, which the read model
// serves: one upstream read per freshness period, whatever the load). A read the relay passes through
// (BENCH_PATH=/api/partner/v1/me, say) spends the tier budget (Partner tier here: 1,200 a minute, a tenth
// kept for writes), so that run is capped at BENCH_MAX_REQUESTS to stay inside it.
// Goals for cached reads: p99 added ≤ 5 ms, ≥ 70 % of direct throughput.
// Usage: node bench/proxy.mjs   (env: E2E_PORT, SIMULATOR_PORT, BENCH_SECONDS, CONCURRENCY, BENCH_PATH,
// BENCH_MAX_REQUESTS)
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simControls } from './support/cli.mjs';
import { approveConsent, waitFor } from './support/http.mjs';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = process.env.E2E_PORT ?? '3211';
const SIM_PORT = process.env.SIMULATOR_PORT ?? '4211';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 16);
const MAX_REQUESTS = Number(process.env.BENCH_MAX_REQUESTS ?? 1000);
const dashboard = `http://localhost:${PORT}`;
const simulator = `http://127.0.0.1:${SIM_PORT}`;
const GENEROUS = {
  tierBudgetPerMinute: { basic: 1_000_000, partner: 1_000_000 },
  bucketPerMinute: { read: 1_000_000, trade: 1_000_000, vote: 1_000_000, propose: 1_000_000 },
  oauthPerMinutePerIp: 1_000_000,
};

const storeDir = mkdtempSync(path.join(tmpdir(), 'bench-proxy-store-'));
const server = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
  env: {
    ...process.env,
    PORT,
    SIMULATOR_PORT: SIM_PORT,
    PARTNER_TIER: 'partner',
    STORE_URL: `pglite:${storeDir}`,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'warn',
    // Sessions are made from one address faster than people connect.
    AUTH_PER_MINUTE_PER_IP: '100000',
    OAUTH_CALLS_PER_MINUTE: '100000',
  },
});
function stop() {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  rmSync(storeDir, { recursive: true, force: true });
}
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

const cookieOf = (response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** A dashboard session for `user`, through /api/auth/login and the callback, as a browser makes it. */
async function dashboardSession(user) {
  const login = await fetch(`${dashboard}/api/auth/login`, { redirect: 'manual' });
  const pending = cookieOf(login);
  const callback = await approveConsent({ simulator, authorizationUrl: login.headers.get('location'), user });
  const done = await fetch(callback, { headers: { cookie: pending }, redirect: 'manual' });
  const sid = done.headers.getSetCookie().find((c) => /^(__Host-)?sid=/.test(c));
  if (!sid) throw new Error(`no session cookie from the callback (${done.status})`);
  return sid.split(';')[0];
}

/** An access token of the bench's own (the dashboard's stays sealed in its store), with its own PKCE. */
async function directToken(user, client) {
  const login = await fetch(`${dashboard}/api/auth/login`, { redirect: 'manual' });
  await login.arrayBuffer();
  const url = new URL(login.headers.get('location'));
  const verifier = randomBytes(32).toString('base64url');
  url.searchParams.set('code_challenge', createHash('sha256').update(verifier).digest('base64url'));
  const callback = await approveConsent({ simulator, authorizationUrl: url.toString(), user });
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: callback.searchParams.get('code'),
    redirect_uri: url.searchParams.get('redirect_uri'),
    code_verifier: verifier,
  });
  const basic = Buffer.from(`${client.clientId}:${client.apiKey}`).toString('base64');
  const response = await fetch(`${simulator}/oauth/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  const json = await response.json();
  if (!json.access_token) throw new Error(`token exchange failed: ${response.status}`);
  return json.access_token;
}

/** CONCURRENCY loops for SECONDS (or until `max` requests): latencies of 2xx answers, and the rest counted. */
async function load(url, headers, max = Infinity) {
  const latencies = [];
  const statuses = new Map();
  let sent = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  async function worker() {
    while (performance.now() < deadline && sent < max) {
      sent += 1;
      const t0 = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      const ms = performance.now() - t0;
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.ok) latencies.push(ms);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return {
    ok: latencies.length,
    rps: latencies.length / elapsed,
    p50: pct(50),
    p99: pct(99),
    statuses,
    elapsed,
  };
}

const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

try {
  await waitFor(`${simulator}/__sim/world`, 600, server);
  await waitFor(`${dashboard}/api/time`, 600, server);
  await simControls(simulator).post('config', GENEROUS);
  const world = await (await fetch(`${simulator}/__sim/world`)).json();
  const client = world.clients.find((c) => c.clientId === 'demo-dashboard_app');
  const mint = world.tokens.find((t) => t.symbol === 'LUMEN').mint;
  const sid = await dashboardSession('alice');
  const token = await directToken('alice', client);

  const upstreamPath = `/partner/v1/governance/${mint}`;
  const viaPath =
    process.env.BENCH_PATH?.replace('{mint}', mint) ??
    `/api/partner/v1${upstreamPath.slice('/partner/v1'.length)}`;
  // The governance reads are served by the read model; any other relay path goes to the upstream.
  const passThrough =
    viaPath.startsWith('/api/partner/v1/') && !viaPath.startsWith('/api/partner/v1/governance/');

  // Warm both paths (JIT, connections, first render of the route) before measuring.
  await load(`${simulator}${upstreamPath}`, { authorization: `Bearer ${token}` }, 50);
  await load(`${dashboard}${viaPath}`, { cookie: sid }, 50);

  const direct = await load(`${simulator}${upstreamPath}`, { authorization: `Bearer ${token}` });
  const via = await load(`${dashboard}${viaPath}`, { cookie: sid }, passThrough ? MAX_REQUESTS : Infinity);

  const added99 = via.p99 - direct.p99;
  const ratio = via.rps / direct.rps;
  const other = (r) =>
    [...r.statuses]
      .filter(([s]) => s >= 300)
      .map(([s, n]) => `${n}×${s}`)
      .join(', ') || 'none';
  console.log(`Read: GET ${upstreamPath}  (concurrency ${CONCURRENCY}, ${SECONDS} s per side)`);
  console.log(
    `  direct (simulator)     ${fmt(direct.rps, 0).padStart(6)} req/s  p50 ${fmt(direct.p50, 2)} ms  p99 ${fmt(direct.p99, 2)} ms  (${direct.ok} ok, not ok: ${other(direct)})`,
  );
  console.log(
    `  via dashboard ${viaPath.length > 30 ? '' : ' '.repeat(0)}${fmt(via.rps, 0).padStart(6)} req/s  p50 ${fmt(via.p50, 2)} ms  p99 ${fmt(via.p99, 2)} ms  (${via.ok} ok in ${fmt(via.elapsed)} s, not ok: ${other(via)})`,
  );
  console.log(
    `    path: ${viaPath}${passThrough ? `  [pass-through: every read reaches the upstream; capped at ${MAX_REQUESTS} requests by the tier budget]` : ''}`,
  );
  console.log(`  p99 added: ${fmt(added99, 2)} ms (goal ≤ 5 ms: ${added99 <= 5 ? 'met' : 'NOT met'})`);
  console.log(
    `  throughput: ${fmt(ratio * 100, 0)} % of direct (goal ≥ 70 %: ${ratio >= 0.7 ? 'met' : 'NOT met'})`,
  );
  if (passThrough)
    console.log('  (the goals are for cached reads served by the read model; set BENCH_PATH to its route)');
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  stop();
}
