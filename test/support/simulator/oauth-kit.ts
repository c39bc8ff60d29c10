// Helpers for the OAuth tests: a real simulator over HTTP, and the steps of the flow.
import { oauthTokenResponseSchema, type OAuthTokenResponse, type Scope } from '@/lib/partner';
import { noGovernance, noMarket } from './fixtures';
import { json, startSimulator, type RunningSimulator } from './harness';
import { s256Challenge } from '@/simulator/oauth/crypto';
import { oauthModule } from '@/simulator/oauth';

export const DEMO = { clientId: 'demo-dashboard_app', apiKey: 'sk_demo-dashboard_key_7f3a' };
export const LIVE = { clientId: 'live-shop_app', apiKey: 'sk_live-shop_key_9e1d' };
export const SUSPENDED = { clientId: 'suspended-app', apiKey: 'sk_suspended-app_key_0000' };
export const REDIRECT = 'http://localhost:3000/api/auth/callback';
export const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
export const ALL_SCOPES = 'profile:read trade:execute governance:vote governance:propose';

export function startOAuthSimulator(): Promise<RunningSimulator> {
  return startSimulator({ oauth: oauthModule, governance: noGovernance, market: noMarket });
}

export function basic(clientId: string, apiKey: string): string {
  return `Basic ${Buffer.from(`${clientId}:${apiKey}`, 'utf8').toString('base64')}`;
}

/** The query of an authorization request for the demo dashboard, with overrides (undefined drops one). */
export function authorizeParams(overrides: Record<string, string | undefined> = {}): URLSearchParams {
  const params: Record<string, string | undefined> = {
    response_type: 'code',
    client_id: DEMO.clientId,
    redirect_uri: REDIRECT,
    scope: ALL_SCOPES,
    state: 'st-123',
    code_challenge: s256Challenge(VERIFIER),
    code_challenge_method: 'S256',
    ...overrides,
  };
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) search.set(name, value);
  return search;
}

export function postForm(sim: RunningSimulator, path: string, body: URLSearchParams, headers = {}) {
  return sim.request(path, { method: 'POST', body, headers, redirect: 'manual' });
}

/** Approves (or denies) on the consent form's POST; answers the raw response. */
export function decide(
  sim: RunningSimulator,
  overrides: Record<string, string | undefined> = {},
  extra: { user?: string; decision?: string } = {},
): Promise<Response> {
  const body = authorizeParams(overrides);
  body.set('user', extra.user ?? 'alice');
  body.set('decision', extra.decision ?? 'approve');
  return postForm(sim, '/oauth/authorize', body);
}

/** The query of a redirect's `location`. */
export function redirectQuery(response: Response): URLSearchParams {
  return new URL(response.headers.get('location') ?? 'http://invalid/').searchParams;
}

export async function issueCode(sim: RunningSimulator, overrides: Record<string, string | undefined> = {}) {
  const code = redirectQuery(await decide(sim, overrides)).get('code');
  if (!code) throw new Error('no code issued');
  return code;
}

export function tokenRequest(
  sim: RunningSimulator,
  fields: Record<string, string>,
  auth = basic(DEMO.clientId, DEMO.apiKey),
) {
  return postForm(sim, '/oauth/token', new URLSearchParams(fields), { authorization: auth });
}

export function exchange(
  sim: RunningSimulator,
  code: string,
  more: Record<string, string> = { code_verifier: VERIFIER },
) {
  return tokenRequest(sim, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, ...more });
}

/** The whole flow for a user: consent, code, exchange with PKCE. */
export async function connect(
  sim: RunningSimulator,
  user = 'alice',
  scopes: Scope[] | string = ALL_SCOPES,
): Promise<OAuthTokenResponse> {
  const scope = typeof scopes === 'string' ? scopes : scopes.join(' ');
  const code = redirectQuery(await decide(sim, { scope }, { user })).get('code');
  const response = await exchange(sim, code ?? '');
  if (response.status !== 200) throw new Error(`exchange failed: ${await response.text()}`);
  return oauthTokenResponseSchema.parse(await response.json());
}

export function refresh(sim: RunningSimulator, refreshToken: string) {
  return tokenRequest(sim, { grant_type: 'refresh_token', refresh_token: refreshToken });
}

export async function me(sim: RunningSimulator, accessToken: string) {
  return json(await sim.request('/partner/v1/me', { headers: { authorization: `Bearer ${accessToken}` } }));
}

export async function control(sim: RunningSimulator, path: string, body?: unknown) {
  const init: RequestInit =
    body === undefined
      ? { method: 'GET' }
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  return json(await sim.request(`/__sim/${path}`, init));
}

export async function oauthStats(sim: RunningSimulator) {
  return (await control(sim, 'stats')).body.oauth as Record<string, number>;
}

export async function reset(sim: RunningSimulator) {
  await control(sim, 'reset', {});
}
