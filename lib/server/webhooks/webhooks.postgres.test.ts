import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { TEST_SECRET } from '@/test/support/store';
import { startReceiver } from '@/test/support/webhook-receiver';
import type { ChainReader } from '../chain/history';
import { parseConfig } from '../config';
import { recordIntent, recordOutcome } from '../journal/journal';
import { reconcileOnce } from '../journal/reconciler';
import { createRuntime, type Runtime } from '../runtime';

// Three instances over one PostgreSQL server (TEST_POSTGRES_URL, the postgres phase: npm run
// test:postgres): every event is raised once, however many instances settle the journal at the same
// time, and delivered once, by one of them.

const postgresUrl = process.env.TEST_POSTGRES_URL;
const SECRET = `whsec_${Buffer.alloc(32, 5).toString('base64')}`;

const confirmedChain: ChainReader = {
  slot: async () => 1n,
  statuses: async (signatures) =>
    new Map(signatures.map((s) => [s, { level: 'finalized' as const, err: null }])),
  walletHistory: async () => [],
};

describe.skipIf(!postgresUrl)('webhooks with three instances on one PostgreSQL server', () => {
  it('raise each event once and deliver it once', async () => {
    const hook = await startReceiver();
    const config = parseConfig({
      STORE_URL: postgresUrl!,
      SESSION_SECRET: TEST_SECRET,
      PARTNER_WEBHOOK_URL: hook.url,
      SOLANA_RPC_URL: 'http://127.0.0.1:9/rpc', // no chain: the test settles with a chain of its own
      PARTNER_WEBHOOK_SECRET: SECRET,
      PARTNER_WEBHOOK_RETRY_SECONDS: '1',
    });
    const instances = [0, 1, 2].map(() => createRuntime(config, { jobTimings: { pollSeconds: 0.5 } }));
    const [a, , c] = instances as [Runtime, Runtime, Runtime];
    try {
      await Promise.all(instances.map((rt) => rt.jobs.start()));
      // 20 trades settled by all three at once, and 10 test events sent through each in turn.
      const sessionHash = `three-${randomUUID()}`;
      const db = await a.db();
      for (let i = 0; i < 20; i += 1) {
        const id = await recordIntent(db, {
          sessionHash,
          wallet: null,
          kind: 'buy',
          data: { mint: 'So11111111111111111111111111111111111111112' },
          idempotencyKey: `${sessionHash}-${i}`,
        });
        await recordOutcome(db, id, {
          status: 'submitted',
          signature: `${sessionHash}-sig-${i}`,
          httpStatus: 200,
        });
      }
      const scope = { sessionHash, wallet: null };
      // (Each instance's own reconciler also claims entries now and then, reading a chain that is not
      // there; those come round again a few seconds later.)
      const settled = async () => {
        await Promise.all(instances.map((rt) => reconcileOnce(rt, scope, confirmedChain)));
        const [row] = await db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM activity WHERE session_hash = $1 AND settlement IS NOT NULL',
          [sessionHash],
        );
        return row!.n;
      };
      await expect.poll(settled, { timeout: 30_000, interval: 500 }).toBe(20);
      const tests = [];
      for (let i = 0; i < 10; i += 1) tests.push((await instances[i % 3]!.webhooks.sendTest()).id);

      await expect
        .poll(() => hook.received.length, { timeout: 30_000, interval: 200 })
        .toBeGreaterThanOrEqual(30);
      await new Promise((resolve) => setTimeout(resolve, 2_000)); // nothing more comes
      const ids = hook.received.map((r) => String(r.headers['webhook-id']));
      expect(ids).toHaveLength(30);
      expect(new Set(ids).size).toBe(30);
      for (const id of tests) expect(ids).toContain(id);
      const types = hook.received.map(
        (r) =>
          (new Webhook(SECRET).verify(r.body, r.headers as Record<string, string>) as { type: string }).type,
      );
      expect(types.filter((t) => t === 'trade.confirmed')).toHaveLength(20);
      const listed = await c.webhooks.list(200, null);
      expect(
        listed.filter((d) => ids.includes(d.id)).every((d) => d.status === 'delivered' && d.attempts === 1),
      ).toBe(true);
      console.info(`deliveries by three instances: ${ids.length} received, ${new Set(ids).size} distinct`);
    } finally {
      await Promise.all(instances.map((rt) => rt.close()));
      await hook.close();
    }
  }, 90_000);
});
