// The body of bench/watcher.mjs (run under tsx with the react-server condition, as server code is).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseConfig } from '@/lib/server/config';
import { createRuntime, type Runtime } from '@/lib/server/runtime';
import type { RoundReport } from '@/lib/server/inbox/watcher';
import {
  lazyBudget,
  memoryBudget,
  watchPoints,
  withWatchShare,
  type Priority,
  type TierBudget,
} from '@/lib/server/partner/budget';
import { governanceModule } from '@/simulator/governance';
import { marketModule } from '@/simulator/market';
import { testOAuth, testToken } from '@/test/support/simulator/fixtures';
import { startSimulator } from '@/test/support/simulator/harness';
import { numberArg, wordArg } from './cli.mjs';

const FOLLOWERS = numberArg('followers', 1000);
const TOKENS = numberArg('tokens', 200);
const SECONDS = numberArg('seconds', 600);
const PERIOD = numberArg('period', 30);
const PROPOSE_EVERY_MS = numberArg('propose-every', 20) * 1000;
const INSTANCES = numberArg('instances', 1);
const TIER_NAME = wordArg('tier', 'basic');
if (TIER_NAME !== 'basic' && TIER_NAME !== 'partner') throw new Error('--tier is basic or partner');
if (INSTANCES > 1 && !process.env.TEST_POSTGRES_URL)
  throw new Error(
    '--instances above 1 runs on PostgreSQL: node scripts/with-postgres.mjs node bench/watcher.mjs …',
  );
const SHARE = 0.25;
const TIER = TIER_NAME === 'partner' ? 1200 : 120;
const WATCH_POINTS = watchPoints(TIER, SHARE);
// The simulator's app of each tier.
const CLIENT =
  TIER_NAME === 'partner'
    ? { id: 'partner-pro_app', key: 'sk_partner-pro_key_51c0' }
    : { id: 'demo-dashboard_app', key: 'sk_demo-dashboard_key_7f3a' };
const SCOPES = ['profile:read', 'trade:execute', 'governance:vote', 'governance:propose'] as const;
const FEES = { priorityFeeLamports: '5000', tipLamports: '1000000' };
const TOKEN = 1_000_000n;
const DAY_MS = 86_400_000;

const log = (line: string) => console.log(line);
const setupStarted = Date.now();

// The simulator follows the wall clock, so voting ends come as they would; seeded at scale: TOKENS more
// governed tokens, FOLLOWERS holders (holder-h holds tokens h, 7h + 3 and 13h + 5 modulo TOKENS).
// Every tenth token's window comes within a week after the warm-up pass (its length estimated from the
// watcher's share: TOKENS reads at WATCH_POINTS a minute, and two minutes more).
const WARM_UP_ESTIMATE_S = Math.ceil(TOKENS / WATCH_POINTS) * 60 + 120;
const sim = await startSimulator(
  { oauth: testOAuth, governance: governanceModule, market: marketModule },
  {
    followWallClock: true,
    startUnix: BigInt(Math.floor(Date.now() / 1000)),
    scale: { governedTokens: TOKENS, holders: FOLLOWERS, windowsDueAfterSeconds: WARM_UP_ESTIMATE_S + 60 },
  },
);
const world = (await (await sim.request('/__sim/world')).json()) as {
  users: { id: string; wallet: string }[];
  tokens: {
    mint: string;
    symbol: string;
    governance: string | null;
  }[];
};
const scaled = world.tokens.filter((t) => /^G\d{3}$/.test(t.symbol) && t.governance);
const wallets = new Map(world.users.map((u) => [u.id, u.wallet]));
const holdersOf = scaled.map(() => [] as number[]);
for (let h = 0; h < FOLLOWERS; h += 1)
  for (const n of new Set([h % TOKENS, (h * 7 + 3) % TOKENS, (h * 13 + 5) % TOKENS])) holdersOf[n]!.push(h);
const walletOf = (h: number) => wallets.get(`holder-${h}`)!;

