// A crowd on one proposal page: N viewers (default 1,000), each with the real cookie of its own session,
// doing what the page's client does — its event stream (GET /api/stream/governance/{mint}?proposal=…)
// whose first events carry the data the server holds, the header's bell (GET /api/stream/inbox; not with
// --no-bells), the data each event carries (a conditional GET
// only for an event without data), the network's clock from the stream — for SECONDS while a person
// votes and cancels through the dashboard every VOTE_EVERY seconds. Prints upstream requests a minute
// (/__sim/stats), the upstream 429s, the p50/p95 age of the data each viewer holds when a vote lands
// (time from the vote's send to the viewer holding the new voter list), viewer-visible failures, and
// the server's RSS (idle, peak, after the crowd leaves). Goals (issue #28): ≤ 60 upstream req/min, p95
// ≤ 2 s, 0 failures, peak RSS ≤ 400 MB per instance, RSS after within 20 % of idle. With bells, the
// upstream figure is told apart (the simulator counts reads by the token they name): the crowd's (its
// token, its voter list, its votes; ≤ 60) and the watcher's (the other tokens the viewers' wallets
// follow, a cost of those tokens and not of the viewers; ≤ its share of the tier, issue #26). Each step
// also prints the kernel's listen-queue overflows while it ran, and the deepest accept queue of the
// balancer and of each instance while its viewers opened (`ss -ltn`), against each one's backlog.
//
// `--steps [1000,2000,5000,10000]`: one setup with sessions for the largest step, then for each step the
// viewers are opened (added to those already open), left to settle, and measured for SECONDS (default 60)
// with a vote every VOTE_EVERY seconds (default 5); a row per step, and a table at the end: upstream
// req/min, 429s, age p50/p95, failures, and per instance its RSS (peak, MB), its CPU (% of one core over
// the step, from /proc/<pid>/stat) and all instances' CPU ms for each vote, its open sockets (peak), and how long a request its front door
// answers alone took there (p95, ms: the instance's event loop seen from outside); the bench's own event-loop delay
// (p99) says when the figures are the client's limit rather than the server's. `--instances 1,3` runs
// the steps on one instance, then (the viewers closed, the instance stopped) on three, after one setup.
//
// Creating the sessions legitimately: each goes through the real OAuth flow (login, consent, callback,
// `/me`). The simulator runs as its own process, and during setup its documented control setting
// (`POST /__sim/config`) raises its per-IP OAuth limit and the dashboard runs on the Partner tier with a
// persistent store; then the dashboard is restarted on the Basic tier on the same store (same
// SESSION_SECRET), the simulator's limits are put back to the spec's, and the crowd is measured. Nothing
// in the dashboard is bypassed: the logins are paced within its own Partner budget (a login spends two of
// its 1,200 points a minute: the token exchange, and `/me` at a person's priority, which leaves 10 %), so
// setup takes about a minute per 540 sessions.
// With --instances K (K > 1), K dashboard instances share one PostgreSQL (TEST_POSTGRES_URL, as
// scripts/with-postgres.mjs provides) on the ports from E2E_PORT up, behind one address
// (bench/support/balancer.mjs on BALANCER_PORT, E2E_PORT + 20 by default: round robin by connection),
// which the viewers and the voter use; each instance's OAuth callback is the registered one (instance
// A's, PARTNER_REDIRECT_URI), and a sign-in through that address is tried once and reported. The upstream
// figure must stay within the one tier budget with no 429 at the service.
// Usage: node bench/crowd.mjs [--n 1000] [--seconds 180] [--vote-every 15] [--instances 1] [--no-bells] [--token-ttl S]
//        node bench/crowd.mjs --steps [1000,2000,5000,10000] [--seconds 60] [--vote-every 5]
//        node scripts/with-postgres.mjs node bench/crowd.mjs --steps --instances 1,3
//        (env: E2E_PORT, SIMULATOR_PORT, BALANCER_PORT)
// Each stream is a socket: the viewers run in as many processes as `ulimit -n` asks for (and the balancer,
// which holds two a stream, in as many); a dashboard instance holds one a stream it serves, and a step
// that would give one instance more than `ulimit -n` is said and left out.
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { numberArg, simControls, voteBody } from './support/cli.mjs';
import { approveConsent, sessionCookie, signIn, waitFor } from './support/http.mjs';
import {
  benchProcesses,
  cpuSeconds,
  groupCpuSeconds,
  rssMb,
  serverPid,
  socketCount,
} from './support/processes.mjs';
import { viewerPool } from './support/viewers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The comma-separated numbers after `--name` (`fallback` when the option has no word), or null without it. */
function listArg(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return null;
  const word = process.argv[at + 1];
  const list = (word && !word.startsWith('--') ? word : fallback).split(',').map(Number);
  if (list.some((n) => !Number.isInteger(n) || n < 1)) {
    console.error(`--${name}: whole numbers above 0, separated by commas`);
    process.exit(2);
  }
  return list;
}

