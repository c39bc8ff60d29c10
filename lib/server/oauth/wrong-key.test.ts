import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '@/lib/server/config';
import { simulatorModules } from '@/simulator/modules';
import { json, startSimulator, type RunningSimulator } from '@/simulator/testing/harness';
import { CredentialBreaker } from './breaker';
import { createOAuthClient } from './client';

// With a wrong API key against the simulated service: the app never walks itself into the lockout.

let sim: RunningSimulator;
beforeAll(async () => {
  sim = await startSimulator(simulatorModules);
});
afterAll(() => sim.close());

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
});
