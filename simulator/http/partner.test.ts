import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, json, startSimulator, type RunningSimulator } from '@/test/support/simulator/harness';
import { noGovernance, noMarket, testOAuth, testToken } from '@/test/support/simulator/fixtures';

const modules = { oauth: testOAuth, governance: noGovernance, market: noMarket };
let sim: RunningSimulator;

beforeAll(async () => {
  sim = await startSimulator(modules);
});
afterAll(() => sim.close());
beforeEach(async () => {
  await sim.request('/__sim/reset', { method: 'POST' });
});

const alice = testToken('alice');
const validBuy = { mint: 'So11111111111111111111111111111111111111112', maxSolIn: '1000', minTokensOut: '0' };

describe('the /partner/v1 pipeline', () => {
  it.each([
    ['no header', undefined, 401, 'invalid_token'],
    ['a token without the svc_at_ prefix', 'svc_xx_abc', 401, 'invalid_token'],
    ['an unknown token with the prefix', 'svc_at_unknown', 401, 'invalid_token'],
    [
      'a token lacking the scope',
      testToken('alice', 'demo-dashboard_app', ['governance:vote']),
      403,
      'insufficient_scope',
    ],
  ])('GET /me with %s → %i %s', async (_name, token, status, error) => {
    const init = token ? bearer(token) : {};
    expect(await json(await sim.request('/partner/v1/me', init))).toMatchObject({ status, body: { error } });
  });

  it('answers /me for a valid token, with the bucket headers', async () => {
    const response = await sim.request('/partner/v1/me', bearer(alice));
    const { status, body } = await json(response);
    const wallet = sim.sim().users.get('alice')?.wallet;
    expect({ status, body }).toEqual({
      status: 200,
      body: { user: { tradingEnabled: true, wallet, username: 'alice' } },
    });
    expect(response.headers.get('x-ratelimit-limit')).toBe('300');
    expect(response.headers.get('x-ratelimit-remaining')).toBe('299');
    expect(Number(response.headers.get('x-ratelimit-reset'))).toBeGreaterThan(0);
  });

  it.each([
    ['GET', '/partner/v1/nothing', 404, 'not_found'],
    ['GET', '/partner/v1/trades/buy', 405, 'method_not_allowed'],
    ['GET', '/partner/v1/governance/a%2fb', 404, 'not_found'],
    ['GET', '/elsewhere', 404, 'not_found'],
  ])('%s %s → %i %s', async (method, path, status, error) => {
    const response = await sim.request(path, { method, headers: { authorization: `Bearer ${alice}` } });
    expect(await json(response)).toMatchObject({ status, body: { error } });
    if (status === 405) expect(response.headers.get('allow')).toBe('POST');
  });

  it('refuses writes for a user whose 1-click trading is off, before reading the body', async () => {
    const result = await json(await sim.request('/partner/v1/trades/buy', bearer(testToken('carol'), {})));
    expect(result).toMatchObject({ status: 403, body: { error: 'delegation_missing' } });
  });

  it.each([
    ['an empty body', {}, 'invalid_input'],
    [
      'a fee below the minimum',
      { ...validBuy, priorityFeeLamports: '999', tipLamports: '1000000' },
      'invalid_input',
    ],
    [
      'a partner fee out of range',
      { ...validBuy, priorityFeeLamports: '1000', tipLamports: '1000000', partnerFeeBps: 10000 },
      'invalid_partner_fee',
    ],
  ])('validates the body against the contract: %s → 400 %s', async (_name, body, error) => {
    expect(await json(await sim.request('/partner/v1/trades/buy', bearer(alice, body)))).toMatchObject({
      status: 400,
      body: { error },
    });
  });

  it('refuses a JSON body over 64 KiB and unreadable JSON', async () => {
    const big = { ...validBuy, padding: 'x'.repeat(64 * 1024) };
    expect(await json(await sim.request('/partner/v1/trades/buy', bearer(alice, big)))).toMatchObject({
      status: 413,
      body: { error: 'payload_too_large' },
    });
    const broken = { ...bearer(alice, {}), body: '{"mint":' };
    expect(await json(await sim.request('/partner/v1/trades/buy', broken))).toMatchObject({
      status: 400,
      body: { error: 'invalid_input' },
    });
  });

  it('spends the app tier budget first: 429 rate_limit_exceeded with retryAfterSeconds', async () => {
    await sim.request('/__sim/config', bearerless({ tierBudgetPerMinute: { basic: 2 } }));
    for (let i = 0; i < 2; i += 1)
      expect((await sim.request('/partner/v1/me', bearer(alice))).status).toBe(200);
    const response = await sim.request('/partner/v1/me', bearer(testToken('bob')));
    const { status, body } = await json(response);
    expect(status).toBe(429);
    expect(body).toMatchObject({ error: 'rate_limit_exceeded', retryable: true });
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits each token per endpoint bucket: 429 with the standard headers and no error code', async () => {
    await sim.request('/__sim/config', bearerless({ bucketPerMinute: { read: 2 } }));
    await sim.request('/partner/v1/me', bearer(alice));
    await sim.request('/partner/v1/me', bearer(alice));
    const response = await sim.request('/partner/v1/me', bearer(alice));
    const { status, body } = await json(response);
    expect(status).toBe(429);
    expect(body.error).toBeUndefined();
    expect(response.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another token has its own bucket.
    expect((await sim.request('/partner/v1/me', bearer(testToken('bob')))).status).toBe(200);
    const stats = await json(await sim.request('/__sim/stats'));
    expect(stats.body).toMatchObject({ rateLimited: 1, requests: { 'GET /partner/v1/me': 4 } });
  });
});

function bearerless(body: unknown): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}
