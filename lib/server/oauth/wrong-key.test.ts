import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '@/lib/server/config';
import { simulatorModules } from '@/simulator/modules';
import { json, startSimulator, type RunningSimulator } from '@/test/support/simulator/harness';
import type { Db } from '../store/db';
import { openTestDb } from '@/test/support/store';
import { CredentialBreaker } from '../partner/breaker';
import { createOAuthClient } from './client';
import { storeLedger } from '../partner/ledger';

// With a wrong API key against the simulated service: the app never walks itself into the lockout.

let sim: RunningSimulator;
let db: Db;
beforeAll(async () => {
  sim = await startSimulator(simulatorModules);
  db = await openTestDb();
}, 60_000);
afterAll(async () => {
  await sim.close();
  await db.close();
});

const failedClientAuth = async () =>
  ((await json(await sim.request('/__sim/stats'))).body as { oauth: { failedClientAuth: number } }).oauth
    .failedClientAuth;

describe('a wrong API key', () => {
  it('reaches the service at most 3 times in 5 minutes, however many refreshes and revokes are asked', async () => {
    const config = parseConfig({
      PARTNER_BASE_URL: sim.url,
      PARTNER_CLIENT_ID: 'demo-dashboard_app',
      PARTNER_API_KEY: 'sk_wrong-key_0000',
    });
    let now = Date.now();
    const client = createOAuthClient(config, {
      breaker: new CredentialBreaker({ now: () => now, log: () => {} }),
    });
    const attempts = Array.from({ length: 30 }, (_, i) =>
      i % 3 === 0 ? client.revoke('svc_rt_unknown', 'refresh_token') : client.refreshTokens(`svc_rt_${i}`),
    );
    const results = await Promise.allSettled(attempts);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    for (let minute = 0; minute < 4; minute += 1) {
      now += 60_000;
      await client.refreshTokens('svc_rt_again').catch(() => undefined);
    }
    const stats = (await json(await sim.request('/__sim/stats'))).body as {
      oauth: { failedClientAuth: number };
    };
    expect(stats.oauth.failedClientAuth).toBeGreaterThan(0);
    expect(stats.oauth.failedClientAuth).toBeLessThanOrEqual(3);
  });

  it('stays at 3 in 5 minutes across restarts and instances, counted in the store', async () => {
    await sim.request('/__sim/reset', { method: 'POST' });
    const config = parseConfig({
      PARTNER_BASE_URL: sim.url,
      PARTNER_CLIENT_ID: 'demo-dashboard_app',
      PARTNER_API_KEY: 'sk_wrong-key_0000',
    });
    /** One process start with the wrong key: a new client and breaker, the shared store behind them. */
    const start = () =>
      createOAuthClient(config, {
        breaker: new CredentialBreaker({
          log: () => {},
          ledger: storeLedger(
            async () => db,
            config.clientId!,
            config.apiKey!,
            () => {},
          ),
        }),
      });
    for (let restart = 0; restart < 6; restart += 1) {
      const client = start();
      for (let i = 0; i < 5; i += 1)
        await client.refreshTokens(`svc_rt_${restart}_${i}`).catch(() => undefined);
    }
    const instances = [start(), start(), start()];
    await Promise.allSettled(
      instances.flatMap((c) => [c.refreshTokens('a'), c.revoke('b'), c.refreshTokens('c')]),
    );
    const failed = await failedClientAuth();
    console.info(`failed client authentications in 5 minutes across 6 restarts and 3 instances: ${failed}`);
    expect(failed).toBe(3);
  });
});