const PG_URL = process.env.TEST_POSTGRES_URL;
const STEPS = listArg('steps', '1000,2000,5000,10000')?.sort((a, b) => a - b) ?? null;
const N = STEPS ? STEPS.at(-1) : numberArg('n', 1000);
/** Each viewer also holds the header's bell (GET /api/stream/inbox), as every page of a connected person does. */
const BELLS = !process.argv.includes('--no-bells');
const INSTANCE_RUNS = listArg('instances', STEPS && PG_URL ? '1,3' : '1') ?? [1];
// The processes the viewers' streams need (bench/support/viewers.mjs), the balancer's (two sockets a
// stream), and the steps one dashboard instance can hold: see the header.
const openFilesLimit = Number(
  /^Max open files\s+(\d+)/m.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1],
);
const STREAMS_PER_VIEWER = BELLS ? 2 : 1;
/** Sockets a process keeps beside its streams (the store, the simulator, Next's own, the probe). */
const SOCKET_MARGIN = 1_000;
const perProcess = (sockets) => Math.max(1, Math.ceil(sockets / (openFilesLimit - SOCKET_MARGIN)));
const VIEWER_PROCESSES = perProcess(N * STREAMS_PER_VIEWER);
const BALANCER_PROCESSES = Math.max(2, perProcess(2 * N * STREAMS_PER_VIEWER));
/** The streams each of `k` instances holds for `step` viewers. */
const streamsEach = (step, k) => Math.ceil((step * STREAMS_PER_VIEWER) / k);
if (INSTANCE_RUNS.some((k) => k > 1) && !PG_URL) {
  console.error(
    '--instances needs PostgreSQL: node scripts/with-postgres.mjs node bench/crowd.mjs --instances 3',
  );
  process.exit(2);
}
if (!STEPS && INSTANCE_RUNS.length > 1) {
  console.error('several instance counts (--instances 1,3) go with --steps');
  process.exit(2);
}
const SECONDS = numberArg('seconds', STEPS ? 60 : 180);
const VOTE_MS = numberArg('vote-every', STEPS ? 5 : 15) * 1000;
/**
 * `--token-ttl S`: the simulator's access tokens live S seconds (the spec's 15 minutes by default), so a
 * short run meets what a long one does: viewers who connected long ago, whose tokens must be refreshed
 * before they can lend them to a read.
 */
const TOKEN_TTL = numberArg('token-ttl', null);
const PORT = process.env.E2E_PORT ?? '3212';
const SIM_PORT = process.env.SIMULATOR_PORT ?? '4212';
const BALANCER_PORT = Number(process.env.BALANCER_PORT ?? Number(PORT) + 20);
const dashboard = `http://localhost:${PORT}`;
const instancePort = (i) => Number(PORT) + i;
const instanceUrl = (i) => `http://localhost:${instancePort(i)}`;
const simulator = `http://127.0.0.1:${SIM_PORT}`;
const USERS = ['alice', 'bob', 'carol', 'dana'];
const storeDir = mkdtempSync(path.join(tmpdir(), 'bench-crowd-store-'));
const secret = randomBytes(32).toString('base64url');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const { start, stop, stopAll } = benchProcesses(root, () =>
  rmSync(storeDir, { recursive: true, force: true }),
);
/** Logins a minute during setup: two points each of the Partner tier's 1,200, /me leaving 10 % of them. */
const LOGINS_PER_MINUTE = 540;
const LOGINS_AT_ONCE = 32;
/** Viewers opened at once, then a pause: a page crowd arrives over seconds, not in one millisecond. */
const OPEN_BATCH = 100;
const OPEN_PAUSE_MS = 100;
const SETTLE_LIMIT_MS = 180_000;

const { post: simPost } = simControls(simulator);
/** A login, tried again when a kept-alive connection was reset under it (never counted as a viewer's). */
async function session(user, attempts = 3) {
  try {
    return await login(user);
  } catch (error) {
    if (attempts <= 1) throw error;
    await sleep(500);
    return session(user, attempts - 1);
  }
}

/** A dashboard session for `user`: its session cookie. */
const login = async (user) => sessionCookie(await signIn({ dashboard, simulator, user }));

