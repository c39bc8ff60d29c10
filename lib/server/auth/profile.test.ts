import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { control, connect, startProxyEnv, stats, type ProxyEnv } from '@/test/support/relay-env';
import { runtime } from '@/lib/server/runtime';
import { readTokens } from '@/test/support/runtime';
import { fetchProfile } from './profile';

// The profile read at login: the person's name and wallet when the connection may read them; a read that
// fails (the service down, the tier's minute spent) leaves the profile marked unread, so the session reads
// it when its wallet is first needed instead of living without one.

const ME = 'GET /partner/v1/me';
let env: ProxyEnv;
let accessToken: string;

beforeAll(async () => {
  env = await startProxyEnv();
  accessToken = (await readTokens(await connect(env.sim, 'bob')))!.accessToken;
}, 60_000);
afterAll(() => env.close());

const meReads = async () => (await stats(env.sim)).requests[ME] ?? 0;

describe('the profile read at login', () => {
  it('names the person and her wallet', async () => {
    const bob = env.sim.sim().users.get('bob')!;
    expect(await fetchProfile(runtime().partner, accessToken, ['profile:read'])).toEqual({
      username: bob.username,
      wallet: bob.wallet,
    });
  });

  it('marks the profile unread when the read fails', async () => {
    await control(env.sim, 'faults', { route: ME, count: 1, status: 502, error: 'rpc_unavailable' });
    expect(await fetchProfile(runtime().partner, accessToken, ['profile:read'])).toEqual({ unread: true });
  });

  it('reads nothing when the connection may not read its profile', async () => {
    const before = await meReads();
    expect(await fetchProfile(runtime().partner, accessToken, ['trade:execute'])).toEqual({});
    expect(await meReads()).toBe(before);
  });
});
