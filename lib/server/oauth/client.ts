import 'server-only';
import * as oauth from 'oauth4webapi';
import { ApiError, catalogueError, oauthTokenResponseSchema } from '@/lib/partner';
import type { ServerConfig } from '@/lib/server/config';
import { RefreshOutcomeUnknownError, type TokenSet } from '@/lib/server/store/tokens';
import { authorizationRequest, validateCallback } from './authorize';
import { literalBasicAuth } from './basic-auth';
import { CredentialBreaker } from '../partner/breaker';
import { lostError, UpstreamLostError } from '../partner/transport';
import { errorFromResponse } from './errors';
import { oauthSettings } from './settings';

// The OAuth client of the partner service: oauth4webapi for the protocol, our literal HTTP Basic for
// client authentication, the breaker in front of every token and revoke call, and lib/partner's schema
// for token responses. Errors carry no token and no key.

export type OAuthClientOptions = {
  breaker?: CredentialBreaker;
  timeoutMs?: number;
  now?: () => number;
};

export type CallbackInput = {
  /** The callback URL as received, or its query parameters. */
  callback: URL | URLSearchParams;
  /** The state and verifier kept from `buildAuthorizationRequest`. */
  state: string;
  codeVerifier: string;
};

const ACCESS_TOKEN_PREFIX = 'svc_at_';

class InvalidTokenResponse extends Error {}

export type OAuthClient = ReturnType<typeof createOAuthClient>;

export function createOAuthClient(config: ServerConfig, options: OAuthClientOptions = {}) {
  const settings = oauthSettings(config);
  const breaker = options.breaker ?? new CredentialBreaker();
  const timeoutMs = options.timeoutMs ?? 10_000;
  const now = options.now ?? Date.now;
  const auth = literalBasicAuth(settings.clientId, settings.apiKey);
  const http = () => ({
    [oauth.allowInsecureRequests]: settings.insecureLoopback,
    [oauth.customFetch]: async (url: string, init: oauth.CustomFetchOptions<'POST', URLSearchParams>) => {
      try {
        return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        throw lostError(error);
      }
    },
  });

  function tokenSet(json: unknown): TokenSet {
    const parsed = oauthTokenResponseSchema.safeParse(json);
    if (!parsed.success) throw new InvalidTokenResponse();
    const body = parsed.data;
    if (!body.access_token.startsWith(ACCESS_TOKEN_PREFIX) || body.token_type.toLowerCase() !== 'bearer')
      throw new InvalidTokenResponse();
    return {
      accessToken: body.access_token,
      refreshToken: body.refresh_token,
      accessExpiresAt: new Date(now() + body.expires_in * 1000),
      refreshExpiresAt: null,
      scopes: body.scope.split(' ').filter(Boolean),
    };
  }

  /** Sends one token or revoke request; a non-2xx answer becomes an `ApiError`. */
  async function send(request: () => Promise<Response>): Promise<Response> {
    const response = await request();
    if (response.status >= 300) throw await errorFromResponse(response);
    return response;
  }

  return {
    buildAuthorizationRequest: (input: { returnTo?: string | null } = {}) =>
      authorizationRequest(settings, input),

    /** `beforeSend` runs once the callback is checked, just before the token request is sent. */
    async exchangeCode(
      { callback, state, codeVerifier }: CallbackInput,
      beforeSend?: () => Promise<void>,
    ): Promise<TokenSet> {
      const params = validateCallback(settings, callback, state);
      await beforeSend?.();
      return breaker.run(async () => {
        try {
          const response = await send(() =>
            oauth.authorizationCodeGrantRequest(
              settings.as,
              settings.client,
              auth,
              params,
              settings.redirectUri,
              codeVerifier,
              http(),
            ),
          );
          return tokenSet(
            await oauth.processAuthorizationCodeResponse(settings.as, settings.client, response),
          );
        } catch (error) {
          if (error instanceof ApiError) throw error;
          throw catalogueError('internal');
        }
      });
    },

    /** Throws `RefreshOutcomeUnknownError` when the service may have rotated the token but its answer was lost. */
    async refreshTokens(refreshToken: string): Promise<TokenSet> {
      return breaker.run(async () => {
        let response: Response;
        try {
          response = await oauth.refreshTokenGrantRequest(
            settings.as,
            settings.client,
            auth,
            refreshToken,
            http(),
          );
        } catch (error) {
          if (error instanceof UpstreamLostError && error.sent)
            throw new RefreshOutcomeUnknownError('no answer');
          throw catalogueError('internal'); // never sent
        }
        if (response.status >= 400 && response.status < 500) throw await errorFromResponse(response);
        if (response.status !== 200) {
          await response.body?.cancel().catch(() => undefined);
          throw new RefreshOutcomeUnknownError(`HTTP ${response.status}`);
        }
        try {
          return tokenSet(await oauth.processRefreshTokenResponse(settings.as, settings.client, response));
        } catch {
          throw new RefreshOutcomeUnknownError('unreadable answer');
        }
      });
    },

    /** RFC 7009 revocation; `hint` says which kind of token it is. */
    async revoke(token: string, hint?: 'access_token' | 'refresh_token'): Promise<void> {
      await breaker.run(async () => {
        try {
          const additionalParameters = hint ? { token_type_hint: hint } : undefined;
          const response = await send(() =>
            oauth.revocationRequest(settings.as, settings.client, auth, token, {
              ...http(),
              additionalParameters,
            }),
          );
          await oauth.processRevocationResponse(response);
        } catch (error) {
          if (error instanceof ApiError) throw error;
          throw catalogueError('internal');
        }
      });
    },
  };
}