function dashboardEnv(tier, instance = 0) {
  return {
    PORT: String(instancePort(instance)),
    PARTNER_BASE_URL: simulator,
    PARTNER_TIER: tier,
    STORE_URL: PG_URL ?? `pglite:${storeDir}`,
    SOLANA_RPC_URL: `${simulator}/rpc`,
    SESSION_SECRET: secret,
    // Behind one address every instance sends people back to the one registered callback (A's).
    PARTNER_REDIRECT_URI: `${dashboard}/api/auth/callback`,
  };
}

/** Upstream requests per minute between two stats, by route, the busiest first (OAuth's token calls too). */
const upstreamByRoute = (before, after, seconds) =>
  Object.entries(after.requests)
    .filter(([route]) => route.includes('/partner/v1/') || route.includes('/oauth/token'))
    .map(([route, n]) => [route, ((n - (before.requests[route] ?? 0)) / seconds) * 60])
    .filter(([, perMinute]) => perMinute > 0)
    .sort((a, b) => b[1] - a[1]);

const upstreamCount = (stats) =>
  Object.entries(stats.requests).reduce(
    (sum, [route, n]) => (route.includes('/partner/v1/') ? sum + n : sum),
    0,
  );

/**
 * The crowd's own upstream requests in `stats`: the reads of the page's token and of its proposal's voter
 * list, and the votes and cancels. With bells, the rest is the inbox's watcher reading the other tokens
 * the viewers' wallets follow (a cost of those tokens, not of the viewers), within its own share.
 */
const pageCount = (stats, { mint, proposal }) =>
  (stats.resources[`GET /partner/v1/governance/${mint}`] ?? 0) +
  (stats.resources[`GET /partner/v1/governance/proposals/${proposal}/votes`] ?? 0) +
  (stats.requests['POST /partner/v1/governance/votes'] ?? 0) +
  (stats.requests['POST /partner/v1/governance/votes/cancel'] ?? 0);

/** The Basic tier's minute, and the watcher's share of it (WATCH_BUDGET_SHARE's default, issue #26). */
const BASIC_TIER = 120;
const WATCH_SHARE = 0.25;

/**
 * Samples the accept queues of the listeners on `ports` (`ss -ltn`: a listening socket's Recv-Q is the
 * connections waiting to be accepted, its Send-Q its backlog) every 100 ms until `stop()`, which gives
 * each port's deepest queue and its backlog: a queue at its backlog is the one that overflowed.
 */
function acceptQueues(ports) {
  const peaks = new Map(ports.map((port) => [port, { peak: 0, backlog: NaN }]));
  let running = true;
  const sample = () =>
    execFile('ss', ['-ltnH'], (error, out) => {
      if (!error)
        for (const line of out.split('\n')) {
          const [, waiting, backlog, local] = line.trim().split(/\s+/);
          const seen = peaks.get(Number(local?.slice(local.lastIndexOf(':') + 1)));
          if (!seen) continue;
          seen.peak = Math.max(seen.peak, Number(waiting));
          seen.backlog = Number(backlog);
        }
      if (running) setTimeout(sample, 100);
    });
  sample();
  return {
    stop() {
      running = false;
      return ports.map((port) => peaks.get(port));
    },
  };
}

/**
 * Connections the kernel refused for a full listen queue (TcpExt ListenOverflows, every socket of this
 * network namespace): a crowd that arrives faster than an instance accepts shows here.
 */
function listenOverflows() {
  try {
    const [names, values] = readFileSync('/proc/net/netstat', 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('TcpExt:'))
      .map((line) => line.trim().split(/\s+/).slice(1));
    return Number(values[names.indexOf('ListenOverflows')]);
  } catch {
    return NaN;
  }
}

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const ok = (pass) => (pass ? 'ok' : 'MISSED');
const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : String(n));

/**
 * The age of the data each viewer holds when a vote lands: from the moment the vote was sent until the
 * viewer's first new voter list after it. The vote lands at the service somewhere between its send and
 * its answer at the voter, and the server pushes the new list as it confirms (often before its answer
 * has reached the voter), so this counts the write's own time too: an upper bound, never flattering.
 * Only the voter changes the proposal, so a new list after the send is this vote's.
 */
function agesOf(sentTimes, updates) {
  const ages = [];
  for (const sent of sentTimes)
    for (const times of updates) {
      const next = times.find((t) => t >= sent);
      ages.push(next === undefined ? Infinity : (next - sent) / 1000);
    }
  return ages;
}

