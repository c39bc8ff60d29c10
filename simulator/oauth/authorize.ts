import { isScope, type ErrorCode, type Scope } from '@/lib/partner';
import type { Sim } from '../core/sim';
import type { SimClient } from '../core/types';
import { isS256Challenge } from './crypto';
import type { Fields } from './fields';

/** A valid authorization request, ready for the consent page or a decision. */
export interface AuthorizeRequest {
  client: SimClient;
  redirectUri: string;
  scopes: Scope[];
  state: string | undefined;
  codeChallenge: string | null;
}

/** Errors told to the redirect URI (RFC 6749 §4.1.2.1) rather than on a page. */
export type RedirectErrorCode =
  'invalid_request' | 'invalid_scope' | 'scope_not_allowed' | 'unsupported_response_type' | 'access_denied';

export type AuthorizeCheck =
  | { kind: 'ok'; request: AuthorizeRequest }
  /** The client or redirect URI cannot be trusted: answer 400 here, never redirect. */
  | { kind: 'refuse'; code: ErrorCode; message: string }
  | { kind: 'redirect'; location: string; code: RedirectErrorCode };

/** The parameters carried from the consent page to its form, as hidden inputs. */
export const AUTHORIZE_PARAMS = [
  'response_type',
  'client_id',
  'redirect_uri',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
] as const;

/** The redirect URI with parameters added to its query (its own query is kept). */
export function redirectLocation(redirectUri: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(name, value);
  return url.toString();
}

function checkRedirectUri(client: SimClient, redirectUri: string | undefined, fields: Fields): string | null {
  if (fields.repeated.includes('redirect_uri')) return 'redirect_uri must appear once.';
  if (redirectUri === undefined) return 'redirect_uri is required.';
  if (!client.redirectUris.includes(redirectUri))
    return 'redirect_uri does not exactly match a registered URI.';
  if (client.live && new URL(redirectUri).protocol !== 'https:') {
    return 'A live client may only redirect to https URIs.';
  }
  return null;
}

/** Requested scopes: space-separated, de-duplicated in order; null when empty or one is unknown. */
export function parseScopes(value: string | undefined): Scope[] | null {
  const names = (value ?? '').split(' ').filter((name) => name !== '');
  if (names.length === 0 || !names.every(isScope)) return null;
  return [...new Set(names)];
}

/**
 * Validates an authorization request in the order that keeps it safe: the client and the redirect URI
 * first (problems are shown here, never redirected), then everything else (redirected with `error`).
 */
export function checkAuthorize(sim: Sim, fields: Fields): AuthorizeCheck {
  const clientId = fields.get('client_id');
  const client = clientId === undefined ? undefined : sim.clients.get(clientId);
  if (!client || client.suspended) {
    return { kind: 'refuse', code: 'unknown_client', message: 'No such app, or the app is suspended.' };
  }
  const redirectUri = fields.get('redirect_uri');
  const redirectProblem = checkRedirectUri(client, redirectUri, fields);
  if (redirectProblem || redirectUri === undefined) {
    return {
      kind: 'refuse',
      code: 'invalid_redirect_uri',
      message: redirectProblem ?? 'redirect_uri is required.',
    };
  }
  const state = fields.get('state');
  const redirect = (code: RedirectErrorCode, description: string): AuthorizeCheck => ({
    kind: 'redirect',
    code,
    location: redirectLocation(redirectUri, { error: code, error_description: description, state }),
  });

  if (fields.repeated.length > 0)
    return redirect('invalid_request', `Repeated parameter: ${fields.repeated[0]}.`);
  const responseType = fields.get('response_type');
  if (responseType === undefined) return redirect('invalid_request', 'response_type is required.');
  if (responseType !== 'code')
    return redirect('unsupported_response_type', 'Only response_type=code is supported.');

  const scopes = parseScopes(fields.get('scope'));
  if (!scopes) return redirect('invalid_scope', 'The scope is empty or names an unknown scope.');
  const notAllowed = scopes.find((scope) => !client.allowedScopes.includes(scope));
  if (notAllowed) return redirect('scope_not_allowed', `This app is not approved for ${notAllowed}.`);

  const challenge = fields.get('code_challenge');
  const method = fields.get('code_challenge_method');
  if (challenge === undefined && method !== undefined) {
    return redirect('invalid_request', 'code_challenge_method without code_challenge.');
  }
  if (challenge !== undefined && method !== 'S256') {
    return redirect('invalid_request', 'Only code_challenge_method=S256 is supported.');
  }
  if (challenge !== undefined && !isS256Challenge(challenge)) {
    return redirect('invalid_request', 'code_challenge must be 43 base64url characters.');
  }
  return { kind: 'ok', request: { client, redirectUri, scopes, state, codeChallenge: challenge ?? null } };
}
