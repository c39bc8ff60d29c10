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

const at = process.argv.indexOf('--trades');
const TRADES = at > 0 ? Number(process.argv[at + 1]) : 1_000;
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
  // 1,000 trades through the proxy, answered and not yet confirmed.
  for (let i = 0; i < TRADES; i += 1) {
    const id = await recordIntent(db, {
      sessionHash: 'bench',
      wallet: WALLET,
      kind: i % 3 === 2 ? 'sell' : 'buy',
      data: { mint: MINT },
      idempotencyKey: `bench-${i}`,
    });
    await recordOutcome(db, id, { status: 'submitted', signature: `bench-sig-${i}`, httpStatus: 200 });
  }
  // Confirmed on the chain: the journal settles them a batch at a time, each raising its event.
  const started = Date.now();
  while ((await reconcileOnce(rt, null, chain)) > 0);
  const settledIn = Date.now() - started;
  const deadline = Date.now() + 120_000;
  let seen = await stats();
  while (Object.keys(seen.first).length < TRADES && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    seen = await stats();
  }
  const firstArrival = new Map(Object.entries(seen.first));
  const { received, unverified } = seen;

  const confirmed = await db.query<{ signature: string; at: string }>(
    `SELECT signature, (extract(epoch FROM settled_at) * 1000)::float8 AS at FROM activity WHERE settlement = 'confirmed'`,
  );
  const delays = confirmed
    .filter((row) => firstArrival.has(row.signature))
    .map((row) => firstArrival.get(row.signature)! - Number(row.at))
    .sort((a, b) => a - b);
  const pick = (p: number) =>
    delays[Math.min(delays.length - 1, Math.floor((p / 100) * delays.length))] ?? NaN;
  const first = Math.min(...confirmed.map((row) => Number(row.at)));
  const last = Math.max(...firstArrival.values());
  const statuses = await db.query<{ status: string; n: number }>(
    'SELECT status, count(*)::int AS n FROM webhook_deliveries GROUP BY status ORDER BY status',
  );
  console.log(`webhooks: ${TRADES} trades confirmed (the journal settled them in ${settledIn} ms)`);
  console.log(
    `  delivered:             ${firstArrival.size} of ${TRADES} (${received} requests, ${unverified} failed verification)`,
  );
  console.log(`  deliveries per second: ${((firstArrival.size * 1000) / (last - first)).toFixed(1)}`);
  console.log(
    `  confirmation → first delivery: p50 ${pick(50).toFixed(0)} ms, p95 ${pick(95).toFixed(0)} ms, max ${pick(100).toFixed(0)} ms`,
  );
  console.log(`  outbox: ${statuses.map((s) => `${s.status} ${s.n}`).join(', ')}`);
  process.exitCode = firstArrival.size === TRADES && received === TRADES && unverified === 0 ? 0 : 1;
} finally {
  await rt.close();
  endpoint.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