/** A vote or its cancellation through the dashboard at `base`, as the page sends it: whether it landed. */
async function vote(base, cookie, side, proposal) {
  const response = await fetch(`${base}/api/partner/v1/governance/votes${side === 'vote' ? '' : '/cancel'}`, {
    method: 'POST',
    headers: {
      cookie,
      origin: base,
      'content-type': 'application/json',
      'x-requested-with': 'fetch',
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify(voteBody(side, proposal)),
  });
  await response.arrayBuffer();
  if (!response.ok) console.error(`the ${side} was refused: ${response.status}`);
  return response.ok;
}

/**
 * How long the instance at `port` takes to answer a request its front door answers by itself (a method
 * no route serves: 405, before Next and the store), in ms: its event loop's delay, seen from outside.
 */
function probe(port) {
  return new Promise((resolve) => {
    const began = performance.now();
    const request = http.request(
      { host: '127.0.0.1', port, method: 'PROPFIND', path: '/api/time', agent: false, timeout: 30_000 },
      (response) => {
        response.resume();
        response.on('end', () => resolve(performance.now() - began));
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(Infinity));
    request.end();
  });
}

let servers = [];
try {
  const sim = start(path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), ['simulator/main.ts'], {
    SIMULATOR_PORT: SIM_PORT,
    PORT,
    SIMULATOR_CONTROL: 'on',
  });
  await waitFor(`${simulator}/__sim/world`, 120, sim);
  const world = await (await fetch(`${simulator}/__sim/world`)).json();
  const app = world.clients.find((c) => c.clientId === 'demo-dashboard_app');
  const appEnv = {
    PARTNER_CLIENT_ID: app.clientId,
    PARTNER_API_KEY: app.apiKey,
    ...(app.feeWallet ? { PARTNER_FEE_WALLET: app.feeWallet } : {}),
  };
  const spec = await (await fetch(`${simulator}/__sim/config`)).json().catch(() => null);

  // Setup: N sessions on the Partner tier with the simulator's OAuth limit raised.
  const tokenTtl = TOKEN_TTL ? { accessTokenTtlSeconds: TOKEN_TTL } : {};
  await simPost('config', {
    ...tokenTtl,
    oauthPerMinutePerIp: 1_000_000,
    tierBudgetPerMinute: { basic: 1_000_000, partner: 1_000_000 },
  });
  // The dashboard's own connect limits raised too: the setup signs in N people from one address.
  const setupServer = start(path.join(root, 'scripts', 'start.mjs'), [], {
    ...dashboardEnv('partner'),
    ...appEnv,
    AUTH_PER_MINUTE_PER_IP: '100000',
    OAUTH_CALLS_PER_MINUTE: '100000',
  });
  await waitFor(`${dashboard}/api/time`, 900, setupServer);
  const setupStarted = Date.now();
  const cookies = new Array(N);
  {
    // Logins start at an even pace within the Partner budget, a few in flight at once.
    const gapMs = 60_000 / LOGINS_PER_MINUTE;
    let next = 0;
    let lastReport = Date.now();
    const worker = async () => {
      while (next < N) {
        const i = next++;
        const due = setupStarted + i * gapMs;
        if (due > Date.now()) await sleep(due - Date.now());
        cookies[i] = await session(USERS[i % USERS.length]);
        if (Date.now() - lastReport > 60_000) {
          lastReport = Date.now();
          console.error(
            `setup: ${i + 1} of ${N} sessions (${((Date.now() - setupStarted) / 1000).toFixed(0)} s)`,
          );
        }
      }
    };
    await Promise.all(Array.from({ length: LOGINS_AT_ONCE }, worker));
  }
  const voterCookie = await session('alice');
  const setupSeconds = (Date.now() - setupStarted) / 1000;
  console.log(
    `setup: ${N} sessions through the OAuth flow in ${setupSeconds.toFixed(0)} s (${((N / setupSeconds) * 60).toFixed(0)} a minute)`,
  );
  await stop(setupServer);
  await sleep(2000);

  // The measured runs: Basic tier, the spec's limits, the same store.
  await simPost('config', {
    ...(spec ?? { oauthPerMinutePerIp: 30, tierBudgetPerMinute: { basic: 120, partner: 1200 } }),
    ...tokenTtl,
  });
  const mint = world.tokens.find((t) => t.symbol === 'LUMEN').mint;
  const proposal = world.proposals.find((p) => p.mint === mint && p.note.startsWith('open:')).proposal;
  const target = {
    stream: `/api/stream/governance/${mint}?proposal=${proposal}`,
    governance: `/api/partner/v1/governance/${mint}`,
    votes: `/api/partner/v1/governance/proposals/${proposal}/votes?limit=50`,
  };
  let firstRun = true;
  const rows = [];

  /** K instances (A first: it builds when the sources changed), and the one address in front of them. */
  async function startInstances(K) {
    servers = [];
    for (let i = 0; i < K; i += 1) {
      servers.push(
        start(path.join(root, 'scripts', 'start.mjs'), [], { ...dashboardEnv('basic', i), ...appEnv }),
      );
      await waitFor(`${instanceUrl(i)}/api/time`, 900, servers[i]);
    }
    if (K === 1) return { entryPort: instancePort(0), balancer: null };
    const balancer = start(
      path.join(root, 'bench', 'support', 'balancer.mjs'),
      [String(BALANCER_PORT), ...servers.map((_, i) => String(instancePort(i)))],
      { BALANCER_PROCESSES: String(BALANCER_PROCESSES) },
    );
    await waitFor(`http://localhost:${BALANCER_PORT}/api/time`, 30, balancer);
    return { entryPort: BALANCER_PORT, balancer };
  }

  /** Idle is a warmed process: one viewer has opened the page's data and stream on each instance and left. */
  async function warm(K) {
    for (let i = 0; i < K; i += 1) {
      const stopped = new AbortController();
      const headers = { cookie: cookies[0], 'x-requested-with': 'fetch' };
      await (await fetch(`${instanceUrl(i)}${target.governance}`, { headers })).arrayBuffer();
      await fetch(`${instanceUrl(i)}${target.stream}`, { headers, signal: stopped.signal })
        .then((response) => response.body?.cancel())
        .catch(() => undefined);
      stopped.abort();
    }
    await sleep(3000);
  }

  /**
   * A sign-in through the one address, as a browser makes it: the login there (on whichever instance
   * the connection reaches) sends the browser on to the registered callback's origin (A's, the only one
   * the simulator registers) to start again, then the consent, then the callback there; what happened.
   */
  async function signInThrough(entryPort) {
    try {
      let start = await fetch(`http://localhost:${entryPort}/api/auth/login`, { redirect: 'manual' });
      let location = start.headers.get('location') ?? '';
      const hops = [`localhost:${entryPort}`];
      if (new URL(location, 'http://x').pathname === '/api/auth/login') {
        hops.push(new URL(location).host);
        start = await fetch(location, { redirect: 'manual' });
        location = start.headers.get('location') ?? '';
      }
      const callback = await approveConsent({ simulator, authorizationUrl: location, user: 'bob' }).catch(
        (error) => error,
      );
      if (callback instanceof Error) return `failed at the consent: ${callback.message}`;
      hops.push(`consent`, callback.host);
      const cookies = start.headers.getSetCookie().map((c) => c.split(';')[0]);
      const done = await fetch(callback, { headers: { cookie: cookies.join('; ') }, redirect: 'manual' });
      const made = done.headers.getSetCookie().map((c) => c.split(';')[0]);
      return `${sessionCookie(made) ? 'signed in' : `failed at the callback (${done.status})`} via ${hops.join(' → ')}`;
    } catch (error) {
      return `failed: ${error.message}`;
    }
  }

  for (const K of INSTANCE_RUNS) {
    const { entryPort, balancer } = await startInstances(K);
    const entry = `http://localhost:${entryPort}`;
    // On PostgreSQL the tier budget outlives a restart: the setup's logins (Partner tier) must leave its
    // minute before the Basic tier's 120 are measured.
    await sleep(firstRun && PG_URL ? 61_000 : 3000);
    firstRun = false;
    if (balancer)
      console.log(
        `${K} instances behind localhost:${entryPort}: a sign-in through it ${await signInThrough(entryPort)}`,
      );
    await warm(K);
    const idle = servers.map(rssMb);
    const pids = servers.map(serverPid);
    console.log(
      `${K} instance${K > 1 ? 's' : ''}: idle RSS ${idle.map((r) => fmt(r)).join(' / ')} MB, sockets ${pids.map(socketCount).join(' / ')}`,
    );

    const pool = viewerPool(VIEWER_PROCESSES, { port: entryPort, target, bells: BELLS });
    let opened = 0;
    const loop = monitorEventLoopDelay({ resolution: 20 });
    loop.enable();
    let side = 'vote';
    const stepsHere = (STEPS ?? [N]).filter((step) => {
      if (streamsEach(step, K) + SOCKET_MARGIN <= openFilesLimit) return true;
      console.log(
        `step ${step} viewers on ${K} instance${K > 1 ? 's' : ''}: left out, each instance would hold about ` +
          `${streamsEach(step, K)} streams and may open ${openFilesLimit} files (ulimit -n)`,
      );
      return false;
    });
    for (const step of stepsHere) {
      await pool.reset();
      loop.reset();
      // The step's new viewers arrive over seconds; the step is measured once each holds the voter list.
      const opening = Date.now();
      const overflowsBefore = listenOverflows();
      const queues = acceptQueues([
        ...(balancer ? [BALANCER_PORT] : []),
        ...servers.map((_, i) => instancePort(i)),
      ]);
      while (opened < step) {
        const end = Math.min(step, opened + OPEN_BATCH);
        pool.open(cookies.slice(opened, end).map((cookie, i) => ({ index: opened + i, cookie })));
        opened = end;
        await sleep(OPEN_PAUSE_MS);
      }
      let waiting = await pool.waiting();
      while (waiting > 0 && Date.now() - opening < SETTLE_LIMIT_MS) {
        await sleep(250);
        waiting = await pool.waiting();
      }
      const settleSeconds = (Date.now() - opening) / 1000;
      const queuePeaks = queues.stop();
      await sleep(5_000);

      const statsBefore = await (await fetch(`${simulator}/__sim/stats`)).json();
      const cpuBefore = pids.map(cpuSeconds);
      const benchCpuBefore = process.cpuUsage();
      const balancerCpuBefore = balancer ? groupCpuSeconds(balancer) : NaN;
      const started = Date.now();
      const landed = [];
      const peakRss = [...idle];
      const peakSockets = pids.map(socketCount);
      const probes = servers.map(() => []);
      while (Date.now() - started < SECONDS * 1000) {
        const sent = Date.now();
        const due = sent + VOTE_MS;
        if (await vote(entry, voterCookie, side, proposal)) landed.push(sent);
        side = side === 'vote' ? 'cancel' : 'vote';
        servers.forEach((server, i) => {
          peakRss[i] = Math.max(peakRss[i], rssMb(server));
          peakSockets[i] = Math.max(peakSockets[i], socketCount(pids[i]));
        });
        const took = await Promise.all(servers.map((_, i) => probe(instancePort(i))));
        took.forEach((ms, i) => probes[i].push(ms));
        await sleep(Math.max(0, due - Date.now()));
      }
      await sleep(5_000); // the last vote reaches the viewers
      const elapsedSeconds = (Date.now() - started) / 1000;
      const statsAfter = await (await fetch(`${simulator}/__sim/stats`)).json();
      const cpuUsed = pids.map((pid, i) => cpuSeconds(pid) - cpuBefore[i]);
      const cpu = cpuUsed.map((seconds) => (seconds / elapsedSeconds) * 100);
      const benchUsed = process.cpuUsage(benchCpuBefore);
      const benchSeconds = (benchUsed.user + benchUsed.system) / 1e6;
      const balancerCpu = balancer
        ? ((groupCpuSeconds(balancer) - balancerCpuBefore) / elapsedSeconds) * 100
        : NaN;

      const { updates, failures, loopP99Ms, cpuSeconds: viewersCpu } = await pool.collect(started);
      const ages = agesOf(landed, updates);
      // Each vote's own p95 over the viewers, in the order they were sent: a late tail spread over every
      // vote is the instances' work; one held by a few votes is what those votes waited for.
      const perVote = landed.map((sent) => pct(agesOf([sent], updates), 95));
      const row = {
        viewers: step,
        instances: K,
        perMinute: ((upstreamCount(statsAfter) - upstreamCount(statsBefore)) / elapsedSeconds) * 60,
        pagesPerMinute:
          ((pageCount(statsAfter, { mint, proposal }) - pageCount(statsBefore, { mint, proposal })) /
            elapsedSeconds) *
          60,
        listenOverflows: listenOverflows() - overflowsBefore,
        // While the step's viewers opened: the balancer's (when there is one) and each instance's.
        queuePeaks,
        rateLimited: (statsAfter.rateLimited ?? 0) - (statsBefore.rateLimited ?? 0),
        p50: pct(ages, 50),
        p95: pct(ages, 95),
        failed: [...failures.values()].reduce((a, b) => a + b, 0),
        failures: Object.fromEntries(failures),
        rss: peakRss,
        cpu,
        sockets: peakSockets,
        probe: probes.map((p) => pct(p, 95)),
        clientLoopMs: Math.max(loop.percentile(99) / 1e6, loopP99Ms),
        benchCpu: ((benchSeconds + viewersCpu) / elapsedSeconds) * 100,
        balancerCpu,
        votes: landed.length,
        // The servers' CPU over the step, all instances together, for each vote (its updates pushed to
        // every viewer; the streams' keep-alives and clock ticks count in it too).
        cpuMsPerVote: landed.length ? (cpuUsed.reduce((a, b) => a + b, 0) * 1000) / landed.length : NaN,
        byRoute: upstreamByRoute(statsBefore, statsAfter, elapsedSeconds),
        lateVotes: perVote.flatMap((p95, i) => (p95 > 2 ? [`#${i + 1} ${fmt(p95, 1)} s`] : [])),
        settleSeconds,
        waiting,
      };
      rows.push(row);
      if (STEPS) printRow(row);
    }
    loop.disable();
    await pool.close();
    if (!STEPS) await reportSingle(rows.at(-1), idle);
    if (balancer) await stop(balancer);
    await Promise.all(servers.map(stop));
    servers = [];
    await sleep(2000);
  }
  if (STEPS) printTable(rows);

  function printRow(row) {
    console.log(
      `step ${row.viewers} viewers on ${row.instances} instance${row.instances > 1 ? 's' : ''}: open and settled in ${fmt(row.settleSeconds)} s` +
        `${row.waiting ? ` (${row.waiting} without the voter list after ${SETTLE_LIMIT_MS / 1000} s)` : ''}, ` +
        `${row.votes} votes in ${SECONDS} s; upstream ${fmt(row.perMinute, 1)}/min` +
        `${BELLS ? ` (the crowd's ${fmt(row.pagesPerMinute, 1)}, the watcher's ${fmt(row.perMinute - row.pagesPerMinute, 1)})` : ''}, ` +
        `429s ${row.rateLimited}, age p50 ${fmt(row.p50, 2)} s p95 ${fmt(row.p95, 2)} s, failures ${row.failed}` +
        `, listen overflows ${fmt(row.listenOverflows)} (accept queue at its deepest while opening, of its backlog: ` +
        `${row.queuePeaks.map((q) => `${q.peak}/${fmt(q.backlog)}`).join(', ')}${row.instances > 1 ? ', the balancer first' : ''})` +
        `${row.failed ? ` ${JSON.stringify(row.failures)}` : ''}, RSS ${row.rss.map((r) => fmt(r)).join('/')} MB, ` +
        `CPU ${row.cpu.map((c) => fmt(c)).join('/')} % (${fmt(row.cpuMsPerVote)} ms a vote, all instances), sockets ${row.sockets.join('/')}, ` +
        `loop probe p95 ${row.probe.map((p) => fmt(p)).join('/')} ms, bench loop p99 ${fmt(row.clientLoopMs)} ms, bench CPU ${fmt(row.benchCpu)} %` +
        `${row.instances > 1 ? `, balancer CPU ${fmt(row.balancerCpu)} %` : ''}`,
    );
    console.log(
      `  upstream per minute by route: ${row.byRoute.map(([route, n]) => `${route} ${fmt(n, 1)}`).join(', ')}`,
    );
    console.log(
      `  votes whose own p95 age is over 2 s: ${row.lateVotes.length} of ${row.votes}` +
        `${row.lateVotes.length ? ` (${row.lateVotes.join(', ')})` : ''}`,
    );
  }

  function printTable(all) {
    const header = [
      'viewers',
      'inst',
      'req/min',
      ...(BELLS ? ['crowd', 'watcher'] : []),
      '429s',
      'age p50',
      'age p95',
      'failures',
      'RSS MB (each)',
      'CPU % (each)',
      'CPU ms/vote',
      'sockets (each)',
      'loop probe p95 ms',
      'bench loop p99 ms',
      'bench CPU %',
      'balancer CPU %',
      'listen overflows',
    ];
    const lines = all.map((r) => [
      String(r.viewers),
      String(r.instances),
      fmt(r.perMinute, 1),
      ...(BELLS ? [fmt(r.pagesPerMinute, 1), fmt(r.perMinute - r.pagesPerMinute, 1)] : []),
      String(r.rateLimited),
      `${fmt(r.p50, 2)} s`,
      `${fmt(r.p95, 2)} s`,
      String(r.failed),
      r.rss.map((x) => fmt(x)).join(' / '),
      r.cpu.map((x) => fmt(x)).join(' / '),
      fmt(r.cpuMsPerVote),
      r.sockets.join(' / '),
      r.probe.map((x) => fmt(x)).join(' / '),
      fmt(r.clientLoopMs),
      fmt(r.benchCpu),
      r.instances > 1 ? fmt(r.balancerCpu) : '-',
      fmt(r.listenOverflows),
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
    const line = (cells) => cells.map((c, i) => c.padStart(widths[i])).join('  ');
    console.log(
      `\ncrowd --steps: viewers of one open proposal, a vote every ${VOTE_MS / 1000} s, each step measured for ${SECONDS} s` +
        ` (setup: ${N} sessions in ${setupSeconds.toFixed(0)} s)`,
    );
    console.log(line(header));
    for (const l of lines) console.log(line(l));
    const noLimits = all.every((r) => r.rateLimited === 0);
    const failuresOk = all.every((r) => r.failed === 0);
    const rssOk = all.every((r) => r.rss.every((x) => x <= 400));
    const held = (K) =>
      all.filter((r) => r.instances === K && r.p95 <= 2 && r.failed === 0 && r.rss.every((x) => x <= 400));
    if (BELLS) {
      const watch = BASIC_TIER * WATCH_SHARE;
      console.log(
        `goals: the crowd's upstream (its token, its voter list, its votes) ≤ 60 req/min at every step ` +
          `${ok(all.every((r) => r.pagesPerMinute <= 60))}`,
      );
      console.log(
        `       the watcher's (the other tokens the bells' wallets follow) ≤ ${watch} req/min, its share of ` +
          `the Basic tier, at every step ${ok(all.every((r) => r.perMinute - r.pagesPerMinute <= watch))}`,
      );
      console.log(
        `       all of it ≤ ${BASIC_TIER} req/min (the Basic tier) and no 429 at every step ` +
          `${ok(noLimits && all.every((r) => r.perMinute <= BASIC_TIER))}`,
      );
    } else
      console.log(
        `goals: upstream ≤ 60 req/min and no 429 at every step ${ok(noLimits && all.every((r) => r.perMinute <= 60))}`,
      );
    console.log(`       0 viewer-visible failures at every step ${ok(failuresOk)}`);
    console.log(`       RSS ≤ 400 MB per instance at every step ${ok(rssOk)}`);
    for (const K of INSTANCE_RUNS) {
      const largest = held(K).at(-1)?.viewers;
      console.log(
        `       p95 ≤ 2 s, 0 failures, RSS ≤ 400 MB on ${K} instance${K > 1 ? 's' : ''}: held up to ${largest ?? 'no step'}` +
          `${K > 1 ? ` (goal: ${N}) ${ok(largest === N)}` : ''}`,
      );
    }
  }

  /** The single run's report, once the crowd has left: its RSS is sampled every 5 s for a minute. */
  async function reportSingle(row, idle) {
    let after = NaN;
    let afterSeconds = 0;
    for (afterSeconds = 5; afterSeconds <= 60; afterSeconds += 5) {
      await sleep(5_000);
      after = Math.max(...servers.map(rssMb));
      if (after <= Math.max(...idle) * 1.2) break;
    }
    afterSeconds = Math.min(afterSeconds, 60);
    const idleMax = Math.max(...idle);
    const peak = Math.max(...row.rss);
    console.log(
      `crowd: ${row.viewers} viewers of one open proposal for ${SECONDS} s, ${row.votes} votes landed, ${row.instances} instance${row.instances > 1 ? 's on PostgreSQL behind one address' : ''}`,
    );
    if (BELLS) {
      const watcher = row.perMinute - row.pagesPerMinute;
      console.log(
        `upstream requests/minute  ${fmt(row.perMinute, 1)}: the crowd's ${fmt(row.pagesPerMinute, 1)} (goal ≤ 60) ` +
          `${ok(row.pagesPerMinute <= 60)}, the watcher's ${fmt(watcher, 1)} (its share, ≤ ${BASIC_TIER * WATCH_SHARE}) ` +
          `${ok(watcher <= BASIC_TIER * WATCH_SHARE)}`,
      );
    } else
      console.log(
        `upstream requests/minute  ${fmt(row.perMinute, 1)}  (goal ≤ 60) ${ok(row.perMinute <= 60)}`,
      );
    console.log(`upstream 429s             ${row.rateLimited}  (goal 0) ${ok(row.rateLimited === 0)}`);
    console.log(
      `data age when a vote lands p50 ${fmt(row.p50, 1)} s, p95 ${fmt(row.p95, 1)} s  (goal p95 ≤ 2 s) ${ok(row.p95 <= 2)}`,
    );
    console.log(
      `viewer-visible failures   ${row.failed}  (goal 0) ${ok(row.failed === 0)} ${row.failed ? JSON.stringify(row.failures) : ''}`,
    );
    console.log(
      `server RSS                idle ${fmt(idleMax)} MB, peak ${fmt(peak)} MB (goal ≤ 400) ${ok(peak <= 400)}, ${afterSeconds} s after the crowd left ${fmt(after)} MB (goal within 20 % of idle) ${ok(after <= idleMax * 1.2)}`,
    );
    console.log(
      `server CPU ${row.cpu.map((c) => fmt(c)).join(' / ')} % of a core, sockets (peak) ${row.sockets.join(' / ')}, probe p95 ${row.probe.map((p) => fmt(p)).join(' / ')} ms, bench loop p99 ${fmt(row.clientLoopMs)} ms`,
    );
  }
} finally {
  stopAll();
}
process.exit(0);
