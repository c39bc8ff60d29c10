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
  env = await startProxyEnv({ AUTH_PER_MINUTE_PER_IP: '5' });
}, 60_000);
afterAll(() => env.close());

const from = (ip: string, path: string) =>
  new Request(`http://localhost:3000${path}`, { headers: { host: 'localhost:3000', 'x-forwarded-for': ip } });
const segment = { params: Promise.resolve({}) };

describe('per-address connect limits', () => {
  it('sends the sixth login of a minute from one address to the explanation, not the service', async () => {
    const locations: string[] = [];
    for (let i = 0; i < 6; i += 1)
      locations.push((await login(from('203.0.113.7', '/api/auth/login'), segment)).headers.get('location')!);
    expect(locations.slice(0, 5).every((l) => l.startsWith(env.sim.url))).toBe(true);
    expect(locations[5]).toBe('/connect/problem?reason=busy');
    // Another address is not held back.
    const other = await login(from('198.51.100.4', '/api/auth/login'), segment);
    expect(other.headers.get('location')!.startsWith(env.sim.url)).toBe(true);
  });

  it('answers the sixth callback of a minute from one address before reading it, with no token call', async () => {
    const before = await stats(env.sim);
    const answers: Response[] = [];
    for (let i = 0; i < 6; i += 1)
      answers.push(await callback(from('203.0.113.8', '/api/auth/callback?state=x&code=y'), segment));
    // Without a pending sign-in the first five end as expired; the sixth is not even looked at.
    expect(answers.slice(0, 5).map((a) => a.headers.get('location'))).toEqual(
      Array(5).fill('/connect/problem?reason=expired'),
    );
    expect(answers[5]!.headers.get('location')).toBe('/connect/problem?reason=busy');
    const after = await stats(env.sim);
    expect(after.requests[TOKEN] ?? 0).toBe(before.requests[TOKEN] ?? 0);
    expect(partnerCalls(after)).toBe(partnerCalls(before));
  });

  it('sends no more forged codes of an address to the service after three were refused', async () => {
    const forged = async (n: number) => {
      // A real pending sign-in (its cookie and state, from another address), answered with a made-up code.
      const started = await login(from(`198.51.100.${20 + n}`, '/api/auth/login'), segment);
      const cookie = started.headers.get('set-cookie')!.split(';')[0]!;
      const state = new URL(started.headers.get('location')!).searchParams.get('state')!;
      const request = new Request(`http://localhost:3000/api/auth/callback?state=${state}&code=made-up`, {
        headers: { host: 'localhost:3000', 'x-forwarded-for': '203.0.113.9', cookie },
      });
      return (await callback(request, segment)).headers.get('location');
    };
    const tokenCalls = async () => (await stats(env.sim)).requests[TOKEN] ?? 0;
    const before = await tokenCalls();
    const refused = [await forged(1), await forged(2), await forged(3)];
    expect(refused.every((l) => l?.startsWith('/connect/problem?reason=invalid_'))).toBe(true);
    expect(await tokenCalls()).toBe(before + 3);
    expect(await forged(4)).toBe('/connect/problem?reason=busy');
    expect(await tokenCalls()).toBe(before + 3);
  });
});
