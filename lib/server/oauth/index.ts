import 'server-only';
import type { CredentialStatus } from '../partner/ledger';
import { runtime } from '../runtime';
import type { CallbackInput } from './client';

// The OAuth calls of this process, through the upstream seam (lib/server/partner): one credential breaker
// for the whole app, its ledger in the store (the limit on rejected client authentications holds across
// restarts and instances), and every token call counted in the tier budget's minute.

export { safeReturnTo, type AuthorizationRequest } from './authorize';
export { basicAuthorization, literalBasicAuth } from './basic-auth';
export { CredentialBreaker, type BreakerOptions } from '../partner/breaker';
export { createOAuthClient, type CallbackInput, type OAuthClient, type OAuthClientOptions } from './client';
export { RefreshOutcomeUnknownError, type TokenSet } from '@/lib/server/store/tokens';

/** Whether the service accepts this app's client credentials, as the store's ledger knows it. */
export async function credentialStatus(): Promise<CredentialStatus | null> {
  return runtime().ledger?.status() ?? null;
}

export function buildAuthorizationRequest(input: { returnTo?: string | null } = {}) {
  return runtime().partner.oauthClient().buildAuthorizationRequest(input);
}

export function exchangeCode(input: CallbackInput) {
  return runtime().partner.tokens.exchangeCode(input);
}

export function refreshTokens(refreshToken: string) {
  return runtime().partner.tokens.refreshTokens(refreshToken);
}

export function revoke(token: string, hint?: 'access_token' | 'refresh_token', background = false) {
  return runtime().partner.tokens.revoke(token, hint, background);
}