// Upstream answers by status (429s), and the budget's takes by priority, instance and minute.
const statuses = new Map<number, number>();
const counted: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  if (String(input instanceof Request ? input.url : input).includes('/partner/v1/'))
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  return response;
};
const taken = new Map<Priority, number>();
// The watcher's takes in each minute of its allowance, as the allowance counts them: a minute begins at
// the first take after the last one ended (a fixed window, as the budget's limiter keeps it).
const watchMinutes: number[] = [];
let allowanceMinuteFrom = -Infinity;
let measuring = 0; // when the activity started (takes before it are the setup's and the warm-up's)
const counting = (tier: TierBudget): TierBudget => ({
  points: tier.points,
  async take(priority = 'user') {
    const result = await tier.take(priority);
    // Every minute of the allowance counts, the warm-up's too.
    if (result.ok && priority === 'watch') watchMinutes[watchMinutes.length - 1]! += 1;
    if (result.ok && measuring > 0) taken.set(priority, (taken.get(priority) ?? 0) + 1);
    return result;
  },
  charge: () => tier.charge(),
  remaining: () => tier.remaining(),
  minuteEndsInMs: () => tier.minuteEndsInMs(),
});
const minutesOf = (allowance: TierBudget): TierBudget => ({
  ...allowance,
  take(priority) {
    const now = Date.now();
    if (now >= allowanceMinuteFrom + 60_000) {
      allowanceMinuteFrom = now;
      watchMinutes.push(0);
    }
    return allowance.take(priority);
  },
});

// One runtime, on PGlite; or INSTANCES runtimes on one PostgreSQL database, spending one tier budget
// counted in the store (as lib/server/runtime.ts builds it for a PostgreSQL store) and each running the
// watcher's job, which pg-boss runs on one of them at a time.
const dir = INSTANCES > 1 ? null : mkdtempSync(path.join(tmpdir(), 'bench-watcher-'));
const sessionSecret = randomBytes(32).toString('base64url');
const config = parseConfig({
  STORE_URL: dir ? `pglite:${dir}` : process.env.TEST_POSTGRES_URL!,
  STORE_BACKUP_MINUTES: '0',
  SESSION_SECRET: sessionSecret,
  PARTNER_BASE_URL: sim.url,
  PARTNER_CLIENT_ID: CLIENT.id,
  PARTNER_API_KEY: CLIENT.key,
  SOLANA_RPC_URL: `${sim.url}/rpc`,
  PARTNER_TIER: TIER_NAME,
  WATCH_PERIOD_SECONDS: String(PERIOD),
  WATCH_BUDGET_SHARE: String(SHARE),
});
const runtimes: Runtime[] = [];
// The watcher's own minute (its share of the tier), which it keeps part of for reads a moment makes due.
const watchAllowance = dir
  ? memoryBudget(WATCH_POINTS)
  : lazyBudget(() => runtimes[0]!.limiter('bench-watch', WATCH_POINTS, 60), WATCH_POINTS);
const budget = withWatchShare(
  counting(dir ? memoryBudget(TIER) : lazyBudget(() => runtimes[0]!.limiter('bench-tier', TIER, 60), TIER)),
  minutesOf(watchAllowance),
);
type Round = RoundReport & { instance: number; start: number; end: number };
/** When each token's snapshot was saved, read after read (the store's read times, every instance's). */
const readsOf = new Map<string, number[]>();
const rounds: Round[] = [];
for (let i = 0; i < INSTANCES; i += 1) {
  const rt = createRuntime(config, { budget, watchAllowance, fetch: counted });
  runtimes.push(rt);
  const round = rt.watcher.round.bind(rt.watcher);
  rt.watcher.round = async (signal) => {
    const start = Date.now();
    const report = await round(signal);
    const end = Date.now();
    if (measuring > 0) rounds.push({ ...report, instance: i + 1, start, end });
    for (const { mint, read_at } of await (
      await rt.db()
    ).query<{ mint: string; read_at: Date }>('SELECT mint, read_at FROM watch_snapshots')) {
      const reads = readsOf.get(mint) ?? [];
      const at = new Date(read_at).getTime();
      if (reads.at(-1) !== at) reads.push(at);
      readsOf.set(mint, reads);
    }
    return report;
  };
}
const [rt] = runtimes as [Runtime];

