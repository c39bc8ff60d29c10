import { describe, expect, it } from 'vitest';
import { governanceModule } from '@/simulator/governance';
import { marketModule } from '@/simulator/market';
import { TEST_SECRET, tokenSet } from '@/test/support/store';
import { testOAuth, testToken } from '@/test/support/simulator/fixtures';
import { bearer, json, startSimulator } from '@/test/support/simulator/harness';
import { parseConfig } from '../config';
import { createRuntime, type Runtime } from '../runtime';
import { listEvents } from './store';

// Three instances over one PostgreSQL server (TEST_POSTGRES_URL, the postgres phase: npm run
// test:postgres), each running the job library and so the watcher's periodic job: a proposal made by
// another person reaches alice's inbox once, whichever instance's watcher saw it.

const postgresUrl = process.env.TEST_POSTGRES_URL;
const SCOPES = ['profile:read', 'trade:execute', 'governance:vote', 'governance:propose'] as const;

describe.skipIf(!postgresUrl)('the watcher with three instances on one PostgreSQL server', () => {
  it('raises each event once', async () => {
    const sim = await startSimulator({
      oauth: testOAuth,
      governance: governanceModule,
      market: marketModule,
    });
    const config = parseConfig({
      STORE_URL: postgresUrl!,
      SESSION_SECRET: TEST_SECRET,
      SIMULATOR_PORT: new URL(sim.url).port,
      SOLANA_RPC_URL: `${sim.url}/rpc`,
      WATCH_PERIOD_SECONDS: '1',
      // Rounds every second read her tokens again and again: the watcher may take the whole tier's share
      // above its floor (as in watcher.test.ts), or its minute is spent before the proposal is made.
      WATCH_BUDGET_SHARE: '1',
    });
    const instances = [0, 1, 2].map(() => createRuntime(config, { jobTimings: { pollSeconds: 0.5 } }));
    const [a] = instances as [Runtime, Runtime, Runtime];
    try {
      const wallet = sim.sim().users.get('alice')!.wallet;
      const { sessionId } = await (
        await a.store()
      ).sessions.createSession(tokenSet(1, { accessToken: testToken('alice'), scopes: [...SCOPES] }), {
        wallet,
        username: 'alice',
      });
      await a.watcher.lend(wallet, sessionId);
      await Promise.all(instances.map((rt) => rt.jobs.start()));
      const db = await a.db();
      const world = (await json(await sim.request('/__sim/world'))).body as {
        tokens: { mint: string; symbol: string }[];
      };
      const tide = world.tokens.find((t) => t.symbol === 'TIDE')!.mint;
      // The first look at her tokens, by whichever instance holds the job.
      await expect
        .poll(async () => (await listEvents(db, wallet, 100, null)).length, {
          timeout: 30_000,
          interval: 500,
        })
        .toBeGreaterThan(0);

      const made = await json(
        await sim.request(
          '/partner/v1/governance/proposals/finalize-metadata',
          bearer(testToken('dana', 'demo-dashboard_app', [...SCOPES]), {
            mint: tide,
            voteDurationSeconds: 172_800,
            priorityFeeLamports: '5000',
            tipLamports: '1000000',
          }),
        ),
      );
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      const proposal = made.body.proposal as string;
      const raised = async () =>
        (await listEvents(db, wallet, 100, null)).filter((e) => e.proposal === proposal).map((e) => e.kind);
      await expect.poll(raised, { timeout: 30_000, interval: 500 }).toContain('new_proposal');
      await new Promise((resolve) => setTimeout(resolve, 3_000)); // more rounds, on any instance
      expect(await raised()).toEqual(['new_proposal']);
      const [twice] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT wallet, key FROM inbox_events GROUP BY wallet, key
           HAVING count(*) > 1) d`,
      );
      expect(twice!.n).toBe(0);
    } finally {
      await Promise.all(instances.map((rt) => rt.close()));
      await sim.close();
    }
  }, 90_000);

  it('tells a bell open on one instance of a change made on another', async () => {
    const config = parseConfig({ STORE_URL: postgresUrl!, SESSION_SECRET: TEST_SECRET });
    const [a, b] = [createRuntime(config), createRuntime(config)];
    const wallet = 'AL1CE111111111111111111111111111111111111111';
    try {
      let toldOnB = 0;
      let toldOnA = 0;
      const stops = [
        b.watcher.subscribe(wallet, () => (toldOnB += 1)),
        a.watcher.subscribe(wallet, () => (toldOnA += 1)),
      ];
      // Each instance hears the channel once it is listening (and counts its bells anew then).
      await expect.poll(() => [toldOnA, toldOnB]).toEqual([1, 1]);
      a.watcher.notify(wallet); // a read on A, say
      await expect.poll(() => toldOnB).toBe(2);
      expect(toldOnA).toBe(2); // told here at once, and not again through the channel
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(toldOnA).toBe(2);
      for (const stop of stops) stop();
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
