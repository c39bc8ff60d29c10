// A crowd on one proposal page: N viewers (default 1,000), each with the real cookie of its own session,
// doing what the page's client does — one event stream (GET /api/stream/governance/{mint}?proposal=…)
// whose first events carry the data the server holds, the data each event carries (a conditional GET
// only for an event without data), the network's clock from the stream — for
// SECONDS while a person votes and cancels through the dashboard every 15 s. Prints upstream requests a
// minute (/__sim/stats), the p50/p95 age of the data each viewer holds when a vote lands (time from the
// confirmed write to the viewer holding the new voter list), viewer-visible failures, and the server's
// RSS (idle, peak, after the crowd leaves). Goals: ≤ 100 upstream req/min, p95 ≤ 10 s, 0 failures,
// peak RSS ≤ 400 MB, RSS after within 20 % of idle.
//
// Creating N sessions legitimately: each goes through the real OAuth flow (login, consent, callback,
// `/me`). The simulator runs as its own process, and during setup its documented control setting
// (`POST /__sim/config`) raises its per-IP OAuth limit and the dashboard runs on the Partner tier with a
// persistent PGlite store; then the dashboard is restarted on the Basic tier on the same store (same
// SESSION_SECRET), the simulator's limits are put back to the spec's, and the crowd is measured. Nothing
// in the dashboard is bypassed.
// With --instances K (K > 1), K dashboard instances share one PostgreSQL (TEST_POSTGRES_URL, as
// scripts/with-postgres.mjs provides) on the ports from E2E_PORT up; viewers are spread over them as a
// balancer would, and the upstream figure must stay within the one tier budget with no 429 at the
// service. RSS figures are then the largest instance's.
// Usage: node bench/crowd.mjs [--n 1000] [--seconds 180] [--instances 1]   (env: E2E_PORT, SIMULATOR_PORT)
//        node scripts/with-postgres.mjs node bench/crowd.mjs --instances 3
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { numberArg, simControls, voteBody } from './support/cli.mjs';
import { sessionCookie, signIn, waitFor } from './support/http.mjs';
import { benchProcesses, rssMb } from './support/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const N = numberArg('n', 1000);
const INSTANCES = numberArg('instances', 1);
const PG_URL = process.env.TEST_POSTGRES_URL;
if (INSTANCES > 1 && !PG_URL) {
  console.error(
    '--instances needs PostgreSQL: node scripts/with-postgres.mjs node bench/crowd.mjs --instances 3',
  );
  process.exit(2);
}
const SECONDS = numberArg('seconds', 180);
const PORT = process.env.E2E_PORT ?? '3212';
const SIM_PORT = process.env.SIMULATOR_PORT ?? '4212';
const dashboard = `http://localhost:${PORT}`;
/** The instances' addresses: A on PORT (its callback is the registered one), then the ports after it. */
const instanceUrl = (i) => `http://localhost:${Number(PORT) + i}`;
const simulator = `http://127.0.0.1:${SIM_PORT}`;
const USERS = ['alice', 'bob', 'carol', 'dana'];
const storeDir = mkdtempSync(path.join(tmpdir(), 'bench-crowd-store-'));
const secret = randomBytes(32).toString('base64url');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const { start, stop, stopAll } = benchProcesses(root, () =>
  rmSync(storeDir, { recursive: true, force: true }),
);

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
    PORT: String(Number(PORT) + instance),
    PARTNER_BASE_URL: simulator,
    PARTNER_TIER: tier,
    STORE_URL: PG_URL ?? `pglite:${storeDir}`,
    SOLANA_RPC_URL: `${simulator}/rpc`,
    SESSION_SECRET: secret,
  };
}

const upstreamCount = (stats) =>
  Object.entries(stats.requests).reduce(
    (sum, [route, n]) => (route.includes('/partner/v1/') ? sum + n : sum),
    0,
  );

