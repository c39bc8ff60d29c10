// The body of bench/webhooks.mjs (run under tsx with the react-server condition, as server code is).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChainReader } from '@/lib/server/chain/history';
import { parseConfig } from '@/lib/server/config';
import { recordIntent, recordOutcome } from '@/lib/server/journal/journal';
import { reconcileOnce } from '@/lib/server/journal/reconciler';
import { createRuntime } from '@/lib/server/runtime';
import { numberArg } from './cli.mjs';

const TRADES = numberArg('trades', 1_000);
const SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const MINT = 'So11111111111111111111111111111111111111112';
const WALLET = '7YttLkHDoNj9wyDur5pM1ejNaAvT9X4eqaYcHQqtj2G5';

// The endpoint runs in a process of its own, as a partner's server does.
const endpoint = spawn(process.execPath, ['bench/support/webhook-receiver.mjs', SECRET], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const port = await new Promise<number>((resolve) =>
  endpoint.stdout.once('data', (d: Buffer) => resolve(Number(d))),
);
const endpointUrl = `http://127.0.0.1:${port}/hooks`;
type Stats = { received: number; unverified: number; first: Record<string, number> };
const stats = async (): Promise<Stats> => (await fetch(endpointUrl)).json() as Promise<Stats>;

const dir = mkdtempSync(path.join(tmpdir(), 'bench-webhooks-'));
const rt = createRuntime(
  parseConfig({
    STORE_URL: `pglite:${dir}`,
    STORE_BACKUP_MINUTES: '0',
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    SOLANA_RPC_URL: 'http://127.0.0.1:9/rpc', // no chain: the bench confirms the trades itself
    PARTNER_WEBHOOK_URL: endpointUrl,
    PARTNER_WEBHOOK_SECRET: SECRET,
  }),
);
const chain: ChainReader = {
  slot: async () => 1n,
  statuses: async (signatures) =>
    new Map(signatures.map((s) => [s, { level: 'finalized' as const, err: null }])),
  walletHistory: async () => [],
};

try {
  const db = await rt.db();
  await rt.jobs.start();
  /** `count` trades through the proxy under `session`, answered and not yet confirmed. */
  const trades = async (session: string, count: number, from: number) => {
    for (let i = from; i < from + count; i += 1) {
      const id = await recordIntent(db, {
        sessionHash: session,
        wallet: WALLET,
        kind: i % 3 === 2 ? 'sell' : 'buy',
        data: { mint: MINT },
        idempotencyKey: `bench-${i}`,
      });
      await recordOutcome(db, id, { status: 'submitted', signature: `bench-sig-${i}`, httpStatus: 200 });
    }
  };
  /**
   * Settles what is left under `sessions`: the runtime's own reconciler may have claimed some first, from
   * a chain that is not there; they come round again a few seconds later.
   */
  const settleRest = async (sessions: string[]) => {
    const unsettled = async () =>
      (
        await db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM activity WHERE settlement IS NULL AND session_hash = ANY($1::text[])',
          [sessions],
        )
      )[0]!.n;
    const deadline = Date.now() + 30_000;
    while ((await unsettled()) > 0 && Date.now() < deadline)
      if ((await reconcileOnce(rt, null, chain)) === 0) await new Promise((r) => setTimeout(r, 300));
  };
  /** Waits for every trade under `sessions` to be delivered; prints the figures. */
  const measure = async (title: string, sessions: string[], count: number) => {
    const deadline = Date.now() + 120_000;
    const confirmed = await db.query<{ signature: string; at: string }>(
      `SELECT signature, (extract(epoch FROM settled_at) * 1000)::float8 AS at FROM activity
       WHERE settlement = 'confirmed' AND session_hash = ANY($1::text[])`,
      [sessions],
    );
    const delivered = (seen: Stats) => confirmed.filter((row) => row.signature in seen.first).length;
    let seen = await stats();
    while (delivered(seen) < count && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      seen = await stats();
    }
    const delays = confirmed
      .filter((row) => row.signature in seen.first)
      .map((row) => seen.first[row.signature]! - Number(row.at))
      .sort((a, b) => a - b);
    const pick = (p: number) =>
      delays[Math.min(delays.length - 1, Math.floor((p / 100) * delays.length))] ?? NaN;
    const first = Math.min(...confirmed.map((row) => Number(row.at)));
    const last = Math.max(...confirmed.map((row) => seen.first[row.signature] ?? 0));
    console.log(title);
    console.log(`  delivered:             ${delays.length} of ${count}`);
    console.log(`  deliveries per second: ${((delays.length * 1000) / (last - first)).toFixed(1)}`);
    console.log(
      `  confirmation → first delivery: p50 ${pick(50).toFixed(0)} ms, p95 ${pick(95).toFixed(0)} ms, max ${pick(100).toFixed(0)} ms`,
    );
    return delays.length === count;
  };

  // 1. A burst: 1,000 trades confirmed at once, settled by the journal a batch at a time as fast as it
  // goes (each raising its event in its settlement's transaction).
  await trades('burst', TRADES, 0);
  const started = Date.now();
  while ((await reconcileOnce(rt, { sessionHash: 'burst', wallet: null }, chain)) > 0);
  await settleRest(['burst']);
  const settledIn = Date.now() - started;
  const burst = await measure(
    `webhooks: ${TRADES} trades confirmed at once (the journal settled them in ${settledIn} ms)`,
    ['burst'],
    TRADES,
  );

  // 2. Paced: 200 more, 10 confirmed every 200 ms (50 a second), as trades come in on a busy day.
  const groups = Array.from({ length: 20 }, (_, g) => `paced-${g}`);
  for (const [g, session] of groups.entries()) await trades(session, 10, TRADES + g * 10);
  for (const session of groups) {
    const tick = new Promise((r) => setTimeout(r, 200));
    await reconcileOnce(rt, { sessionHash: session, wallet: null }, chain);
    await tick;
  }
  await settleRest(groups);
  const paced = await measure('webhooks: 200 trades confirmed 10 every 200 ms', groups, 200);

  const seen = await stats();
  const statuses = await db.query<{ status: string; n: number }>(
    'SELECT status, count(*)::int AS n FROM webhook_deliveries GROUP BY status ORDER BY status',
  );
  console.log(
    `requests ${seen.received} (${seen.unverified} failed verification); outbox: ${statuses.map((s) => `${s.status} ${s.n}`).join(', ')}`,
  );
  process.exitCode = burst && paced && seen.received === TRADES + 200 && seen.unverified === 0 ? 0 : 1;
} finally {
  await rt.close();
  endpoint.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
