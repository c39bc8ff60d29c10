import type { Scope } from '@/lib/partner';
import type { AccessGrant } from '../core/modules';
import type { Sim } from '../core/sim';
import { ACCESS_TOKEN_PREFIX, REFRESH_TOKEN_PREFIX, randomToken, storageKey } from './crypto';

/** Authorization codes live this long on the simulator clock. */
export const CODE_TTL_SECONDS = 60n;

/** What an authorization code binds: the app, the exact redirect URI, the user, the scopes, PKCE. */
export interface CodeGrant {
  clientId: string;
  redirectUri: string;
  userId: string;
  scopes: Scope[];
  codeChallenge: string | null;
}

interface StoredCode extends CodeGrant {
  expiresAtUnix: bigint;
  used: boolean;
}

interface StoredToken {
  clientId: string;
  userId: string;
  scopes: Scope[];
  expiresAtUnix: bigint;
  /** Access tokens are `active` or `revoked`; a used refresh token becomes `rotated`. */
  state: 'active' | 'rotated' | 'revoked';
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  scopes: Scope[];
}

export type CodeProblem = 'unknown' | 'used' | 'expired';
export type RefreshProblem = 'unknown' | 'other_client' | 'revoked' | 'expired' | 'replayed';

const connectionKey = (clientId: string, userId: string) => `${clientId}\n${userId}`;

/**
 * Codes, tokens and connections of one world. Secrets are stored under their SHA-256. A connection is
 * one user's tokens for one app; revoking it revokes every access and refresh token in it.
 */
export class OAuthStore {
  readonly #codes = new Map<string, StoredCode>();
  readonly #access = new Map<string, StoredToken>();
  readonly #refresh = new Map<string, StoredToken>();
  readonly #connections = new Map<string, { access: string[]; refresh: string[] }>();

  constructor(private readonly sim: Sim) {}

  issueCode(grant: CodeGrant): string {
    const code = randomToken();
    this.#codes.set(storageKey(code), {
      ...grant,
      expiresAtUnix: this.sim.nowUnix() + CODE_TTL_SECONDS,
      used: false,
    });
    this.sim.stats.oauth.codesIssued += 1;
    return code;
  }

  /** Takes a code for good: it is spent at its first presentation, whatever the outcome of the exchange. */
  redeemCode(code: string): CodeGrant | CodeProblem {
    const stored = this.#codes.get(storageKey(code));
    if (!stored) return 'unknown';
    if (stored.used) return 'used';
    stored.used = true;
    if (this.sim.nowUnix() >= stored.expiresAtUnix) return 'expired';
    return stored;
  }

  /** A new access and refresh token pair; lifetimes are read from the configuration now. */
  issueTokens(clientId: string, userId: string, scopes: Scope[]): IssuedTokens {
    const { accessTokenTtlSeconds, refreshTokenTtlSeconds } = this.sim.config;
    const now = this.sim.nowUnix();
    const accessToken = randomToken(ACCESS_TOKEN_PREFIX);
    const refreshToken = randomToken(REFRESH_TOKEN_PREFIX);
    const base = { clientId, userId, scopes: [...scopes], state: 'active' as const };
    const accessKey = storageKey(accessToken);
    const refreshKey = storageKey(refreshToken);
    this.#access.set(accessKey, { ...base, expiresAtUnix: now + BigInt(accessTokenTtlSeconds) });
    this.#refresh.set(refreshKey, { ...base, expiresAtUnix: now + BigInt(refreshTokenTtlSeconds) });
    const key = connectionKey(clientId, userId);
    const connection = this.#connections.get(key) ?? { access: [], refresh: [] };
    connection.access.push(accessKey);
    connection.refresh.push(refreshKey);
    this.#connections.set(key, connection);
    this.sim.stats.oauth.tokensIssued += 1;
    return { accessToken, refreshToken, expiresIn: accessTokenTtlSeconds, scopes: [...scopes] };
  }

  /**
   * Rotates a refresh token: the old one stops working, the old access token keeps working until it
   * expires. Presenting a rotated-out token again revokes the whole connection.
   */
  refresh(refreshToken: string, clientId: string): IssuedTokens | RefreshProblem {
    const stored = this.#refresh.get(storageKey(refreshToken));
    if (!stored) return 'unknown';
    if (stored.clientId !== clientId) return 'other_client';
    if (stored.state === 'revoked') return 'revoked';
    if (stored.state === 'rotated') {
      this.sim.stats.oauth.replaysDetected += 1;
      this.revokeConnection(stored.clientId, stored.userId);
      return 'replayed';
    }
    if (this.sim.nowUnix() >= stored.expiresAtUnix) return 'expired';
    stored.state = 'rotated';
    this.sim.stats.oauth.refreshes += 1;
    return this.issueTokens(stored.clientId, stored.userId, stored.scopes);
  }

  /** The owner of an access or refresh token, whatever its state; null when unknown. */
  ownerOf(token: string): { clientId: string; userId: string } | null {
    const key = storageKey(token);
    return this.#access.get(key) ?? this.#refresh.get(key) ?? null;
  }

  /** Revokes every token of the user for the app; counts a revocation when anything was still usable. */
  revokeConnection(clientId: string, userId: string): void {
    const connection = this.#connections.get(connectionKey(clientId, userId));
    if (!connection) return;
    let changed = false;
    for (const [keys, map] of [
      [connection.access, this.#access],
      [connection.refresh, this.#refresh],
    ] as const) {
      for (const key of keys) {
        const token = map.get(key);
        if (token && token.state !== 'revoked') {
          token.state = 'revoked';
          changed = true;
        }
      }
    }
    if (changed) this.sim.stats.oauth.connectionsRevoked += 1;
  }

  /** What an access token grants; null when unknown, expired, revoked, or its client is suspended. */
  verifyAccess(token: string): AccessGrant | null {
    const stored = this.#access.get(storageKey(token));
    if (!stored || stored.state !== 'active' || this.sim.nowUnix() >= stored.expiresAtUnix) return null;
    const client = this.sim.clients.get(stored.clientId);
    if (!client || client.suspended) return null;
    return { clientId: stored.clientId, userId: stored.userId, scopes: [...stored.scopes] };
  }
}