/** One viewer: the stream, and conditional GETs on each event, as the page's client does. */
function viewer(cookie, paths, streamUrl, record) {
  const etags = new Map();
  const controller = new AbortController();
  async function get(kind, url) {
    const headers = { cookie, 'x-requested-with': 'fetch' };
    if (etags.has(url)) headers['if-none-match'] = etags.get(url);
    try {
      const response = await fetch(url, { headers, signal: controller.signal });
      await response.arrayBuffer();
      if (response.status === 200) {
        const changed = etags.get(url) !== response.headers.get('etag');
        etags.set(url, response.headers.get('etag'));
        if (changed) record.update(kind, Date.now());
      } else if (response.status !== 304) record.failure(`${kind} ${response.status}`);
    } catch (error) {
      if (!controller.signal.aborted) record.failure(`${kind} ${error.message}`);
    }
  }
  const refetch = (kind) => get(kind, paths[kind]);
  async function stream() {
    while (!controller.signal.aborted) {
      try {
        const response = await fetch(streamUrl, { headers: { cookie }, signal: controller.signal });
        if (!response.ok) {
          record.failure(`stream ${response.status}`);
          await sleep(3000);
          continue;
        }
        // The stream's first events carry the data the server holds: no read at open.
        const decoder = new TextDecoder();
        let buffer = '';
        for await (const chunk of response.body) {
          buffer += decoder.decode(chunk, { stream: true });
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (\w+)/m.exec(block)?.[1];
            if (event === 'ended') record.failure('stream ended: connect again');
            if (event !== 'governance' && event !== 'votes') continue;
            // The page takes the data the event carries; only an event without it costs a GET.
            let pushed = null;
            try {
              pushed = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null')?.data ?? null;
            } catch {
              pushed = null;
            }
            if (pushed === null) void refetch(event);
            else record.update(event, Date.now());
          }
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        record.failure(`stream ${error.message}`);
        await sleep(3000);
      }
    }
  }
  void stream();
  return () => controller.abort();
}

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