type Made = {
  proposal: string;
  mint: string;
  proposer: number;
  at: number;
  endsAt: number;
  voters: number[];
};
const made: Made[] = [];
const refused = new Map<string, number>();
let voteCount = 0;
let settleCount = 0;
// The people's writes go through this dashboard's budget, as writes made here would (and the service
// counts them against the same tier).
const post = async (who: string, route: string, body: object) => {
  await budget.take('write');
  const answer = await sim.request(`/partner/v1/governance/${route}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${testToken(who, CLIENT.id, [...SCOPES])}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ ...body, ...FEES }),
  });
  const json = (await answer.json().catch(() => ({}))) as { error?: string; proposal?: string };
  if (!answer.ok) {
    const why = `${route.split('/').at(-1)}: ${json.error ?? answer.status}`;
    refused.set(why, (refused.get(why) ?? 0) + 1);
    return null;
  }
  return json;
};
const timers = new Set<NodeJS.Timeout>();
const later = (ms: number, fn: () => Promise<unknown>) => {
  const timer = setTimeout(() => {
    timers.delete(timer);
    void fn();
  }, ms);
  timers.add(timer);
};

/** A proposal on token n by one of its holders (the next that can post the bond), voted and settled. */
let proposals = 0;
async function propose(n: number, durationSeconds: number, settleAfterSeconds: number | null, voters = 2) {
  const holders = holdersOf[n]!;
  for (let attempt = 0; attempt < Math.min(4, holders.length); attempt += 1) {
    const proposer = holders[(proposals + attempt) % holders.length]!;
    const at = Date.now();
    const body = await post(`holder-${proposer}`, 'proposals/finalize-metadata', {
      mint: scaled[n]!.mint,
      voteDurationSeconds: durationSeconds,
    });
    if (!body?.proposal) continue;
    proposals += 1;
    const m: Made = {
      proposal: body.proposal,
      mint: scaled[n]!.mint,
      proposer,
      at,
      endsAt: at + durationSeconds * 1000,
      voters: [],
    };
    made.push(m);
    // Up to `voters` other holders vote within the first 20 s (locking a little of what they hold).
    const others = holders.filter((h) => h !== proposer).slice(0, voters);
    others.forEach((h, k) =>
      later(5_000 + k * 12_000, async () => {
        if (Date.now() > m.endsAt - 2_000) return;
        const voted = await post(`holder-${h}`, 'votes', {
          proposal: m.proposal,
          side: k % 2 === 0 ? 'yes' : 'no',
          amount: String(1_000n * TOKEN * BigInt(k + 1)),
        });
        if (voted) {
          m.voters.push(h);
          voteCount += 1;
        }
      }),
    );
    if (settleAfterSeconds !== null)
      later(durationSeconds * 1000 + settleAfterSeconds * 1000, async () => {
        if (await post(`holder-${proposer}`, 'proposals/settle', { proposal: m.proposal })) settleCount += 1;
      });
    return;
  }
}

let watchedFrom = 0;
try {
  const db = await rt.db();
  const { sessions } = await rt.store();
  // Followers: the holders, each lending the watcher a connection of its own; their held tokens come from
  // the chain, and each follows one or two more by hand.
  for (let h = 0; h < FOLLOWERS; h += 1) {
    const wallet = walletOf(h);
    const { sessionId } = await sessions.createSession(
      {
        accessToken: testToken(`holder-${h}`, CLIENT.id, [...SCOPES]),
        refreshToken: `r${h}`,
        accessExpiresAt: new Date(Date.now() + DAY_MS),
        refreshExpiresAt: null,
        scopes: [...SCOPES],
      },
      { wallet, username: `holder ${h}` },
    );
    for (let k = 0; k < 1 + (h % 2); k += 1)
      await db.query('INSERT INTO follows (wallet, mint) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        wallet,
        scaled[(h * 11 + 17 + k * 31) % TOKENS]!.mint,
      ]);
    await rt.watcher.lend(wallet, sessionId);
  }
  // Proposals ending a day and a few minutes after the warm-up (every tenth token, 5 mod 10), made before
  // it so that it reads them: "ends within a day and not voted" comes due during the activity, at their
  // end less a day.
  for (let n = 5; n < TOKENS; n += 10) await propose(n, 86_400 + WARM_UP_ESTIMATE_S + 60 + 2 * n, null, 0);
  await Promise.all(runtimes.map((r) => r.jobs.start()));
  watchedFrom = Date.now();
  log(
    `${FOLLOWERS} followers (holders of 3 tokens each, following 1 or 2 more by hand) over ${TOKENS} governed tokens; ` +
      `${TIER_NAME === 'partner' ? 'Partner' : 'Basic'} tier (${TIER}/min, watcher ${SHARE * 100} % = ${WATCH_POINTS}/min); ` +
      `${INSTANCES} instance${INSTANCES > 1 ? 's on PostgreSQL' : ' on PGlite'}; period ${PERIOD} s; ${SECONDS} s of activity ` +
      `(setup ${((watchedFrom - setupStarted) / 1000).toFixed(0)} s)`,
  );
  // Warm-up: the watcher's first pass over every followed token, before any activity, so the figures are
  // those of a watcher that runs all the time (a cold start reads every token once, several minutes of
  // its share on Basic). The windows closing within a week come due after it.
  const followed = new Set(
    (await db.query<{ mint: string }>('SELECT DISTINCT mint FROM follows')).map((r) => r.mint),
  );
  for (const t of scaled) followed.add(t.mint);
  const warmUpLimit = Date.now() + (WARM_UP_ESTIMATE_S + 300) * 1000;
  while ([...followed].some((mint) => !readsOf.has(mint))) {
    if (Date.now() > warmUpLimit) throw new Error(`warm-up: ${followed.size - readsOf.size} tokens unread`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  log(
    `warm-up: every one of ${followed.size} followed tokens read once in ${((Date.now() - watchedFrom) / 1000).toFixed(0)} s`,
  );
  measuring = Date.now();

  // Activity: a proposal every PROPOSE_EVERY_MS on the next token without one (voting 1 to 5 minutes),
  // voted by two of its holders, settled by its proposer 10 s after its end (every fourth 75 s after, so
  // "ready to settle" has time to be seen).
  const free = scaled.map((_, n) => n).filter((n) => n % 10 !== 5);
  let turn = 0;
  const tick = async () => {
    const n = free[(turn * 37) % free.length]!;
    const k = turn;
    turn += 1;
    await propose(n, 60 + (k % 5) * 60, k % 4 === 3 ? 75 : 10);
  };
  await tick();
  const proposing = setInterval(() => void tick(), PROPOSE_EVERY_MS);
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  clearInterval(proposing);
  for (const timer of timers) clearTimeout(timer);
  const minutes = (Date.now() - measuring) / 60_000;

  // Delays: each event from its moment. Scheduled events from the time the data made them due (ends
  // within a day: its end less a day, or its creation when it was made for less than a day; a window
  // closing within a week: its end less a week); decided, ready to settle, withdrawable, reclaimable from
  // the voting end; a new proposal from its creation.
  const rows = await db.query<{
    kind: string;
    wallet: string;
    mint: string | null;
    proposal: string | null;
    at: Date;
  }>('SELECT kind, wallet, mint, proposal, at FROM inbox_events');
  const byProposal = new Map(made.map((m) => [m.proposal, m]));
  // Window ends as the service tells them (read now, after the run; the seeded ones do not move).
  const windowEnd = new Map<string, number>();
  for (const t of scaled.filter((_, n) => n % 10 === 0)) {
    const read = await sim.request(`/partner/v1/governance/${t.mint}`, {
      headers: { authorization: `Bearer ${testToken('bob', CLIENT.id)}` },
    });
    const body = (await read.json()) as { governance?: { mutableUntilUnix?: string } };
    windowEnd.set(t.mint, Number(body.governance?.mutableUntilUnix) * 1000);
  }
  // `known`: the events whose moment the watcher's reads knew of before it came: for a proposal's end, or
  // the day before it, a read of its token made after the proposal was (it cannot read an end right after
  // it comes without having seen the proposal: on Basic a pass over 200 tokens takes minutes); for a
  // window, a read of the token. A new proposal, and a vote made for less than a day, are found by the
  // sweep: their moment is the creation, so all of them count.
  type Kind = {
    label: string;
    from: string;
    values: number[];
    known: number[];
    goal: number | null;
    goalText: string;
  };
  const kinds = new Map<string, Kind>();
  const newGoal = TIER_NAME === 'partner' ? 60 : 600;
  const defs: [string, string, number | null][] = [
    ['new_proposal', 'its creation', newGoal],
    ['ends_soon', 'its end less a day (due later)', 60],
    ['ends_soon@creation', 'its creation (made for < 1 day)', newGoal],
    ['decided', 'the voting end', 120],
    ['ready_to_settle', 'the voting end', 120],
    ['withdrawable', 'the voting end', 120],
    ['reclaimable', 'the voting end', 120],
    ['window_closing', 'its end less a week', 60],
    ['write_settled', 'its settlement (no writes here)', null],
  ];
  for (const [label, from, goal] of defs)
    kinds.set(label, {
      label,
      from,
      values: [],
      known: [],
      goal,
      goalText: goal === null ? '' : `<= ${goal}`,
    });
  let unmatched = 0;
  let early = 0;
  for (const row of rows) {
    const at = new Date(row.at).getTime();
    const m = row.proposal ? byProposal.get(row.proposal) : undefined;
    let label = row.kind;
    let from: number | null = null;
    if (row.kind === 'window_closing') from = (windowEnd.get(row.mint ?? '') ?? NaN) - 7 * DAY_MS;
    else if (m && row.kind === 'new_proposal') from = m.at;
    else if (m && row.kind === 'ends_soon') {
      const due = m.endsAt - DAY_MS;
      if (due > m.at) from = due;
      else [label, from] = ['ends_soon@creation', m.at];
    } else if (m) from = m.endsAt;
    if (from === null || Number.isNaN(from)) {
      unmatched += 1;
      continue;
    }
    // Moments before the activity (the warm-up's, a cold start) are left out.
    if (from < measuring) {
      early += 1;
      continue;
    }
    const delay = (at - from) / 1000;
    kinds.get(label)!.values.push(delay);
    const reads = readsOf.get(row.mint ?? '') ?? [];
    // A read counts once it is surely of data after the proposal (a read may be served up to three
    // quarters of a period old).
    const seenFrom = m && label !== 'new_proposal' ? m.at + PERIOD * 750 : -Infinity;
    const discovery = label === 'new_proposal' || label === 'ends_soon@creation';
    if (discovery || reads.some((r) => r >= seenFrom && r <= from)) kinds.get(label)!.known.push(delay);
  }
  const pct = (values: number[], p: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  };
  const settled = made.filter((m) => m.endsAt < Date.now());
  log(
    `\n${made.length} proposals made (${settled.length} past their end, ${settleCount} settled), ${voteCount} votes; ` +
      `${rows.length} inbox events${unmatched ? ` (${unmatched} not about this run's proposals)` : ''}` +
      `${early ? `; ${early} for moments before the activity (the warm-up's), left out` : ''}`,
  );
  if (refused.size > 0) log(`refused by the service: ${JSON.stringify(Object.fromEntries(refused))}`);
  log(
    '\n                       all events               moment known before it came\n' +
      'kind                 events  p50 (s)  p95 (s)   events  p50 (s)  p95 (s)   goal p95   delay measured from',
  );
  const goals: [string, boolean][] = [];
  const cell = (values: number[], p: number) => (values.length ? pct(values, p).toFixed(1) : '-').padStart(8);
  for (const k of kinds.values()) {
    log(
      `${k.label.padEnd(20)} ${String(k.values.length).padStart(6)} ${cell(k.values, 50)} ${cell(k.values, 95)}   ` +
        `${String(k.known.length).padStart(6)} ${cell(k.known, 50)} ${cell(k.known, 95)}   ${k.goalText.padEnd(8)}   ${k.from}`,
    );
    if (k.goal !== null && k.values.length)
      goals.push([`${k.label} p95 <= ${k.goal} s (all events)`, pct(k.values, 95) <= k.goal]);
    if (k.goal !== null && k.known.length)
      goals.push([`${k.label} p95 <= ${k.goal} s (moment known before)`, pct(k.known, 95) <= k.goal]);
  }
  log('\nupstream requests a minute by priority (budget takes):');
  for (const priority of ['write', 'user', 'shared', 'watch'] as const)
    log(`  ${priority.padEnd(7)} ${((taken.get(priority) ?? 0) / minutes).toFixed(1)}`);
  const busiest = Math.max(0, ...watchMinutes);
  log(`  watch, busiest minute of its allowance: ${busiest} (its share: ${WATCH_POINTS})`);
  const throttled = statuses.get(429) ?? 0;
  log(`upstream 429s: ${throttled}; answers by status: ${JSON.stringify(Object.fromEntries(statuses))}`);

  const [dupes] = await db.query<{ n: string }>(
    'SELECT count(*) AS n FROM (SELECT wallet, key FROM inbox_events GROUP BY wallet, key HAVING count(*) > 1) d',
  );
  const raisedByRounds = rounds.reduce((sum, r) => sum + r.raised, 0);
  const twice = Number(dupes?.n ?? 0) + Math.max(0, raisedByRounds - rows.length);
  log(`\nrounds by instance:`);
  for (let i = 1; i <= INSTANCES; i += 1) {
    const mine = rounds.filter((r) => r.instance === i);
    const took = mine.map((r) => (r.end - r.start) / 1000);
    log(
      `  instance ${i}: ${mine.length} rounds, ${mine.reduce((s, r) => s + r.read, 0)} reads, ` +
        `${mine.filter((r) => r.stopped).length} stopped at the budget, ` +
        `${mine.length ? (took.reduce((a, b) => a + b, 0) / mine.length).toFixed(1) : '-'} s a round (longest ${mine.length ? Math.max(...took).toFixed(1) : '-'} s)`,
    );
  }
  const sorted = [...rounds].sort((a, b) => a.start - b.start);
  const overlapping = sorted.filter((r, i) => i > 0 && r.start < sorted[i - 1]!.end).length;
  log(`  rounds overlapping another: ${overlapping}`);
  log(
    `events raised twice: ${twice} (kept twice: ${Number(dupes?.n ?? 0)}; raised by the rounds ${raisedByRounds}, kept ${rows.length})`,
  );

  goals.push(
    [`watcher <= ${SHARE * 100} % of the tier (busiest minute <= ${WATCH_POINTS})`, busiest <= WATCH_POINTS],
    ['0 upstream 429', throttled === 0],
    [`each event exactly once${INSTANCES > 1 ? ' across instances' : ''}`, twice === 0 && overlapping === 0],
  );
  log('\ngoals:');
  for (const [goal, met] of goals) log(`  ${met ? 'met    ' : 'NOT MET'}  ${goal}`);
} finally {
  for (const timer of timers) clearTimeout(timer);
  await Promise.all(runtimes.map((r) => r.close()));
  await sim.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
}
