// The embedded store under abuse: the dashboard's server (scripts/serve.mjs, on a PGlite store of its own)
// is killed KILLS times — SIGKILL and SIGTERM in turn, each at a random moment while sign-ins, votes,
// cancels and reads are in flight — and started again on the same store each time. After each start it
// checks that the store opened and that every connection made before is still there or cleanly gone
// (connected, or "not connected": never an error); at the end, that the reconciler settled every journal
// entry. Prints kills, reopen failures, sessions lost (their sign-in had answered, and they are gone) and
// broken (an error instead of an answer), entries unsettled, the copies of the store written, and the
// time a start waited for a killed holder's lock. Exits 1 when a goal is missed: 0 reopen failures, 0
// sessions lost or broken, 0 entries unsettled.
// The simulator runs alone, for the whole soak. Builds the app first when there is no build.
// Usage: node bench/store-soak.mjs [--kills 50] [--seed N]   (env: E2E_PORT, SIMULATOR_PORT)
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { numberArg } from './support/cli.mjs';
import { answers, sessionCookie, signIn } from './support/http.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KILLS = numberArg('kills', 50);
let seed = numberArg('seed', Date.now() % 100_000);
const PORT = process.env.E2E_PORT ?? '3160';
const SIM_PORT = process.env.SIMULATOR_PORT ?? '4160';
const dashboard = `http://localhost:${PORT}`;
const simulator = `http://127.0.0.1:${SIM_PORT}`;
const work = mkdtempSync(path.join(tmpdir(), 'store-soak-'));
const storeDir = path.join(work, 'store');
const secret = randomBytes(32).toString('base64url');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** No request of the soak waits longer for its answer: one that never comes is counted, not waited on. */
const REQUEST_MS = 30_000;
const timeout = () => AbortSignal.timeout(REQUEST_MS);
/** What the soak is doing, said if it ever stops moving (the watchdog below). */
let phase = 'starting the simulator';
/** A small seeded generator, so a run can be repeated (--seed). */
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

const children = new Set();
function start(args, env, output = 'inherit') {
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', output === 'pipe' ? 'pipe' : 'ignore', output],
    env: { ...process.env, LOG_LEVEL: 'error', NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}
function cleanUp() {
  for (const child of children) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });

/** A session for `user`; null when the server was killed under it (never answered, so never promised). */
const signInOrNull = (user) => signIn({ dashboard, simulator, user }).then(sessionCookie, () => null);

/** Every entry of a person's activity, page after page (GET /api/activity's cursor). */
async function activityOf(cookie) {
  const entries = [];
  let cursor = null;
  do {
    const query = cursor ? `?limit=200&cursor=${encodeURIComponent(cursor)}` : '?limit=200';
    const body = await fetch(`${dashboard}/api/activity${query}`, { headers: { cookie }, signal: timeout() })
      .then((r) => (r.ok ? r.json() : { activity: [], nextCursor: null }))
      .catch(() => ({ activity: [], nextCursor: null }));
    entries.push(...body.activity);
    cursor = body.nextCursor ?? null;
  } while (cursor);
  return entries;
}

