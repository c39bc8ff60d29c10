import 'server-only';
import { serverConfig } from '@/lib/server/config';
import { log } from '@/lib/server/log';
import { getDb } from '@/lib/server/store/db';
import { CredentialBreaker } from './breaker';
import { createOAuthClient, type CallbackInput, type OAuthClient } from './client';
import { storeLedger, type CredentialLedger, type CredentialStatus } from './ledger';

// The OAuth client of this process, built from the configuration on first use. Cached on globalThis so
// that one credential breaker guards the whole app, across Next's dev reloads too; its ledger in the
// store makes the limit on rejected client authentications hold across restarts and instances.

export { safeReturnTo, type AuthorizationRequest } from './authorize';
export { basicAuthorization, literalBasicAuth } from './basic-auth';
export { CredentialBreaker, type BreakerOptions } from './breaker';
export { createOAuthClient, type CallbackInput, type OAuthClient, type OAuthClientOptions } from './client';
export { RefreshOutcomeUnknownError, type TokenSet } from '@/lib/server/store/tokens';

const GLOBAL_KEY = Symbol.for('partner-dashboard.oauth.client');
type Holder = { [GLOBAL_KEY]?: { client: OAuthClient; ledger: CredentialLedger | null } };

function instance(): NonNullable<Holder[typeof GLOBAL_KEY]> {
  const holder = globalThis as Holder;
  if (!holder[GLOBAL_KEY]) {
    const config = serverConfig();
    const ledger =
      config.clientId && config.apiKey
        ? storeLedger(
            () => getDb(config.storeUrl),
            config.clientId,
            config.apiKey,
            (level, message) => log[level]({ oauth: 'credentials' }, message),
          )
        : null;
    const breaker = new CredentialBreaker({
      ledger: ledger ?? undefined,
      log: (message) => log.error({ oauth: 'credentials' }, message),
    });
    holder[GLOBAL_KEY] = { client: createOAuthClient(config, { breaker }), ledger };
  }
  return holder[GLOBAL_KEY];
}

const client = () => instance().client;

/** Whether the service accepts this app's client credentials, as the store's ledger knows it. */
export async function credentialStatus(): Promise<CredentialStatus | null> {
  return instance().ledger?.status() ?? null;
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
