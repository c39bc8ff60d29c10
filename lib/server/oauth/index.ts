import 'server-only';
import { serverConfig } from '@/lib/server/config';
import { createOAuthClient, type CallbackInput, type OAuthClient } from './client';

// The OAuth client of this process, built from the configuration on first use. Cached on globalThis so
// that one credential breaker guards the whole app, across Next's dev reloads too.

export { safeReturnTo, type AuthorizationRequest } from './authorize';
export { basicAuthorization, literalBasicAuth } from './basic-auth';
export { CredentialBreaker, type BreakerOptions } from './breaker';
export { createOAuthClient, type CallbackInput, type OAuthClient, type OAuthClientOptions } from './client';
export { RefreshOutcomeUnknownError, type TokenSet } from '@/lib/server/store/tokens';

const GLOBAL_KEY = Symbol.for('partner-dashboard.oauth.client');
type Holder = { [GLOBAL_KEY]?: OAuthClient };

function client(): OAuthClient {
  const holder = globalThis as Holder;
  holder[GLOBAL_KEY] ??= createOAuthClient(serverConfig());
  return holder[GLOBAL_KEY];
}

export function buildAuthorizationRequest(input: { returnTo?: string | null } = {}) {
  return client().buildAuthorizationRequest(input);
}

export function exchangeCode(input: CallbackInput) {
  return client().exchangeCode(input);
}

export function refreshTokens(refreshToken: string) {
  return client().refreshTokens(refreshToken);
}

export function revoke(token: string, hint?: 'access_token' | 'refresh_token') {
  return client().revoke(token, hint);
}