/** What the dashboard says of a session: 'connected', 'gone' (cleanly not connected) or 'broken'. */
async function sessionState(cookie) {
  try {
    const response = await fetch(`${dashboard}/api/auth/session`, {
      headers: { cookie },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return 'broken';
    return (await response.json()).connected ? 'connected' : 'gone';
  } catch {
    return 'broken';
  }
}

function write(cookie, pathname, body) {
  return fetch(`${dashboard}/api/partner/v1/governance/${pathname}`, {
    method: 'POST',
    headers: {
      cookie,
      origin: dashboard,
      'content-type': 'application/json',
      'x-requested-with': 'fetch',
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({ ...body, priorityFeeLamports: '5000', tipLamports: '1000000' }),
    signal: timeout(),
  })
    .then((r) => r.arrayBuffer())
    .catch(() => undefined);
}

process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
process.on('uncaughtException', (error) => {
  console.error(error);
  cleanUp();
  process.exit(1);
});
process.on('unhandledRejection', (error) => {
  console.error(error);
  cleanUp();
  process.exit(1);
});

// A soak that stops moving says where, rather than hang: each kill's round takes well under a minute, the
// settling at the end at most SETTLE_WAIT_MS.
const STUCK_MS = 5 * 60_000 + KILLS * 60_000;
setTimeout(() => {
  console.error(`store soak: no end after ${STUCK_MS / 60_000} minutes, stuck while ${phase}`);
  cleanUp();
  process.exit(1);
}, STUCK_MS).unref();

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.log('No build: building the app first…');
  const built = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(1);
}

// One process (tsx as a loader, not its launcher, whose own child would outlive a SIGKILL of it).
start(['--import', 'tsx', 'simulator/main.ts'], {
  SIMULATOR_PORT: SIM_PORT,
  PORT, // the demo app's registered redirect URI is on the dashboard's port
  SIMULATOR_CONTROL: 'on',
  // Sign-ins many times a minute from one address: the OAuth per-IP limit must not decide the soak.
  SIMULATOR_CONFIG: JSON.stringify({
    oauthPerMinutePerIp: 6000,
    tierBudgetPerMinute: { basic: 6000, partner: 6000 },
  }),
});
for (let i = 0; !(await answers(`${simulator}/__sim/world`)); i += 1) {
  if (i > 240) throw new Error('the simulator did not start');
  await sleep(250);
}
const world = await (await fetch(`${simulator}/__sim/world`, { signal: timeout() })).json();
const app = world.clients.find((client) => client.clientId === 'demo-dashboard_app');
const lumen = world.tokens.find((t) => t.symbol === 'LUMEN').mint;
const proposal = world.proposals.find((p) => p.mint === lumen && p.note.startsWith('open:')).proposal;
const serverEnv = {
  PORT,
  PARTNER_BASE_URL: simulator,
  PARTNER_CLIENT_ID: app.clientId,
  PARTNER_API_KEY: app.apiKey,
  PARTNER_TIER: 'partner',
  SOLANA_RPC_URL: `${simulator}/rpc`,
  STORE_URL: `pglite:${storeDir}`,
  SESSION_SECRET: secret,
  STORE_BACKUP_MINUTES: '1',
  // People sign in again after every kill, all from one address.
  AUTH_PER_MINUTE_PER_IP: '100000',
  OAUTH_CALLS_PER_MINUTE: '100000',
};

let stderr = '';
/** Starts the server; answers the process once it serves, or null when it stopped or never answered. */
const lockWaits = [];
async function startServer() {
  const server = start(
    [path.join(root, 'scripts', 'serve.mjs')],
    { ...serverEnv, LOG_LEVEL: 'warn' },
    'pipe',
  );
  const read = (chunk) => {
    stderr = (stderr + chunk).slice(-4_000);
    const waited = /opened after ([\d.]+) s waiting for its lock/.exec(String(chunk));
    if (waited) lockWaits.push(Number(waited[1]));
  };
  server.stdout.on('data', read); // the server's logs (pino, JSON)
  server.stderr.on('data', read);
  const began = Date.now();
  while (Date.now() - began < 90_000) {
    if (server.exitCode !== null) return { server: null, seconds: (Date.now() - began) / 1000 };
    if (await answers(`${dashboard}/api/time`)) return { server, seconds: (Date.now() - began) / 1000 };
    await sleep(200);
  }
  server.kill('SIGKILL');
  return { server: null, seconds: 90 };
}

const sessions = []; // { cookie, user }
const figures = {
  kills: 0,
  sigkill: 0,
  sigterm: 0,
  reopenFailures: 0,
  uncleanStops: 0,
  lost: 0,
  broken: 0,
  writes: 0,
  signIns: 0,
};
const startTimes = [];
const users = ['alice', 'bob', 'dana'];

phase = 'starting the server the first time';
let { server, seconds } = await startServer();
if (!server) throw new Error(`the first start failed:\n${stderr}`);
startTimes.push(seconds);
for (let round = 1; round <= KILLS; round += 1) {
  // Traffic in flight: sign-ins, a vote or a cancel by each connected voter, reads.
  let running = true;
  const traffic = (async () => {
    while (running) {
      const jobs = [];
      const user = users[Math.floor(random() * users.length)];
      jobs.push(
        signInOrNull(user).then((cookie) => {
          if (cookie) {
            sessions.push({ cookie, user });
            figures.signIns += 1;
          }
        }),
      );
      for (const { cookie, user: who } of sessions.slice(-4)) {
        if (who === 'dana') continue;
        figures.writes += 1;
        jobs.push(
          random() < 0.5
            ? write(cookie, 'votes', { proposal, side: random() < 0.5 ? 'yes' : 'no', amount: '10000000000' })
            : write(cookie, 'votes/cancel', { proposal }),
        );
        jobs.push(
          fetch(`${dashboard}/api/partner/v1/governance/${lumen}`, { headers: { cookie }, signal: timeout() })
            .then((r) => r.arrayBuffer())
            .catch(() => undefined),
        );
      }
      await Promise.all(jobs);
      await sleep(100);
    }
  })();
  phase = `round ${round}: traffic before the kill`;
  await sleep(500 + random() * 3_500);
  const signal = round % 2 === 1 ? 'SIGKILL' : 'SIGTERM';
  phase = `round ${round}: waiting for the server to exit on ${signal}`;
  server.kill(signal);
  figures.kills += 1;
  figures[signal.toLowerCase()] += 1;
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
  if (signal === 'SIGTERM' && server.exitCode !== 0) {
    figures.uncleanStops += 1;
    console.error(
      `round ${round}: SIGTERM did not stop the server cleanly (exit ${server.exitCode}):\n${stderr}`,
    );
  }
  running = false;
  phase = `round ${round}: waiting for the traffic in flight to end`;
  await traffic;

  phase = `round ${round}: starting the server again`;
  ({ server, seconds } = await startServer());
  if (!server) {
    figures.reopenFailures += 1;
    console.error(`round ${round}: the server did not start again after ${signal}:\n${stderr}`);
    break;
  }
  startTimes.push(seconds);
  phase = `round ${round}: checking the sessions`;
  const states = await Promise.all(sessions.map((s) => sessionState(s.cookie)));
  const lost = states.filter((s) => s === 'gone').length;
  const broken = states.filter((s) => s === 'broken').length;
  figures.lost += lost;
  figures.broken += broken;
  // A session cleanly gone is dropped from the checks that follow; a broken one is counted once.
  for (let i = states.length - 1; i >= 0; i -= 1) if (states[i] !== 'connected') sessions.splice(i, 1);
  process.stdout.write(
    `round ${round}/${KILLS}: ${signal}, restarted in ${seconds.toFixed(1)} s, ${sessions.length} sessions kept${lost + broken ? `, ${lost} lost, ${broken} broken` : ''}\n`,
  );
}

// Every journal entry settled: the reconciler runs at start and every 10 s; reading a person's activity
// also checks their entries first. A write cut off before it was sent can be called "not sent" only once
// its transaction could no longer land (LAND_HORIZON_SECONDS, 180 s after its intent, in
// lib/server/journal/reconcile.ts): the last round's such writes are waited for that long, and a little.
const SETTLE_WAIT_MS = 240_000;
let unsettled = NaN;
let journal = 0;
let left = [];
if (server) {
  phase = 'waiting for every journal entry to be settled';
  const deadline = Date.now() + SETTLE_WAIT_MS;
  do {
    const lists = await Promise.all(sessions.map((s) => activityOf(s.cookie)));
    const entries = new Map(lists.flat().map((entry) => [entry.id, entry]));
    journal = entries.size;
    left = [...entries.values()].filter((e) => e.status !== 'failed' && e.settlement === null);
    unsettled = left.length;
    if (unsettled === 0) break;
    await sleep(5_000);
  } while (Date.now() < deadline);
  for (const e of left)
    console.error(
      `  unsettled: #${e.id} ${e.kind} ${e.status}, since ${e.createdAt}, signature ${e.signature ?? 'none'}`,
    );
  phase = 'stopping the server';
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
}
const copies = existsSync(`${storeDir}-backups`) ? readdirSync(`${storeDir}-backups`).length : 0;
const sorted = [...startTimes].sort((a, b) => a - b);
const pct = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const ok = (pass) => (pass ? 'ok' : 'MISSED');
console.log(
  `\nstore soak: ${figures.kills} kills (${figures.sigkill} SIGKILL, ${figures.sigterm} SIGTERM), ${figures.signIns} sign-ins, ${figures.writes} writes sent`,
);
console.log(`  reopen failures     ${figures.reopenFailures}  (goal 0) ${ok(figures.reopenFailures === 0)}`);
console.log(
  `  unclean stops       ${figures.uncleanStops} of ${figures.sigterm} SIGTERM  (goal 0) ${ok(figures.uncleanStops === 0)}`,
);
console.log(`  sessions lost       ${figures.lost}  (goal 0) ${ok(figures.lost === 0)}`);
console.log(`  sessions broken     ${figures.broken}  (goal 0) ${ok(figures.broken === 0)}`);
console.log(
  `  entries unsettled   ${unsettled} of ${journal} in the journal  (goal 0) ${ok(unsettled === 0)}`,
);
console.log(`  copies of the store ${copies}`);
console.log(`  waits for a lock    ${lockWaits.length} (longest ${Math.max(0, ...lockWaits).toFixed(1)} s)`);
console.log(
  `  start after a kill  p50 ${pct(50).toFixed(1)} s, p95 ${pct(95).toFixed(1)} s, max ${sorted.at(-1)?.toFixed(1)} s`,
);
// A soak without traffic proves nothing: sign-ins and writes must have gone through.
const passed =
  figures.signIns > 0 &&
  figures.writes > 0 &&
  figures.reopenFailures === 0 &&
  figures.uncleanStops === 0 &&
  figures.lost === 0 &&
  figures.broken === 0 &&
  unsettled === 0;
if (figures.signIns === 0) console.log('  MISSED: no sign-in went through, so nothing was tested');
cleanUp();
process.exit(passed ? 0 : 1);
