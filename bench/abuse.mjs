// An anonymous flood against connected people: for SECONDS (60) one anonymous client sends RATE (50)
// requests a second to the routes anyone may call — sign-in starts, forged callbacks (the state and
// pending cookie of a real sign-in start with a made-up code), callbacks with a random state, the public
// metadata routes (real and made-up mints and accounts, pinned JSON of the service) and the health
// check — while PEOPLE (20) connected people read their token's page data (the governance read and the
// proposal's voters with their ETags, `/me`, `/api/time`, the token's metadata) and two of them vote and
// cancel through the dashboard every 20 s, each write followed on `/api/tx/{signature}` as the page does.
// The people's minute is measured first without the flood (the baseline), then with it. Prints the
// people's requests and failures by status and code (goal 0; refusals the service's rules give, such as
// `already_voted`, counted apart), the upstream 429s the simulator answered (goal 0), the upstream calls
// the flood caused by route (the flood's minute minus the baseline's: goal 0 token calls, ≤ 5 reads),
// and the server's RSS idle and at its peak during the flood (summed over instances).
//
// The dashboard runs as in production behind a trusted proxy (TRUSTED_PROXIES=127.0.0.1): each person
// comes from an address of their own (198.51.100.N), the flood from 203.0.113.66, so the per-address
// limits see them apart. Setup is as bench/crowd.mjs's: the simulator is started here; the people sign in
// through the real OAuth flow while the simulator's and the dashboard's connect limits are raised
// (AUTH_PER_MINUTE_PER_IP, OAUTH_CALLS_PER_MINUTE), then the dashboard restarts with its defaults on the
// same store and the simulator is put back to the spec's limits (OAuth 30 a minute per address, Basic
// tier 120 a minute) for the measured minutes. Nothing in the dashboard is bypassed.
//
// One instance on an embedded store; then, when PostgreSQL is given (PG_URL, or TEST_POSTGRES_URL as
// scripts/with-postgres.mjs sets it), the same with three instances on it, the people and the flood
// spread over them as a balancer would (the flood's sign-ins name the public host, so any instance takes
// them). About 2½ minutes for one instance, 3½ for three, once the app is built.
// Usage: node bench/abuse.mjs [--seconds 60] [--rate 50] [--people 20] [--instances 1|3]
//        node scripts/with-postgres.mjs node bench/abuse.mjs        (env: E2E_PORT, SIMULATOR_PORT)
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PublicKey } from '@solana/web3.js';
import { numberArg, simControls } from './support/cli.mjs';
import { sessionCookie, signIn, waitFor } from './support/http.mjs';
import { benchProcesses, rssMb } from './support/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = numberArg('seconds', 60);
const RATE = numberArg('rate', 50);
const PEOPLE = numberArg('people', 20);
const ONLY = numberArg('instances', 0);
const PG_URL = process.env.PG_URL ?? process.env.TEST_POSTGRES_URL;
if (ONLY > 1 && !PG_URL) {
  console.error('--instances 3 needs PostgreSQL: node scripts/with-postgres.mjs node bench/abuse.mjs');
  process.exit(2);
}
const PORT = Number(process.env.E2E_PORT ?? 3400);
const SIM_PORT = process.env.SIMULATOR_PORT ?? '4040';
const simulator = `http://127.0.0.1:${SIM_PORT}`;
const instanceUrl = (i) => `http://localhost:${PORT + i}`;
/** The public host every instance serves, as the balancer in front names it. */
const PUBLIC_HOST = `localhost:${PORT}`;
const FLOOD_ADDRESS = '203.0.113.66';
const personAddress = (i) => `198.51.100.${i + 1}`;
const USERS = ['alice', 'bob', 'carol', 'dana'];
const METADATA_PROGRAM = new PublicKey('metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s');
/** Refusals the service's rules give a person's write (a vote that raced its own cancel): not failures. */
const DOMAIN_REFUSALS = new Set(['already_voted', 'vote_not_active', 'vote_receipt_not_found']);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const tempDirs = [];
const { start, stop, stopAll } = benchProcesses(root, () => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

const { get: simGet, post: simPost } = simControls(simulator);

/** A tally of outcomes by name. */
function tally() {
  const counts = new Map();
  return {
    counts,
    add: (what, n = 1) => counts.set(what, (counts.get(what) ?? 0) + n),
    total: () => [...counts.values()].reduce((a, b) => a + b, 0),
    text: () =>
      [...counts]
        .sort(([, a], [, b]) => b - a)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ') || '-',
  };
}

/**
 * The error code of a refused answer's body, when it has the spec's error shape; a 429 says whose limit
 * it was: the caller's address's, or this app's share of the tier (the minute's budget or the session's).
 */
async function codeOf(response) {
  try {
    const body = await response.json();
    if (typeof body?.error !== 'string') return '';
    if (body.error !== 'rate_limit_exceeded') return body.error;
    return `${body.error} (${/your address/.test(body.message ?? '') ? 'per address' : 'tier budget'})`;
  } catch {
    return '';
  }
}

/** Upstream calls between two `/__sim/stats` readings, by route. */
function callsBetween(before, after) {
  const calls = new Map();
  for (const [route, n] of Object.entries(after.requests)) {
    const d = n - (before.requests[route] ?? 0);
    if (d !== 0) calls.set(route, d);
  }
  return calls;
}
const isTokenCall = (route) => route.startsWith('POST /oauth/');

/**
 * The people: each arrives on its token's page through its own instance and stays, reading as the page
 * does (the governance read and the proposal's voters every 5 s with their ETags, `/api/time` every
 * 10 s, `/me` and the token's metadata on arrival and once a minute after), and the voters vote and
 * cancel on the open proposal in turn every 20 s. What happens is counted in `live.current` (the phase
 * it happens in). Answers `stop()`, which resolves once every loop ended.
 */
function startPeople(people, { voters, live }) {
  const record = {
    get requests() {
      return live.current.requests;
    },
    get failures() {
      return live.current.failures;
    },
    get refusals() {
      return live.current.refusals;
    },
    get writes() {
      return live.current.writes;
    },
  };
  let running = true;
  const loops = people.map(async (person) => {
    const etags = new Map();
    await sleep(Math.random() * 5000);
    let tick = 0;
    while (running) {
      const reads = [person.governance, person.votes];
      if (tick % 2 === 0) reads.push(`${person.base}/api/time`);
      if (tick % 12 === 0) reads.push(`${person.base}/api/partner/v1/me`, person.metadata);
      await Promise.all(reads.map((url) => read(person, url, etags, record)));
      tick += 1;
      for (let t = 0; t < 5000 && running; t += 250) await sleep(250);
    }
  });
  const writes = voters.map(async (voter, index) => {
    await sleep(2000 + index * 10_000);
    while (running) {
      const began = Date.now();
      await write(voter.person, voter.next, record);
      voter.next = voter.next === 'vote' ? 'cancel' : 'vote';
      const wait = 20_000 - (Date.now() - began);
      for (let t = 0; t < wait && running; t += 250) await sleep(250);
    }
  });
  return async () => {
    running = false;
    await Promise.all([...loops, ...writes]);
  };
}

function personHeaders(person, extra = {}) {
  return {
    cookie: person.cookie,
    'x-requested-with': 'fetch',
    'x-forwarded-for': person.address,
    ...extra,
  };
}

const routeName = (url) =>
  new URL(url).pathname
    .replace(/\/governance\/proposals\/[^/]+\/votes/, '/governance/proposals/{id}/votes')
    .replace(/\/governance\/(?!proposals|votes)[^/]+$/, '/governance/{mint}')
    .replace(/\/mints\/[^/]+$/, '/mints/{mint}')
    .replace(/\/tx\/[^/]+$/, '/tx/{signature}');

async function read(person, url, etags, record) {
  const headers = personHeaders(person);
  if (etags.has(url)) headers['if-none-match'] = etags.get(url);
  const name = `GET ${routeName(url)}`;
  try {
    const response = await fetch(url, { headers });
    record.requests.add(name);
    if (response.status === 200 || response.status === 304) {
      await response.arrayBuffer();
      if (response.headers.get('etag')) etags.set(url, response.headers.get('etag'));
      return;
    }
    record.failures.add(`${name} ${response.status} ${await codeOf(response)}`.trim());
  } catch (error) {
    record.requests.add(name);
    record.failures.add(`${name} ${error.cause?.code ?? error.message}`);
  }
}

/** One vote or cancel, as the page sends it, then its transaction followed until final. */
async function write(person, side, record) {
  const { base, proposal } = person;
  const body =
    side === 'vote'
      ? { proposal, side: 'yes', amount: '10000000000', priorityFeeLamports: '5000', tipLamports: '1000000' }
      : { proposal, priorityFeeLamports: '5000', tipLamports: '1000000' };
  const url = `${base}/api/partner/v1/governance/votes${side === 'vote' ? '' : '/cancel'}`;
  const name = `POST ${routeName(url)}`;
  let response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: personHeaders(person, {
        origin: base,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      }),
      body: JSON.stringify(body),
    });
  } catch (error) {
    record.requests.add(name);
    record.failures.add(`${name} ${error.cause?.code ?? error.message}`);
    return;
  }
  record.requests.add(name);
  if (!response.ok) {
    const code = await codeOf(response);
    if (DOMAIN_REFUSALS.has(code)) record.refusals.add(`${name} ${response.status} ${code}`);
    else record.failures.add(`${name} ${response.status} ${code}`.trim());
    return;
  }
  const { signature } = await response.json();
  record.writes.add(side);
  const txUrl = `${base}/api/tx/${encodeURIComponent(signature)}`;
  for (let i = 0; i < 30; i += 1) {
    await sleep(1000);
    try {
      const answer = await fetch(txUrl, { headers: personHeaders(person) });
      record.requests.add('GET /api/tx/{signature}');
      if (!answer.ok) {
        record.failures.add(`GET /api/tx/{signature} ${answer.status} ${await codeOf(answer)}`.trim());
        return;
      }
      const report = await answer.json();
      if (['confirmed', 'finalized', 'failed'].includes(report.status)) {
        if (report.status === 'failed') record.failures.add(`${side} failed on-chain`);
        return;
      }
    } catch (error) {
      record.requests.add('GET /api/tx/{signature}');
      record.failures.add(`GET /api/tx/{signature} ${error.cause?.code ?? error.message}`);
      return;
    }
  }
  record.failures.add(`${side} not final after 30 s`);
}

