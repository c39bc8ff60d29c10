import * as oauth from 'oauth4webapi';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/partner';
import { ConfigError, parseConfig } from '@/lib/server/config';
import { RefreshOutcomeUnknownError } from '@/lib/server/store/tokens';
import { basicAuthorization } from './basic-auth';
import { CredentialBreaker } from '../partner/breaker';
import { createOAuthClient, type OAuthClientOptions } from './client';
import { startTokenServer, type Received, type Reply, type TokenServer } from '@/test/support/oauth-server';

const CLIENT_ID = 'demo-dashboard_app';
const API_KEY = 'sk_demo-dashboard_key_7f3a';
const EXPECTED_BASIC = `Basic ${Buffer.from('demo-dashboard_app:sk_demo-dashboard_key_7f3a').toString('base64')}`;
const NOW = Date.UTC(2030, 0, 1);

const tokens = (n: number) => ({
  access_token: `svc_at_access_${n}`,
  token_type: 'Bearer',
  expires_in: 900,
  refresh_token: `refresh_${n}`,
  scope: 'profile:read trade:execute',
});

let server: TokenServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function setup(answer: (request: Received) => Reply, options: OAuthClientOptions = {}) {
  server = await startTokenServer(answer);
  const config = parseConfig({
    PARTNER_BASE_URL: server.url,
    PARTNER_CLIENT_ID: CLIENT_ID,
    PARTNER_API_KEY: API_KEY,
    PARTNER_REDIRECT_URI: 'http://localhost:3000/api/auth/callback',
  });
  const breaker = new CredentialBreaker({ log: () => undefined });
  return { server, client: createOAuthClient(config, { breaker, now: () => NOW, ...options }), breaker };
}

describe('client authentication', () => {
  it('is HTTP Basic over the literal client id and API key', async () => {
    expect(basicAuthorization(CLIENT_ID, API_KEY)).toBe(EXPECTED_BASIC);
    // What oauth4webapi's ClientSecretBasic would send instead (form-encoded first): not accepted.
    const headers = new Headers();
    await oauth.ClientSecretBasic(API_KEY)(
      { issuer: 'x' },
      { client_id: CLIENT_ID },
      new URLSearchParams(),
      headers,
    );
    expect(headers.get('authorization')).not.toBe(EXPECTED_BASIC);

    const { server, client } = await setup(() => ({ status: 200, json: tokens(2) }));
    await client.refreshTokens('refresh_1');
    expect(server.received[0]?.headers.authorization).toBe(EXPECTED_BASIC);
    expect(server.received[0]?.form.has('client_secret')).toBe(false);
  });
});

describe('the authorization request', () => {
  it('carries response_type, client_id, redirect_uri, scope, state and a PKCE S256 challenge', async () => {
    const { client } = await setup(() => 'hang');
    const request = await client.buildAuthorizationRequest({ returnTo: '/governance/Mint1?tab=votes' });
    const url = new URL(request.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${server?.url}/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: 'http://localhost:3000/api/auth/callback',
      scope: 'profile:read trade:execute governance:vote governance:propose',
      state: request.state,
      code_challenge: await oauth.calculatePKCECodeChallenge(request.codeVerifier),
      code_challenge_method: 'S256',
    });
    expect(request.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(request.returnTo).toBe('/governance/Mint1?tab=votes');
    const other = await client.buildAuthorizationRequest({ returnTo: 'https://evil.example/' });
    expect(other.state).not.toBe(request.state);
    expect(other.returnTo).toBe('/');
  });
});

describe('the code exchange', () => {
  it('posts the code, redirect_uri and PKCE verifier, and returns a validated token set', async () => {
    const { server, client } = await setup(() => ({ status: 200, json: tokens(1) }));
    const { state, codeVerifier } = await client.buildAuthorizationRequest();
    const callback = new URL(`http://localhost:3000/api/auth/callback?code=code-123&state=${state}`);
    const set = await client.exchangeCode({ callback, state, codeVerifier });
    expect(set).toEqual({
      accessToken: 'svc_at_access_1',
      refreshToken: 'refresh_1',
      accessExpiresAt: new Date(NOW + 900_000),
      refreshExpiresAt: null,
      scopes: ['profile:read', 'trade:execute'],
    });
    const [request] = server.received;
    expect(request?.path).toBe('/oauth/token');
    expect(request?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      grant_type: 'authorization_code',
      code: 'code-123',
      redirect_uri: 'http://localhost:3000/api/auth/callback',
      code_verifier: codeVerifier,
    });
  });

  it('refuses a wrong state or a declined consent without calling the service', async () => {
    const { server, client } = await setup(() => ({ status: 200, json: tokens(1) }));
    const { state, codeVerifier } = await client.buildAuthorizationRequest();
    const wrong = new URLSearchParams({ code: 'c', state: 'forged' });
    await expect(client.exchangeCode({ callback: wrong, state, codeVerifier })).rejects.toMatchObject({
      code: 'invalid_request',
    });
    const declined = new URLSearchParams({ error: 'access_denied', state });
    await expect(client.exchangeCode({ callback: declined, state, codeVerifier })).rejects.toMatchObject({
      code: 'access_denied',
    });
    expect(server.received).toHaveLength(0);
  });

  it('rejects a token response without the access-token prefix', async () => {
    const { client } = await setup(() => ({ status: 200, json: { ...tokens(1), access_token: 'other_1' } }));
    const { state, codeVerifier } = await client.buildAuthorizationRequest();
    const callback = new URLSearchParams({ code: 'c', state });
    await expect(client.exchangeCode({ callback, state, codeVerifier })).rejects.toMatchObject({
      code: 'internal',
    });
  });
});

