import { describe, expect, it } from 'vitest';
import { forFile } from '@/test/support/for-file';
import { meResponseSchema, oauthTokenResponseSchema } from '@/lib/partner';
import { json, type RunningSimulator } from '@/test/support/simulator/harness';
import {
  basic,
  connect,
  control,
  DEMO,
  exchange,
  issueCode,
  me,
  oauthStats,
  REDIRECT,
  reset,
  startOAuthSimulator,
  SUSPENDED,
  tokenRequest,
  VERIFIER,
} from '@/test/support/simulator/oauth-kit';

let sim: RunningSimulator;
forFile(startOAuthSimulator, (started) => (sim = started), { stop: (s) => s.close(), each: reset });

describe('authorization_code grant', () => {
  it('exchanges a code for the decided token response, uncached', async () => {
    const response = await exchange(sim, await issueCode(sim));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = oauthTokenResponseSchema.parse(await response.json());
    expect(body.access_token).toMatch(/^svc_at_[A-Za-z0-9_-]{43}$/);
    expect(body.refresh_token).toMatch(/^svc_rt_[A-Za-z0-9_-]{43}$/);
    expect(body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 900,
      scope: 'profile:read trade:execute governance:vote governance:propose',
    });
    expect(await oauthStats(sim)).toMatchObject({ codesIssued: 1, tokensIssued: 1 });
  });

  it('GET /partner/v1/me with the token answers the connected user', async () => {
    const tokens = await connect(sim, 'carol', 'profile:read');
    const { status, body } = await me(sim, tokens.access_token);
    expect(status).toBe(200);
    const carol = sim.sim().users.get('carol')!;
    expect(meResponseSchema.parse(body)).toEqual({
      user: { tradingEnabled: false, wallet: carol.wallet, username: 'carol' },
    });
  });

  it('a token without profile:read may not read the profile', async () => {
    const tokens = await connect(sim, 'alice', 'governance:vote');
    expect(await me(sim, tokens.access_token)).toMatchObject({
      status: 403,
      body: { error: 'insufficient_scope' },
    });
  });

  it.each([
    ['right verifier', 200, undefined, { code_verifier: VERIFIER }],
    ['wrong verifier', 400, 'invalid_grant', { code_verifier: `${VERIFIER.slice(0, -1)}A` }],
    ['missing verifier', 400, 'invalid_grant', {}],
    ['malformed verifier', 400, 'invalid_grant', { code_verifier: 'abc' }],
    ['other redirect_uri', 400, 'invalid_grant', { code_verifier: VERIFIER, redirect_uri: `${REDIRECT}/` }],
  ])('PKCE S256 and binding: %s → %i', async (_name, status, error, more) => {
    const { status: got, body } = await json(await exchange(sim, await issueCode(sim), more));
    expect({ status: got, error: body.error }).toEqual({ status, error });
  });

  it('rejects a verifier when the authorization request carried no challenge', async () => {
    const code = await issueCode(sim, { code_challenge: undefined, code_challenge_method: undefined });
    expect((await json(await exchange(sim, code))).body.error).toBe('invalid_grant');
    const plain = await issueCode(sim, { code_challenge: undefined, code_challenge_method: undefined });
    expect((await exchange(sim, plain, {})).status).toBe(200);
  });

  it('a code is single use', async () => {
    const code = await issueCode(sim);
    expect((await exchange(sim, code)).status).toBe(200);
    expect(await json(await exchange(sim, code))).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
  });

  it('a code is spent by a failed exchange too', async () => {
    const code = await issueCode(sim);
    expect((await exchange(sim, code, { code_verifier: 'x'.repeat(43) })).status).toBe(400);
    expect((await exchange(sim, code)).status).toBe(400);
  });

  it('a code expires after 60 s of the simulator clock', async () => {
    const fresh = await issueCode(sim);
    const stale = await issueCode(sim);
    await control(sim, 'clock', { advanceSeconds: 59 });
    expect((await exchange(sim, fresh)).status).toBe(200);
    await control(sim, 'clock', { advanceSeconds: 1 });
    expect(await json(await exchange(sim, stale))).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
  });

  it('a code issued to another app is invalid_grant', async () => {
    const code = await issueCode(sim);
    const other = basic('partner-pro_app', 'sk_partner-pro_key_51c0');
    const response = await tokenRequest(
      sim,
      { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: VERIFIER },
      other,
    );
    expect(await json(response)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });
});