let server;
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
  await simPost('config', {
    oauthPerMinutePerIp: 1_000_000,
    tierBudgetPerMinute: { basic: 1_000_000, partner: 1_000_000 },
  });
  // The dashboard's own connect limits raised too: the setup signs in N people from one address.
  server = start(path.join(root, 'scripts', 'start.mjs'), [], {
    ...dashboardEnv('partner'),
    ...appEnv,
    AUTH_PER_MINUTE_PER_IP: '100000',
    OAUTH_CALLS_PER_MINUTE: '100000',
  });
  await waitFor(`${dashboard}/api/time`, 900, server);
  const cookies = [];
  for (let i = 0; i < N; i += 20) {
    const batch = Array.from({ length: Math.min(20, N - i) }, (_, j) =>
      session(USERS[(i + j) % USERS.length]),
    );
    cookies.push(...(await Promise.all(batch)));
    // Paced within the dashboard's own Partner budget (1,200 a minute: the exchange and `/me` of a
    // login both count), so every session keeps its wallet from `/me`.
    await sleep(2_500);
  }
  const voterCookie = await session('alice');
  stop(server);
  await sleep(2000);

  // The measured run: Basic tier, the spec's limits, the same store.
  await simPost(
    'config',
    spec ?? { oauthPerMinutePerIp: 30, tierBudgetPerMinute: { basic: 120, partner: 1200 } },
  );
  // One instance, or several on one PostgreSQL (A first: it builds when the sources changed).
  for (let i = 0; i < INSTANCES; i += 1) {
    servers.push(
      start(path.join(root, 'scripts', 'start.mjs'), [], { ...dashboardEnv('basic', i), ...appEnv }),
    );
    await waitFor(`${instanceUrl(i)}/api/time`, 900, servers[i]);
  }
  server = servers[0];
  // On PostgreSQL the tier budget outlives a restart: the setup's logins (Partner tier) must leave its
  // minute before the Basic tier's 120 are measured.
  await sleep(INSTANCES > 1 ? 61_000 : 3000);
  // Idle is a warmed process: one viewer has opened the page's data and stream on each instance and
  // left (the code Next loads on a route's first request is not the crowd's memory).
  const world0 = await (await fetch(`${simulator}/__sim/world`)).json();
  const warmMint = world0.tokens.find((t) => t.symbol === 'LUMEN').mint;
  for (let i = 0; i < INSTANCES; i += 1) {
    const warm = new AbortController();
    const headers = { cookie: cookies[0], 'x-requested-with': 'fetch' };
    await (await fetch(`${instanceUrl(i)}/api/partner/v1/governance/${warmMint}`, { headers })).arrayBuffer();
    await fetch(`${instanceUrl(i)}/api/stream/governance/${warmMint}`, { headers, signal: warm.signal })
      .then((response) => response.body?.cancel())
      .catch(() => undefined);
    warm.abort();
  }
  await sleep(3000);
  const idle = Math.max(...servers.map(rssMb));

  const mint = world.tokens.find((t) => t.symbol === 'LUMEN').mint;
  const proposal = world.proposals.find((p) => p.mint === mint && p.note.startsWith('open:')).proposal;
  // Viewer i reads through instance i mod INSTANCES, as a balancer spreads them.
  const pathsOf = (base) => ({
    governance: `${base}/api/partner/v1/governance/${mint}`,
    votes: `${base}/api/partner/v1/governance/proposals/${proposal}/votes?limit=50`,
  });
  const streamOf = (base) => `${base}/api/stream/governance/${mint}?proposal=${proposal}`;
  const failures = new Map();
  const updates = Array.from({ length: cookies.length }, () => []);
  const statsBefore = await (await fetch(`${simulator}/__sim/stats`)).json();
  const closers = cookies.map((cookie, i) =>
    viewer(cookie, pathsOf(instanceUrl(i % INSTANCES)), streamOf(instanceUrl(i % INSTANCES)), {
      update: (kind, at) => kind === 'votes' && updates[i].push(at),
      failure: (what) => failures.set(what, (failures.get(what) ?? 0) + 1),
    }),
  );

  const landed = [];
  let peak = idle;
  const started = Date.now();
  let side = 'vote';
  while (Date.now() - started < SECONDS * 1000) {
    await sleep(15_000);
    peak = Math.max(peak, ...servers.map(rssMb));
    const body = voteBody(side, proposal);
    const response = await fetch(
      `${dashboard}/api/partner/v1/governance/votes${side === 'vote' ? '' : '/cancel'}`,
      {
        method: 'POST',
        headers: {
          cookie: voterCookie,
          origin: dashboard,
          'content-type': 'application/json',
          'x-requested-with': 'fetch',
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify(body),
      },
    );
    await response.arrayBuffer();
    if (response.ok) landed.push(Date.now());
    else console.error(`the ${side} was refused: ${response.status}`);
    side = side === 'vote' ? 'cancel' : 'vote';
  }
  await sleep(10_000);
  const elapsedMin = (Date.now() - started) / 60_000;
  const statsAfter = await (await fetch(`${simulator}/__sim/stats`)).json();
  closers.forEach((close) => close());
  // The process after the crowd left: sampled every 5 s for a minute, until back within 20 % of idle.
  let after = NaN;
  let afterSeconds = 0;
  for (afterSeconds = 5; afterSeconds <= 60; afterSeconds += 5) {
    await sleep(5_000);
    after = Math.max(...servers.map(rssMb));
    if (after <= idle * 1.2) break;
  }
  afterSeconds = Math.min(afterSeconds, 60);

  // The age of the data each viewer holds when a vote lands: until its first new voter list after it.
  const ages = [];
  for (const at of landed)
    for (const times of updates) {
      const next = times.find((t) => t >= at);
      ages.push(next === undefined ? Infinity : (next - at) / 1000);
    }
  const perMinute = (upstreamCount(statsAfter) - upstreamCount(statsBefore)) / elapsedMin;
  const failed = [...failures.values()].reduce((a, b) => a + b, 0);
  const rateLimited = (statsAfter.rateLimited ?? 0) - (statsBefore.rateLimited ?? 0);
  const ok = (pass) => (pass ? 'ok' : 'MISSED');
  console.log(
    `crowd: ${cookies.length} viewers of one open proposal for ${SECONDS} s, ${landed.length} votes landed, ${INSTANCES} instance${INSTANCES > 1 ? 's on PostgreSQL' : ''}`,
  );
  console.log(`upstream requests/minute  ${perMinute.toFixed(1)}  (goal ≤ 100) ${ok(perMinute <= 100)}`);
  console.log(`upstream 429s             ${rateLimited}  (goal 0) ${ok(rateLimited === 0)}`);
  console.log(
    `data age when a vote lands p50 ${pct(ages, 50).toFixed(1)} s, p95 ${pct(ages, 95).toFixed(1)} s  (goal p95 ≤ 10 s) ${ok(pct(ages, 95) <= 10)}`,
  );
  console.log(
    `viewer-visible failures   ${failed}  (goal 0) ${ok(failed === 0)} ${failed ? JSON.stringify(Object.fromEntries(failures)) : ''}`,
  );
  console.log(
    `server RSS                idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB (goal ≤ 400) ${ok(peak <= 400)}, ${afterSeconds} s after the crowd left ${after.toFixed(0)} MB (goal within 20 % of idle) ${ok(after <= idle * 1.2)}`,
  );
} finally {
  stopAll();
}
process.exit(0);
