import { catalogueError, type OAuthTokenResponse } from '@/lib/partner';
import type { SimClient } from '../core/types';
import { verifierMatches } from './crypto';
import type { Fields } from './fields';
import type { CodeProblem, IssuedTokens, OAuthStore, RefreshProblem } from './store';

const CODE_PROBLEMS: Record<CodeProblem, string> = {
  unknown: 'Unknown authorization code.',
  used: 'The authorization code was already used.',
  expired: 'The authorization code expired.',
};

const REFRESH_PROBLEMS: Record<RefreshProblem, string> = {
  unknown: 'Unknown refresh token.',
  other_client: 'The refresh token was issued to another app.',
  revoked: 'The refresh token was revoked.',
  expired: 'The refresh token expired.',
  replayed: 'The refresh token was already used; the connection has been revoked. Connect again.',
};

const invalidGrant = (message: string) => catalogueError('invalid_grant', { message });

function required<K extends string>(fields: Fields, names: readonly K[]): Record<K, string> {
  const values = {} as Record<K, string>;
  for (const name of names) {
    const value = fields.get(name);
    if (fields.repeated.includes(name))
      throw catalogueError('invalid_request', { message: `${name} must appear once.` });
    if (value === undefined) throw catalogueError('invalid_request', { message: `${name} is required.` });
    values[name] = value;
  }
  return values;
}

function exchangeCode(store: OAuthStore, client: SimClient, fields: Fields): IssuedTokens {
  const { code, redirect_uri: redirectUri } = required(fields, ['code', 'redirect_uri']);
  const grant = store.redeemCode(code);
  if (typeof grant === 'string') throw invalidGrant(CODE_PROBLEMS[grant]);
  if (grant.clientId !== client.clientId) throw invalidGrant('The code was issued to another app.');
  if (grant.redirectUri !== redirectUri)
    throw invalidGrant('redirect_uri differs from the authorization request.');
  const verifier = fields.get('code_verifier');
  if (grant.codeChallenge === null) {
    if (fields.has('code_verifier')) throw invalidGrant('code_verifier sent, but no code_challenge was.');
  } else if (verifier === undefined) {
    throw invalidGrant('code_verifier is required: the authorization request carried a code_challenge.');
  } else if (!verifierMatches(verifier, grant.codeChallenge)) {
    throw invalidGrant('code_verifier does not match the code_challenge.');
  }
  return store.issueTokens(client.clientId, grant.userId, grant.scopes);
}

function refresh(store: OAuthStore, client: SimClient, fields: Fields): IssuedTokens {
  const { refresh_token: refreshToken } = required(fields, ['refresh_token']);
  // An optional `scope` (narrowing) is accepted and ignored: the new pair keeps the granted scopes.
  const issued = store.refresh(refreshToken, client.clientId);
  if (typeof issued === 'string') throw invalidGrant(REFRESH_PROBLEMS[issued]);
  return issued;
}

/** `POST /oauth/token` for an authenticated client: the two grant types, or an `ApiError` thrown. */
export function grantTokens(store: OAuthStore, client: SimClient, fields: Fields): OAuthTokenResponse {
  const { grant_type: grantType } = required(fields, ['grant_type']);
  let issued: IssuedTokens;
  if (grantType === 'authorization_code') issued = exchangeCode(store, client, fields);
  else if (grantType === 'refresh_token') issued = refresh(store, client, fields);
  else
    throw catalogueError('unsupported_grant_type', {
      message: 'grant_type must be authorization_code or refresh_token.',
    });
  return {
    access_token: issued.accessToken,
    token_type: 'Bearer',
    expires_in: issued.expiresIn,
    refresh_token: issued.refreshToken,
    scope: issued.scopes.join(' '),
  };
}
