// The body of bench/watcher.mjs (run under tsx with the react-server condition, as server code is).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import bs58 from 'bs58';
import { parseConfig } from '@/lib/server/config';
import { createRuntime } from '@/lib/server/runtime';
import {
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

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const FOLLOWERS = arg('followers', 200);
const SECONDS = arg('seconds', 180);
const PERIOD = arg('period', 30);
const PROPOSE_EVERY_MS = arg('propose-every', 20) * 1000;
const SHARE = 0.25;
const TIER = 120; // Basic
const SCOPES = ['profile:read', 'trade:execute', 'governance:vote', 'governance:propose'] as const;
const FEES = { priorityFeeLamports: '5000', tipLamports: '1000000' };

// The simulator follows the wall clock, so voting ends come as they would.
const sim = await startSimulator(
  { oauth: testOAuth, governance: governanceModule, market: marketModule },
  { followWallClock: true, startUnix: BigInt(Math.floor(Date.now() / 1000)) },
);
const world = (await (await sim.request('/__sim/world')).json()) as {
  tokens: { mint: string; symbol: string; governance: unknown }[];
};
const governed = world.tokens.filter((t) => t.governance).map((t) => t.mint);

// Upstream answers by status (429s), and the budget's takes by priority.
const statuses = new Map<number, number>();
const counted: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  if (String(input instanceof Request ? input.url : input).includes('/partner/v1/'))
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  return response;
};
const taken = new Map<Priority, number>();
const tier = memoryBudget(TIER);
const countingTier: TierBudget = {
  points: tier.points,
  async take(priority = 'user') {
    const result = await tier.take(priority);
    if (result.ok) taken.set(priority, (taken.get(priority) ?? 0) + 1);
    return result;
  },
  charge: () => tier.charge(),
  remaining: () => tier.remaining(),
};

const dir = mkdtempSync(path.join(tmpdir(), 'bench-watcher-'));
const rt = createRuntime(
  parseConfig({
    STORE_URL: `pglite:${dir}`,
    STORE_BACKUP_MINUTES: '0',
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    PARTNER_BASE_URL: sim.url,
    PARTNER_CLIENT_ID: 'demo-dashboard_app',
    PARTNER_API_KEY: 'bench-key',
    SOLANA_RPC_URL: `${sim.url}/rpc`,
    PARTNER_TIER: 'basic',
    WATCH_PERIOD_SECONDS: String(PERIOD),
    WATCH_BUDGET_SHARE: String(SHARE),
  }),
  { budget: withWatchShare(countingTier, memoryBudget(watchPoints(TIER, SHARE))), fetch: counted },
);

