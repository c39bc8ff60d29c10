import { describe, expect, it } from 'vitest';
import { forFile } from '@/test/support/for-file';
import type { RunningSimulator } from '@/test/support/simulator/harness';
import {
  authorizeParams,
  decide,
  LIVE,
  oauthStats,
  postForm,
  REDIRECT,
  redirectQuery,
  reset,
  startOAuthSimulator,
  SUSPENDED,
} from '@/test/support/simulator/oauth-kit';

let sim: RunningSimulator;
forFile(startOAuthSimulator, (started) => (sim = started), { stop: (s) => s.close(), each: reset });

const getAuthorize = (
  overrides: Record<string, string | undefined> = {},
  headers: Record<string, string> = {},
) => sim.request(`/oauth/authorize?${authorizeParams(overrides)}`, { redirect: 'manual', headers });

describe('GET /oauth/authorize (consent page)', () => {
  it('renders the app name, the scopes in words, the demo users and both buttons', async () => {
    const response = await getAuthorize();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const html = await response.text();
    expect(html).toContain('Token Governance (demo)');
    for (const words of [
      'Read your profile',
      'Trade for you',
      'Vote, cancel, withdraw and settle for you',
      'Create proposals and reclaim bonds for you',
    ]) {
      expect(html).toContain(words);
    }
    for (const user of sim.sim().users.values()) {
      expect(html).toContain(`value="${user.id}"`);
      expect(html).toContain(user.wallet.slice(0, 4));
    }
    expect(html.match(/1-click trading off/g)).toHaveLength(1); // carol
    expect(html).toContain('name="decision" value="approve"');
    expect(html).toContain('name="decision" value="deny"');
    expect(html).toContain(`<input type="hidden" name="redirect_uri" value="${REDIRECT}">`);
  });

  it('lists only the requested scopes', async () => {
    const html = await (await getAuthorize({ scope: 'profile:read' })).text();
    expect(html).toContain('Read your profile');
    expect(html).not.toContain('Trade for you');
  });

  it('escapes what it echoes', async () => {
    const html = await (await getAuthorize({ state: '"><script>alert(1)</script>' })).text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });
});

describe('refusals shown on the page, never redirected', () => {
  const other = (uri: string) => ({ redirect_uri: uri });
  it.each([
    ['unknown client', 'unknown_client', { client_id: 'nope' }],
    ['missing client', 'unknown_client', { client_id: undefined }],
    ['suspended client', 'unknown_client', { client_id: SUSPENDED.clientId }],
    ['missing redirect_uri', 'invalid_redirect_uri', { redirect_uri: undefined }],
    ['trailing slash', 'invalid_redirect_uri', other(`${REDIRECT}/`)],
    ['other port', 'invalid_redirect_uri', other('http://localhost:3001/api/auth/callback')],
    ['other host', 'invalid_redirect_uri', other('http://evil.example/api/auth/callback')],
    ['other scheme', 'invalid_redirect_uri', other('https://localhost:3000/api/auth/callback')],
    ['extra query', 'invalid_redirect_uri', other(`${REDIRECT}?x=1`)],
    [
      'live client, registered http URI',
      'invalid_redirect_uri',
      { client_id: LIVE.clientId, scope: 'profile:read' },
    ],
  ])('%s → 400 %s', async (_name, error, overrides) => {
    for (const response of [await getAuthorize(overrides), await decide(sim, overrides)]) {
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.text()).toContain(error);
    }
  });

  it('answers the spec JSON body to a JSON caller', async () => {
    const body = authorizeParams({ redirect_uri: `${REDIRECT}/` });
    const response = await postForm(sim, '/oauth/authorize', body, { accept: 'application/json' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_redirect_uri', retryable: false });
  });

  it('a live client may redirect to its https URI', async () => {
    const overrides = {
      client_id: LIVE.clientId,
      redirect_uri: 'https://shop.example.com/api/auth/callback',
    };
    const response = await decide(sim, { ...overrides, scope: 'profile:read governance:vote' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(
      /^https:\/\/shop\.example\.com\/api\/auth\/callback\?code=/,
    );
  });
});

describe('errors redirected to the client', () => {
  it.each([
    ['empty scope', 'invalid_scope', { scope: undefined }],
    ['blank scope', 'invalid_scope', { scope: '   ' }],
    ['unknown scope', 'invalid_scope', { scope: 'profile:read admin' }],
    ['scope not approved for the client', 'scope_not_allowed', { scope: 'governance:propose' }],
    ['response_type token', 'unsupported_response_type', { response_type: 'token' }],
    ['missing response_type', 'invalid_request', { response_type: undefined }],
    ['plain PKCE', 'invalid_request', { code_challenge_method: 'plain' }],
    ['malformed challenge', 'invalid_request', { code_challenge: 'short' }],
  ])('%s → %s', async (_name, error, overrides) => {
    const client = error === 'scope_not_allowed' ? { client_id: LIVE.clientId } : {};
    const https =
      error === 'scope_not_allowed' ? { redirect_uri: 'https://shop.example.com/api/auth/callback' } : {};
    for (const response of [
      await getAuthorize({ ...client, ...https, ...overrides }),
      await decide(sim, { ...client, ...https, ...overrides }),
    ]) {
      expect(response.status).toBe(302);
      const query = redirectQuery(response);
      expect(query.get('error')).toBe(error);
      expect(query.get('state')).toBe('st-123');
      expect(query.get('code')).toBeNull();
    }
  });
});

describe('POST /oauth/authorize (decision)', () => {
  it('approve → 302 to the redirect URI with a code and the state', async () => {
    const response = await decide(sim);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    expect(location.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(location.searchParams.get('state')).toBe('st-123');
    expect((await oauthStats(sim)).codesIssued).toBe(1);
  });

  it('deny → 302 with error=access_denied and the state, no code', async () => {
    const query = redirectQuery(await decide(sim, {}, { decision: 'deny' }));
    expect(query.get('error')).toBe('access_denied');
    expect(query.get('state')).toBe('st-123');
    expect(query.get('code')).toBeNull();
    expect((await oauthStats(sim)).codesIssued).toBe(0);
  });

  it.each([
    ['unknown user', { user: 'mallory' }],
    ['unknown decision', { decision: 'maybe' }],
  ])('%s → 400 invalid_request, no redirect', async (_name, extra) => {
    const response = await decide(sim, {}, extra);
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('invalid_request');
  });

  it('works without PKCE and without state', async () => {
    const response = await decide(sim, {
      code_challenge: undefined,
      code_challenge_method: undefined,
      state: undefined,
    });
    expect(response.status).toBe(302);
    expect(redirectQuery(response).has('state')).toBe(false);
    expect(redirectQuery(response).get('code')).toBeTruthy();
  });
});