/**
 * The flood: RATE requests a second from one address for `seconds`, never waiting for answers (an open
 * loop), spread over the anonymous routes in a fixed rotation. A sign-in start's state and pending cookie
 * are used by the next forged callback. Answers the outcomes by route and status.
 */
async function flood({ bases, seconds, world }) {
  const outcomes = tally();
  const random = (n) => randomBytes(n).toString('base64url');
  // Made-up addresses (valid ones: the routes refuse a malformed one without any call), and the real
  // tokens' metadata accounts at their canonical (Metaplex) addresses.
  const fakeAddress = () => new PublicKey(randomBytes(32)).toBase58();
  const mints = world.tokens.map((t) => t.mint);
  const accounts = mints.map((mint) =>
    PublicKey.findProgramAddressSync(
      [Buffer.from('metadata'), METADATA_PROGRAM.toBuffer(), new PublicKey(mint).toBuffer()],
      METADATA_PROGRAM,
    )[0].toBase58(),
  );
  const forged = [];
  const headers = (extra = {}) => ({
    'x-forwarded-for': FLOOD_ADDRESS,
    'x-forwarded-host': PUBLIC_HOST,
    ...extra,
  });
  let n = 0;
  const pick = (list) => list[n % list.length];
  const kinds = {
    login: async (base) => {
      const response = await fetch(`${base}/api/auth/login`, { headers: headers(), redirect: 'manual' });
      await response.arrayBuffer();
      const location = response.headers.get('location') ?? '';
      const state = location.startsWith('http') ? new URL(location).searchParams.get('state') : null;
      const cookie = response.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      if (state && cookie) forged.push({ state, cookie });
      return `${response.status}${location.includes('reason=') ? ` ${location.split('reason=')[1]}` : ''}`;
    },
    forgedCallback: async (base) => {
      const held = forged.shift();
      const query = `code=${random(24)}&state=${held?.state ?? random(16)}`;
      const response = await fetch(`${base}/api/auth/callback?${query}`, {
        headers: headers(held ? { cookie: held.cookie } : {}),
        redirect: 'manual',
      });
      await response.arrayBuffer();
      const location = response.headers.get('location') ?? '';
      return `${response.status}${location.includes('reason=') ? ` ${location.split('reason=')[1]}` : ''}${held ? '' : ' (no state held)'}`;
    },
    randomCallback: async (base) => {
      const response = await fetch(`${base}/api/auth/callback?code=${random(24)}&state=${random(16)}`, {
        headers: headers(),
        redirect: 'manual',
      });
      await response.arrayBuffer();
      const location = response.headers.get('location') ?? '';
      return `${response.status}${location.includes('reason=') ? ` ${location.split('reason=')[1]}` : ''}`;
    },
    mintReal: (base) => get(`${base}/api/metadata/mints/${pick(mints)}`),
    mintRandom: (base) => get(`${base}/api/metadata/mints/${fakeAddress()}`),
    accountReal: (base) => get(`${base}/api/metadata/accounts/${pick(accounts)}`),
    accountRandom: (base) => get(`${base}/api/metadata/accounts/${fakeAddress()}`),
    json: (base) =>
      get(`${base}/api/metadata/json?uri=${encodeURIComponent(`${simulator}/pinned/${random(18)}`)}`),
    health: (base) => get(`${base}/api/health`),
  };
  async function get(url) {
    const response = await fetch(url, { headers: headers() });
    const code = response.status >= 400 ? await codeOf(response) : (await response.arrayBuffer(), '');
    return `${response.status}${code ? ` ${code}` : ''}`;
  }
  // Ten requests per turn: 1 sign-in start, 1 forged callback, 1 random callback, 5 metadata, 2 health.
  const rotation = [
    'login',
    'mintReal',
    'forgedCallback',
    'health',
    'mintRandom',
    'randomCallback',
    'accountReal',
    'json',
    'health',
    'accountRandom',
  ];
  const inFlight = new Set();
  const started = Date.now();
  const total = Math.round(seconds * RATE);
  for (n = 0; n < total; n += 1) {
    const due = started + (n * 1000) / RATE;
    if (due > Date.now()) await sleep(due - Date.now());
    const kind = rotation[n % rotation.length];
    const base = bases[n % bases.length];
    const request = kinds[kind](base)
      .then((outcome) => outcomes.add(`${kind} ${outcome}`))
      .catch((error) => outcomes.add(`${kind} ${error.cause?.code ?? error.message}`))
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  }
  await Promise.all(inFlight);
  return { outcomes, sent: total, seconds: (Date.now() - started) / 1000 };
}

