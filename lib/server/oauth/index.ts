import 'server-only';

// OAuth, whose calls go through the runtime's upstream seam (`rt.partner.tokens`, lib/server/partner): one
// credential breaker for the whole app, its ledger in the store (the limit on rejected client
// authentications holds across restarts and instances), and every token call counted in the tier
// budget's minute.

export { safeReturnTo, type AuthorizationRequest } from './authorize';
export { basicAuthorization, literalBasicAuth } from './basic-auth';
export { CredentialBreaker, type BreakerOptions } from '../partner/breaker';
export { createOAuthClient, type CallbackInput, type OAuthClient, type OAuthClientOptions } from './client';
export { RefreshOutcomeUnknownError, type TokenSet } from '@/lib/server/store/tokens';
