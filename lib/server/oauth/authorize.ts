import 'server-only';
import * as oauth from 'oauth4webapi';
import { catalogueError, parseErrorBody } from '@/lib/partner';
import type { OAuthSettings } from './settings';

// The authorization request (state + PKCE S256) and the validation of the redirect back to us.

export type AuthorizationRequest = {
  /** Where to send the browser. */
  url: string;
  /** Keep with the verifier (e.g. a short-lived, http-only cookie) until the callback. */
  state: string;
  codeVerifier: string;
  /** The page to return to after the callback: a same-origin path, never an absolute URL. */
  returnTo: string;
};

const PLACEHOLDER_ORIGIN = 'http://return-to.invalid';

/** A same-origin path (`/governance/abc?tab=votes`) or `/`: never another origin (open redirect). */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f]/.test(value))
    return '/';
  try {
    const url = new URL(value, PLACEHOLDER_ORIGIN);
    if (url.origin !== PLACEHOLDER_ORIGIN) return '/';
    const target = `${url.pathname}${url.search}${url.hash}`;
    // Checked again after normalisation: dot segments (`/.//x`, `/a/..//x`, `/%2e%2e//x`) can leave a
    // path that a browser reads as another host (`//x`), and a decoded backslash as `/\x`.
    return target.startsWith('//') || /^\/[\\]/.test(target) ? '/' : target;
  } catch {
    return '/';
  }
}

export async function authorizationRequest(
  settings: OAuthSettings,
  { returnTo }: { returnTo?: string | null } = {},
): Promise<AuthorizationRequest> {
  const state = oauth.generateRandomState();
  const codeVerifier = oauth.generateRandomCodeVerifier();
  const url = new URL(settings.as.authorization_endpoint ?? '');
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', settings.clientId);
  url.searchParams.set('redirect_uri', settings.redirectUri);
  url.searchParams.set('scope', settings.scopes.join(' '));
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return { url: url.href, state, codeVerifier, returnTo: safeReturnTo(returnTo) };
}

/**
 * The callback's parameters, checked: `state` must match, and an error answer (the user declined, …)
 * becomes an `ApiError`. Returns the parameters to redeem.
 */
export function validateCallback(
  settings: OAuthSettings,
  callback: URL | URLSearchParams,
  expectedState: string,
): URLSearchParams {
  let params: URLSearchParams;
  try {
    params = oauth.validateAuthResponse(settings.as, settings.client, callback, expectedState);
  } catch (error) {
    if (error instanceof oauth.AuthorizationResponseError) {
      if (error.error === 'access_denied') throw catalogueError('access_denied');
      throw parseErrorBody(400, { error: error.error });
    }
    // Wrong or missing state, or a malformed answer: start again.
    throw catalogueError('invalid_request');
  }
  if (!params.get('code')) throw catalogueError('invalid_request');
  return params;
}