const newRecord = () => ({ requests: tally(), failures: tally(), refusals: tally(), writes: tally() });

async function variant(instances) {
  const storeUrl =
    instances > 1
      ? PG_URL
      : `pglite:${(() => {
          const dir = mkdtempSync(path.join(tmpdir(), 'bench-abuse-store-'));
          tempDirs.push(dir);
          return dir;
        })()}`;
  const secret = randomBytes(32).toString('base64url');
  const sim = start(path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), ['simulator/main.ts'], {
    SIMULATOR_PORT: SIM_PORT,
    PORT: String(PORT),
    SIMULATOR_CONTROL: 'on',
  });
  const servers = [];
  try {
    await waitFor(`${simulator}/__sim/world`, 120, sim);
    const world = await simGet('world');
    const app = world.clients.find((c) => c.clientId === 'demo-dashboard_app');
    const dashboardEnv = (i, extra = {}) => ({
      PORT: String(PORT + i),
      PARTNER_BASE_URL: simulator,
      PARTNER_CLIENT_ID: app.clientId,
      PARTNER_API_KEY: app.apiKey,
      ...(app.feeWallet ? { PARTNER_FEE_WALLET: app.feeWallet } : {}),
      PARTNER_TIER: 'basic',
      STORE_URL: storeUrl,
      SOLANA_RPC_URL: `${simulator}/rpc`,
      SESSION_SECRET: secret,
      TRUSTED_PROXIES: '127.0.0.1,::1',
      ...extra,
    });
    const spec = await simGet('config');

    // Setup: the people sign in, with the simulator's and the dashboard's connect limits raised.
    await simPost('config', {
      oauthPerMinutePerIp: 1_000_000,
      tierBudgetPerMinute: { basic: 1_000_000, partner: 1_000_000 },
    });
    const setup = start(
      path.join(root, 'scripts', 'start.mjs'),
      [],
      dashboardEnv(0, { AUTH_PER_MINUTE_PER_IP: '100000', OAUTH_CALLS_PER_MINUTE: '100000' }),
    );
    await waitFor(`${instanceUrl(0)}/api/time`, 900, setup);
    const cookies = [];
    for (let i = 0; i < PEOPLE; i += 10) {
      const batch = Array.from({ length: Math.min(10, PEOPLE - i) }, (_, j) =>
        signIn({ dashboard: instanceUrl(0), simulator, user: USERS[(i + j) % USERS.length] }),
      );
      cookies.push(...(await Promise.all(batch)).map(sessionCookie));
    }
    await stop(setup);

    // The measured run: the spec's limits at the simulator, the dashboard's defaults, the same store.
    await simPost('config', spec);
    for (let i = 0; i < instances; i += 1) {
      servers.push(start(path.join(root, 'scripts', 'start.mjs'), [], dashboardEnv(i)));
      await waitFor(`${instanceUrl(i)}/api/time`, 900, servers[i]);
    }
    const bases = servers.map((_, i) => instanceUrl(i));
    // On PostgreSQL the tier budget outlives a restart: the setup's sign-ins (an exchange and `/me` each)
    // must leave its minute first, or the baseline's shared refreshes stretch on a spent budget and the
    // flood's minute looks dearer than it is.
    if (instances > 1) await sleep(61_000);

    const lumen = world.tokens.find((t) => t.symbol === 'LUMEN');
    const open = world.proposals.find((p) => p.mint === lumen.mint && p.note.startsWith('open:'));
    // Most people follow LUMEN's open proposal; some TIDE's or EMBER's page.
    const pages = ['LUMEN', 'LUMEN', 'TIDE', 'LUMEN', 'EMBER'].map((symbol) => {
      const token = world.tokens.find((t) => t.symbol === symbol);
      const proposal =
        symbol === 'LUMEN' ? open : world.proposals.filter((p) => p.mint === token.mint).at(-1);
      return { mint: token.mint, proposal: proposal.proposal };
    });
    const people = cookies.map((cookie, i) => {
      const base = bases[i % bases.length];
      const page = i < 2 ? pages[0] : pages[i % pages.length];
      return {
        user: USERS[i % USERS.length],
        cookie,
        address: personAddress(i),
        base,
        proposal: page.proposal,
        governance: `${base}/api/partner/v1/governance/${page.mint}`,
        votes: `${base}/api/partner/v1/governance/proposals/${page.proposal}/votes?limit=50`,
        metadata: `${base}/api/metadata/mints/${page.mint}`,
      };
    });
    // alice (person 0) has not voted on the open proposal; bob (person 1) has: he cancels first.
    const voters = [
      { person: people[0], next: 'vote' },
      { person: people[1], next: 'cancel' },
    ];

    // Idle is a warmed process: each route has answered once on each instance (from an address of its own).
    for (const base of bases) {
      const warm = { 'x-forwarded-for': '192.0.2.1', 'x-requested-with': 'fetch' };
      for (const p of ['/api/auth/login', '/api/auth/callback?code=x&state=y', '/api/health'])
        await (await fetch(`${base}${p}`, { headers: warm, redirect: 'manual' })).arrayBuffer();
      const person = people.find((p) => p.base === base);
      for (const url of [person.governance, person.votes, person.metadata, `${base}/api/time`])
        await (await fetch(url, { headers: { ...warm, cookie: person.cookie } })).arrayBuffer();
    }
    await sleep(3000);
    const idle = servers.map(rssMb).reduce((a, b) => a + b, 0);

    // The people stay connected throughout: a baseline minute alone, then a minute with the flood.
    const baseline = newRecord();
    const flooded = newRecord();
    const live = { current: baseline };
    const before0 = await simGet('stats');
    const t0 = Date.now();
    const stopPeople = startPeople(people, { voters, live });
    await sleep(SECONDS * 1000);
    const after0 = await simGet('stats');
    const before1 = after0;
    const t1 = Date.now();
    live.current = flooded;
    let peak = idle;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(
          peak,
          servers.map(rssMb).reduce((a, b) => a + b, 0),
        );
        await sleep(1000);
      }
    })();
    const flow = await flood({ bases, seconds: SECONDS, world });
    sampling = false;
    await sampler;
    const after1 = await simGet('stats');
    const t2 = Date.now();
    await stopPeople();

    return {
      instances,
      people: people.length,
      idle,
      peak,
      baseline,
      flooded,
      flow,
      seconds0: (t1 - t0) / 1000,
      seconds1: (t2 - t1) / 1000,
      calls0: callsBetween(before0, after0),
      calls1: callsBetween(before1, after1),
      limited0: after0.rateLimited - before0.rateLimited,
      limited1: after1.rateLimited - before1.rateLimited,
      oauth1: Object.fromEntries(
        Object.entries(after1.oauth).map(([k, v]) => [k, v - (before1.oauth[k] ?? 0)]),
      ),
    };
  } finally {
    await Promise.all(servers.map(stop));
    await stop(sim);
  }
}