describe('request errors', () => {
  it.each([
    ['no grant_type', 400, 'invalid_request', {}],
    ['password grant', 400, 'unsupported_grant_type', { grant_type: 'password' }],
    ['client_credentials grant', 400, 'unsupported_grant_type', { grant_type: 'client_credentials' }],
    [
      'code grant without code',
      400,
      'invalid_request',
      { grant_type: 'authorization_code', redirect_uri: REDIRECT },
    ],
    [
      'code grant without redirect_uri',
      400,
      'invalid_request',
      { grant_type: 'authorization_code', code: 'abc' },
    ],
    [
      'unknown code',
      400,
      'invalid_grant',
      { grant_type: 'authorization_code', code: 'abc', redirect_uri: REDIRECT },
    ],
    ['refresh grant without token', 400, 'invalid_request', { grant_type: 'refresh_token' }],
    [
      'unknown refresh token',
      400,
      'invalid_grant',
      { grant_type: 'refresh_token', refresh_token: 'svc_rt_nope' },
    ],
  ])('%s → %i %s', async (_name, status, error, fields) => {
    const { status: got, body } = await json(await tokenRequest(sim, fields));
    expect({ status: got, error: body.error }).toEqual({ status, error });
  });

  it('a JSON body is invalid_request', async () => {
    const response = await sim.request('/oauth/token', {
      method: 'POST',
      headers: { authorization: basic(DEMO.clientId, DEMO.apiKey), 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'refresh_token', refresh_token: 'x' }),
    });
    expect(await json(response)).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
  });

  it("an unreadable body is invalid_request, not the partner API's invalid_input", async () => {
    const response = await sim.request('/oauth/token', {
      method: 'POST',
      headers: { authorization: basic(DEMO.clientId, DEMO.apiKey), 'content-type': 'text/plain' },
      body: 'grant_type=refresh_token',
    });
    expect(await json(response)).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('a suspended client with the right key is 400 unknown_client', async () => {
    const response = await tokenRequest(
      sim,
      { grant_type: 'refresh_token', refresh_token: 'x' },
      basic(SUSPENDED.clientId, SUSPENDED.apiKey),
    );
    expect(await json(response)).toMatchObject({ status: 400, body: { error: 'unknown_client' } });
    expect((await oauthStats(sim)).failedClientAuth).toBe(0);
  });
});

describe('access token lifetime', () => {
  it('expires on the simulator clock → 401 invalid_token', async () => {
    const tokens = await connect(sim);
    await control(sim, 'clock', { advanceSeconds: 899 });
    expect((await me(sim, tokens.access_token)).status).toBe(200);
    await control(sim, 'clock', { advanceSeconds: 1 });
    expect(await me(sim, tokens.access_token)).toMatchObject({
      status: 401,
      body: { error: 'invalid_token' },
    });
  });

  it('reads lifetimes from the configuration at issue time', async () => {
    await control(sim, 'config', { accessTokenTtlSeconds: 5, refreshTokenTtlSeconds: 10 });
    const tokens = await connect(sim);
    expect(tokens.expires_in).toBe(5);
    await control(sim, 'clock', { advanceSeconds: 10 });
    const { status, body } = await json(
      await tokenRequest(sim, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token }),
    );
    expect({ status, error: body.error }).toEqual({ status: 400, error: 'invalid_grant' });
  });

  it('a suspended client’s tokens stop working', async () => {
    const tokens = await connect(sim);
    sim.sim().clients.get(DEMO.clientId)!.suspended = true;
    expect(await me(sim, tokens.access_token)).toMatchObject({
      status: 401,
      body: { error: 'invalid_token' },
    });
    expect(sim.sim().oauth.verifyAccessToken(tokens.access_token)).toBeNull();
  });
});