const started = Date.now();
type Made = { proposal: string; mint: string; at: number; endsAt: number };
const made: Made[] = [];
try {
  const db = await rt.db();
  const { sessions } = await rt.store();
  // Followers: wallets of their own, each following 1 to 3 governed tokens by hand and lending the
  // watcher its connection (the simulator's test tokens read for anyone).
  for (let i = 0; i < FOLLOWERS; i += 1) {
    const wallet = bs58.encode(randomBytes(32));
    const { sessionId } = await sessions.createSession(
      {
        accessToken: testToken('alice'),
        refreshToken: `r${i}`,
        accessExpiresAt: new Date(Date.now() + 86_400_000),
        refreshExpiresAt: null,
        scopes: [...SCOPES],
      },
      { wallet, username: `f${i}` },
    );
    for (let k = 0; k < 1 + (i % 3); k += 1)
      await db.query('INSERT INTO follows (wallet, mint) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        wallet,
        governed[(i + k * 7) % governed.length],
      ]);
    await rt.watcher.lend(wallet, sessionId);
  }
  await rt.jobs.start();
  console.log(
    `${FOLLOWERS} followers over ${governed.length} governed tokens, Basic tier (${TIER}/min, watcher ${SHARE * 100} %), period ${PERIOD} s, ${SECONDS} s`,
  );

  // Activity: a proposal every PROPOSE_EVERY_MS by one of the seed's people, voting for 60 to 180 s, on a
  // token they may propose on; settled by someone else 45 s after its end.
  const people = ['dana', 'alice'];
  let turn = 0;
  const refused = new Map<string, number>();
  const propose = async () => {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const who = people[turn % people.length]!;
      const mint = governed[(turn * 5 + attempt) % governed.length]!;
      turn += 1;
      const duration = 60 + (turn % 3) * 60;
      const answer = await sim.request('/partner/v1/governance/proposals/finalize-metadata', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${testToken(who, 'demo-dashboard_app', [...SCOPES])}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ mint, voteDurationSeconds: duration, ...FEES }),
      });
      if (!answer.ok) {
        const refusal =
          ((await answer.json().catch(() => ({}))) as { error?: string }).error ?? answer.status;
        refused.set(String(refusal), (refused.get(String(refusal)) ?? 0) + 1);
        continue;
      }
      const body = (await answer.json()) as { proposal: string };
      const at = Date.now();
      made.push({ proposal: body.proposal, mint, at, endsAt: at + duration * 1000 });
      setTimeout(
        () => {
          void sim.request('/partner/v1/governance/proposals/settle', {
            method: 'POST',
            headers: {
              authorization: `Bearer ${testToken('dana', 'demo-dashboard_app', [...SCOPES])}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({ proposal: body.proposal, ...FEES }),
          });
        },
        duration * 1000 + 10_000,
      ).unref();
      return;
    }
  };
  await propose();
  const proposing = setInterval(() => void propose(), PROPOSE_EVERY_MS);
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  clearInterval(proposing);

  // Delays: a new proposal and "ends within a day" from its creation; ready to settle from its voting end.
  const rows = await db.query<{ kind: string; proposal: string; at: Date; n: string }>(
    `SELECT kind, proposal, at FROM inbox_events WHERE proposal = ANY($1::text[])`,
    [made.map((m) => m.proposal)],
  );
  const byProposal = new Map(made.map((m) => [m.proposal, m]));
  const delays = new Map<string, number[]>();
  for (const row of rows) {
    const m = byProposal.get(row.proposal)!;
    const from = row.kind === 'ready_to_settle' || row.kind === 'decided' ? m.endsAt : m.at;
    const list = delays.get(row.kind) ?? [];
    list.push((new Date(row.at).getTime() - from) / 1000);
    delays.set(row.kind, list);
  }
  const pct = (values: number[], p: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  };
  const minutes = (Date.now() - started) / 60_000;
  console.log(`\n${made.length} proposals made; inbox events raised for them: ${rows.length}`);
  if (refused.size > 0)
    console.log(`proposals the service refused: ${JSON.stringify(Object.fromEntries(refused))}`);
  console.log(
    'kind              events   p50 (s)   p95 (s)   (from creation; ready to settle from the voting end)',
  );
  for (const [kind, values] of delays)
    console.log(
      `${kind.padEnd(17)} ${String(values.length).padStart(6)} ${pct(values, 50).toFixed(1).padStart(9)} ${pct(values, 95).toFixed(1).padStart(9)}`,
    );
  const dupes = await db.query<{ n: string }>(
    'SELECT count(*) AS n FROM (SELECT wallet, key FROM inbox_events GROUP BY wallet, key HAVING count(*) > 1) d',
  );
  console.log('\nupstream requests a minute by priority (budget takes):');
  for (const priority of ['write', 'user', 'shared', 'watch'] as const)
    console.log(`  ${priority.padEnd(7)} ${((taken.get(priority) ?? 0) / minutes).toFixed(1)}`);
  console.log(
    `upstream 429s: ${statuses.get(429) ?? 0}; answers by status: ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  console.log(`events raised twice: ${Number(dupes[0]?.n ?? 0)}`);
} finally {
  await rt.close();
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
}