function report(r) {
  const ok = (pass) => (pass ? 'ok' : 'MISSED');
  const label = r.instances > 1 ? `${r.instances} instances on PostgreSQL` : '1 instance (embedded store)';
  console.log(
    `\nabuse: ${label}; ${r.people} people, ${SECONDS} s without the flood, then ${SECONDS} s with it`,
  );
  console.log(
    `flood        ${r.flow.sent} requests in ${r.flow.seconds.toFixed(1)} s from ${FLOOD_ADDRESS}: ${r.flow.outcomes.text()}`,
  );
  for (const [name, rec] of [
    ['baseline', r.baseline],
    ['with flood', r.flooded],
  ]) {
    console.log(
      `people (${name}) ${rec.requests.total()} requests, ${rec.writes.text()} writes landed; failures ${rec.failures.total()} (goal 0) ${ok(rec.failures.total() === 0)}${rec.failures.total() ? ` — ${rec.failures.text()}` : ''}; domain refusals ${rec.refusals.total()}${rec.refusals.total() ? ` — ${rec.refusals.text()}` : ''}`,
    );
  }
  console.log(
    `upstream 429s  baseline ${r.limited0}, with flood ${r.limited1}  (goal 0) ${ok(r.limited0 === 0 && r.limited1 === 0)}`,
  );
  // What the flood caused: the flood's phase minus the baseline's (scaled to the same length), by route.
  const scale = r.seconds1 / r.seconds0;
  const routes = new Set([...r.calls0.keys(), ...r.calls1.keys()]);
  const diff = [...routes]
    .map((route) => [route, Math.round((r.calls1.get(route) ?? 0) - (r.calls0.get(route) ?? 0) * scale)])
    .sort(([a], [b]) => a.localeCompare(b));
  const tokenCalls = diff.filter(([route]) => isTokenCall(route)).reduce((a, [, d]) => a + d, 0);
  const reads = diff.filter(([route]) => !isTokenCall(route)).reduce((a, [, d]) => a + Math.max(0, d), 0);
  const partnerReads = diff
    .filter(([route]) => route.startsWith('GET /partner/v1/'))
    .reduce((a, [, d]) => a + Math.max(0, d), 0);
  const show = (calls) =>
    [...calls]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${k} ${v}`)
      .join(', ') || '-';
  console.log(`upstream calls baseline (${r.seconds0.toFixed(0)} s): ${show(r.calls0)}`);
  console.log(`upstream calls with flood (${r.seconds1.toFixed(0)} s): ${show(r.calls1)}`);
  console.log(
    `caused by the flood: token calls ${tokenCalls} (goal 0) ${ok(tokenCalls <= 0)} [oauth ${JSON.stringify(r.oauth1)}]; reads ${reads} (goal ≤ 5) ${ok(reads <= 5)}, of them partner API ${partnerReads}; by route ${diff
      .filter(([, d]) => d !== 0)
      .map(([route, d]) => `${route} ${d > 0 ? '+' : ''}${d}`)
      .join(', ')}`,
  );
  console.log(
    `server RSS     idle ${r.idle.toFixed(0)} MB, peak during the flood ${r.peak.toFixed(0)} MB (+${(r.peak - r.idle).toFixed(0)} MB)${r.instances > 1 ? ', summed over the instances' : ''}`,
  );
}

try {
  const plan = ONLY ? [ONLY] : PG_URL ? [1, 3] : [1];
  if (!PG_URL && !ONLY)
    console.error('(no PostgreSQL given: one instance only; see the usage for three on PostgreSQL)');
  for (const instances of plan) report(await variant(instances));
} finally {
  stopAll();
}
process.exit(0);
