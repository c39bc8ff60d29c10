import { describe, expect, it } from 'vitest';
import { forFile } from '@/test/support/for-file';
import { json, type RunningSimulator } from '@/test/support/simulator/harness';
import { parseBasic } from './client-auth';
import {
  basic,
  control,
  DEMO,
  oauthStats,
  postForm,
  reset,
  startOAuthSimulator,
} from '@/test/support/simulator/oauth-kit';

let sim: RunningSimulator;
forFile(startOAuthSimulator, (started) => (sim = started), { stop: (s) => s.close(), each: reset });

/** Form-encodes as some HTTP clients wrongly do before Base64: `encodeURIComponent` plus `-` and `_`. */
const formEncode = (value: string) => encodeURIComponent(value).replace(/-/g, '%2D').replace(/_/g, '%5F');

/** A refresh of an unknown token: a 400 invalid_grant once the client is authenticated. */
const attempt = (authorization?: string, extra: Record<string, string> = {}) =>
  postForm(
    sim,
    '/oauth/token',
    new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'svc_rt_unknown', ...extra }),
    authorization === undefined ? {} : { authorization },
  );

describe('parseBasic', () => {
  it.each([
    [basic('a-b_c', 'k:e:y'), { clientId: 'a-b_c', apiKey: 'k:e:y' }],
    [`basic ${Buffer.from('id:key').toString('base64')}`, { clientId: 'id', apiKey: 'key' }],
    [`Basic ${Buffer.from('id%2D:key').toString('base64')}`, { clientId: 'id%2D', apiKey: 'key' }],
    ['Bearer abc', null],
    ['Basic !!!', null],
    [`Basic ${Buffer.from('no-colon').toString('base64')}`, null],
    [`Basic ${Buffer.from(':key').toString('base64')}`, null],
    [undefined, null],
  ])('%s', (header, expected) => {
    expect(parseBasic(header)).toEqual(expected);
  });
});

describe('HTTP Basic client authentication, taken literally', () => {
  it.each([
    ['correct id and key', 400, 'invalid_grant', basic(DEMO.clientId, DEMO.apiKey), {}],
    [
      'form-encoded id and key',
      401,
      'invalid_client',
      basic(formEncode(DEMO.clientId), formEncode(DEMO.apiKey)),
      {},
    ],
    ['form-encoded key only', 401, 'invalid_client', basic(DEMO.clientId, formEncode(DEMO.apiKey)), {}],
    ['wrong key', 401, 'invalid_client', basic(DEMO.clientId, 'sk_wrong'), {}],
    ['unknown id', 401, 'invalid_client', basic('nobody', DEMO.apiKey), {}],
    ['no Authorization', 401, 'invalid_client', undefined, {}],
    [
      'credentials in the body',
      401,
      'invalid_client',
      undefined,
      { client_id: DEMO.clientId, client_secret: DEMO.apiKey },
    ],
    [
      'Basic plus a body secret',
      401,
      'invalid_client',
      basic(DEMO.clientId, DEMO.apiKey),
      { client_secret: DEMO.apiKey },
    ],
    [
      'Basic plus another body client_id',
      401,
      'invalid_client',
      basic(DEMO.clientId, DEMO.apiKey),
      { client_id: 'x' },
    ],
    [
      'Basic plus the same body client_id',
      400,
      'invalid_grant',
      basic(DEMO.clientId, DEMO.apiKey),
      { client_id: DEMO.clientId },
    ],
  ])('%s → %i %s', async (_name, status, error, authorization, extra) => {
    const response = await attempt(authorization, extra);
    const { status: got, body } = await json(response);
    expect({ status: got, error: body.error }).toEqual({ status, error });
    if (status === 401) expect(response.headers.get('www-authenticate')).toMatch(/^Basic /);
  });

  it('counts every invalid_client', async () => {
    await attempt(basic(DEMO.clientId, 'wrong'));
    await attempt(undefined);
    expect((await oauthStats(sim)).failedClientAuth).toBe(2);
  });
});

describe('lockout after failed client authentications', () => {
  it('20 failures in the window lock the app out, even with the right key, until the window ends', async () => {
    await control(sim, 'config', { oauthPerMinutePerIp: 1000 });
    for (let i = 0; i < 19; i += 1)
      expect((await attempt(basic(DEMO.clientId, `wrong-${i}`))).status).toBe(401);
    await control(sim, 'clock', { advanceSeconds: 100 });
    expect((await attempt(basic(DEMO.clientId, 'wrong-20'))).status).toBe(401);

    const locked = await attempt(basic(DEMO.clientId, DEMO.apiKey));
    expect(await json(locked)).toMatchObject({ status: 429, body: { error: 'too_many_failed_attempts' } });
    expect(locked.headers.get('retry-after')).toBe('200');
    const revoke = await postForm(sim, '/oauth/revoke', new URLSearchParams({ token: 'x' }), {
      authorization: basic(DEMO.clientId, DEMO.apiKey),
    });
    expect((await json(revoke)).body.error).toBe('too_many_failed_attempts');
    // Other apps are not locked.
    expect((await attempt(basic('partner-pro_app', 'sk_partner-pro_key_51c0'))).status).toBe(400);

    await control(sim, 'clock', { advanceSeconds: 199 });
    expect((await attempt(basic(DEMO.clientId, DEMO.apiKey))).headers.get('retry-after')).toBe('1');
    await control(sim, 'clock', { advanceSeconds: 1 });
    expect(await json(await attempt(basic(DEMO.clientId, DEMO.apiKey)))).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
    expect((await oauthStats(sim)).failedClientAuth).toBe(20);
  });

  it('failures older than the window do not count', async () => {
    await control(sim, 'config', {
      oauthPerMinutePerIp: 1000,
      failedAuthAttempts: 3,
      failedAuthWindowSeconds: 60,
    });
    await attempt(basic(DEMO.clientId, 'wrong'));
    await attempt(basic(DEMO.clientId, 'wrong'));
    await control(sim, 'clock', { advanceSeconds: 60 });
    await attempt(basic(DEMO.clientId, 'wrong'));
    expect((await attempt(basic(DEMO.clientId, DEMO.apiKey))).status).toBe(400);
    await attempt(basic(DEMO.clientId, 'wrong'));
    await attempt(basic(DEMO.clientId, 'wrong'));
    expect((await attempt(basic(DEMO.clientId, DEMO.apiKey))).status).toBe(429);
  });
});

describe('per-IP limit on the OAuth endpoints', () => {
  it('answers 429 rate_limit_exceeded with retry-after over the limit, on every OAuth endpoint', async () => {
    await control(sim, 'config', { oauthPerMinutePerIp: 3 });
    for (let i = 0; i < 3; i += 1)
      expect((await attempt(basic(DEMO.clientId, DEMO.apiKey))).status).toBe(400);
    const fourth = await attempt(basic(DEMO.clientId, DEMO.apiKey));
    expect(await json(fourth)).toMatchObject({ status: 429, body: { error: 'rate_limit_exceeded' } });
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    const page = await sim.request('/oauth/authorize?client_id=x', { redirect: 'manual' });
    expect(page.status).toBe(429);
    expect(page.headers.get('retry-after')).toBeTruthy();
    expect((await control(sim, 'stats')).body.rateLimited).toBe(2);
  });
});
