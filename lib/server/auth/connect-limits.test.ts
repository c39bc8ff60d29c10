import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as callback } from '@/app/api/auth/callback/route';
import { GET as login } from '@/app/api/auth/login/route';
import { partnerCalls, startProxyEnv, stats, type ProxyEnv } from '@/test/support/relay-env';

// Connecting is open to anyone, so each address may start only so many connects a minute (login and
// callback counted apart): a loop from one address cannot spend the sign-ins everyone shares, and a
// refused one costs no call to the service.

const TOKEN = 'POST /oauth/token';
let env: ProxyEnv;

beforeAll(async () => {
  env = await startProxyEnv({ AUTH_PER_MINUTE_PER_IP: '3' });
}, 60_000);
afterAll(() => env.close());

const from = (ip: string, path: string) =>
  new Request(`http://localhost:3000${path}`, { headers: { host: 'localhost:3000', 'x-forwarded-for': ip } });
const segment = { params: Promise.resolve({}) };

describe('per-address connect limits', () => {
  it('sends the fourth login of a minute from one address to the explanation, not the service', async () => {
    const locations: string[] = [];
    for (let i = 0; i < 4; i += 1)
      locations.push((await login(from('203.0.113.7', '/api/auth/login'), segment)).headers.get('location')!);
    expect(locations.slice(0, 3).every((l) => l.startsWith(env.sim.url))).toBe(true);
    expect(locations[3]).toBe('/connect/problem?reason=busy');
    // Another address is not held back.
    const other = await login(from('198.51.100.4', '/api/auth/login'), segment);
    expect(other.headers.get('location')!.startsWith(env.sim.url)).toBe(true);
  });

  it('answers the fourth callback of a minute from one address before reading it, with no token call', async () => {
    const before = await stats(env.sim);
    const answers: Response[] = [];
    for (let i = 0; i < 4; i += 1)
      answers.push(await callback(from('203.0.113.8', '/api/auth/callback?state=x&code=y'), segment));
    // Without a pending sign-in the first three end as expired; the fourth is not even looked at.
    expect(answers.slice(0, 3).map((a) => a.headers.get('location'))).toEqual(
      Array(3).fill('/connect/problem?reason=expired'),
    );
    expect(answers[3]!.headers.get('location')).toBe('/connect/problem?reason=busy');
    const after = await stats(env.sim);
    expect(after.requests[TOKEN] ?? 0).toBe(before.requests[TOKEN] ?? 0);
    expect(partnerCalls(after)).toBe(partnerCalls(before));
  });
});