describe('refresh', () => {
  it('posts the refresh token and returns the new pair', async () => {
    const { server, client } = await setup(() => ({ status: 200, json: tokens(2) }));
    await expect(client.refreshTokens('refresh_1')).resolves.toMatchObject({ refreshToken: 'refresh_2' });
    expect(Object.fromEntries(server.received[0]?.form ?? [])).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'refresh_1',
    });
  });

  it('maps invalid_grant to ApiError, with no token, key or upstream text in it', async () => {
    const { client } = await setup(() => ({
      status: 400,
      json: { error: 'invalid_grant', message: 'refresh_1 was replayed', error_description: 'refresh_1' },
    }));
    const error = await client.refreshTokens('refresh_1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'invalid_grant', status: 400 });
    const shown = `${String(error)} ${JSON.stringify((error as ApiError).toBody())}`;
    for (const secret of ['refresh_1', API_KEY, EXPECTED_BASIC]) expect(shown).not.toContain(secret);
  });

  it.each<[string, Reply]>([
    ['a dropped connection', 'reset'],
    ['no answer before the timeout', 'hang'],
    ['a gateway error', { status: 502, text: 'Bad Gateway' }],
    ['an unreadable answer', { status: 200, text: 'not json' }],
    [
      'a token response without a refresh token',
      { status: 200, json: { ...tokens(2), refresh_token: undefined } },
    ],
    ['a token response without the prefix', { status: 200, json: { ...tokens(2), access_token: 'other' } }],
  ])('reports %s as an unknown outcome', async (_name, reply) => {
    const { client } = await setup(() => reply, { timeoutMs: 200 });
    const error = await client.refreshTokens('refresh_1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RefreshOutcomeUnknownError);
    expect(String(error)).not.toContain('refresh_');
  });

  it('reports a refused connection (never sent) as a retryable error, not an unknown outcome', async () => {
    const { server, client } = await setup(() => 'hang');
    await server.close();
    const error = await client.refreshTokens('refresh_1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).retryable).toBe(true);
  });

  it('keeps the lockout retry-after from the header and pauses calls until then', async () => {
    const { server, client } = await setup(() => ({
      status: 429,
      json: { error: 'too_many_failed_attempts' },
      headers: { 'retry-after': '300' },
    }));
    await expect(client.refreshTokens('refresh_1')).rejects.toMatchObject({
      code: 'too_many_failed_attempts',
      body: { retryAfterSeconds: 300 },
    });
    await expect(client.refreshTokens('refresh_1')).rejects.toMatchObject({
      code: 'too_many_failed_attempts',
    });
    expect(server.received).toHaveLength(1);
  });
});

describe('the credential breaker in front of the service', () => {
  it('stops token and revoke calls after the first invalid_client, without a network call', async () => {
    const { server, client, breaker } = await setup(() => ({
      status: 401,
      json: { error: 'invalid_client', message: 'Unknown client id or wrong API key.' },
      headers: { 'www-authenticate': 'Basic realm="oauth"' },
    }));
    await expect(client.refreshTokens('refresh_1')).rejects.toMatchObject({ code: 'invalid_client' });
    expect(breaker.isOpen).toBe(true);
    const calls = Array.from({ length: 10 }, () => client.revoke('refresh_1').catch((e: unknown) => e));
    const errors = await Promise.all(calls);
    expect(errors.every((e) => e instanceof ApiError && e.code === 'invalid_client')).toBe(true);
    expect(server.received.length).toBeLessThanOrEqual(2); // the first failure and at most one probe
  });
});

describe('revocation', () => {
  it('posts the token and its hint with HTTP Basic', async () => {
    const { server, client } = await setup(() => ({ status: 200, text: '' }));
    await client.revoke('refresh_9', 'refresh_token');
    const [request] = server.received;
    expect(request?.path).toBe('/oauth/revoke');
    expect(request?.headers.authorization).toBe(EXPECTED_BASIC);
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      token: 'refresh_9',
      token_type_hint: 'refresh_token',
    });
  });
});

describe('transport security', () => {
  const credentials = { PARTNER_CLIENT_ID: CLIENT_ID, PARTNER_API_KEY: API_KEY };

  it('allows plain http only on loopback hosts', () => {
    const make = (url: string) => () =>
      createOAuthClient(parseConfig({ PARTNER_BASE_URL: url, ...credentials }));
    expect(make('http://api.example.test')).toThrow(ConfigError);
    expect(make('http://api.example.test')).toThrow(/PARTNER_BASE_URL/);
    expect(make('https://api.example.test')).not.toThrow();
    expect(make('http://localhost:4010')).not.toThrow();
  });

  it('needs the client id and API key', () => {
    expect(() => createOAuthClient(parseConfig({}))).toThrow(/PARTNER_CLIENT_ID/);
  });
});

describe('the default client', () => {
  it('is built from the environment once', async () => {
    vi.resetModules();
    const { runtime } = await import('../runtime');
    vi.stubEnv('PARTNER_CLIENT_ID', CLIENT_ID);
    vi.stubEnv('PARTNER_API_KEY', API_KEY);
    const request = await runtime().partner.oauthClient().buildAuthorizationRequest();
    expect(new URL(request.url).searchParams.get('client_id')).toBe(CLIENT_ID);
    vi.unstubAllEnvs();
  });
});
