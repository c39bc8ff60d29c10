// The process's own OAuth client with a wrong API key, against the simulator and a throwaway store:
// /api/health and the logs say the credentials are rejected, and how often.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as health } from '@/app/api/health/route';
import { log } from '../log';
import { startProxyEnv, type ProxyEnv } from '@/test/support/relay-env';
import { probeHeaders } from '@/test/support/store';
import { forgetHealth, refreshTokens } from '@/test/support/runtime';

let env: ProxyEnv;
beforeAll(async () => {
  env = await startProxyEnv((sim) => ({
    PARTNER_API_KEY: 'sk_wrong-key_0000',
    SOLANA_RPC_URL: `${sim.url}/rpc`,
  }));
}, 60_000);
afterAll(() => env.close());

describe('rejected client credentials', () => {
  it('are reported by /api/health (503) and in the logs, with the count against the limit', async () => {
    const errors = vi.spyOn(log, 'error');
    for (let i = 0; i < 5; i += 1) await refreshTokens(`svc_rt_${i}`).catch(() => undefined);
    forgetHealth();
    const response = await health(
      new Request('http://localhost:3000/api/health', { headers: probeHeaders }),
      {
        params: Promise.resolve({}),
      },
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      upstream: 'ok',
      credentials: { state: 'rejected', failures: 3, limit: 3 },
    });
    const lines = errors.mock.calls.map((call) => JSON.stringify(call));
    expect(lines.some((line) => line.includes('3 of at most 3'))).toBe(true);
    expect(lines.join('\n')).not.toContain('sk_wrong-key_0000');
  });
});
