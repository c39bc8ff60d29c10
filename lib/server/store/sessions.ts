import 'server-only';
import type { Sealer } from './crypto';
import type { Db } from './db';
import {
  forgetTokens,
  newSessionId,
  notConnected,
  openPair,
  readRow,
  sealPair,
  sessionKey,
  splitScopes,
  type SessionStatus,
} from './session-rows';
import type { TokenSet } from './tokens';
import { createViewCache, type ViewCacheOptions } from './view-cache';

// Sessions: a random id in the browser's cookie, its hash as the key of one connection row holding the
// sealed token pair, a snapshot of the user's profile and the connection's status.

export type SessionProfile = { username?: string | null; wallet?: string | null };

/** What callers other than the proxy see of a session: never a token. */
export type SessionView = {
  username: string | null;
  wallet: string | null;
  scopes: string[];
  status: SessionStatus;
  accessExpiresAt: Date;
  refreshExpiresAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

/** The connection's current pair, for the proxy. `version` counts rotations. */
export type StoredTokens = TokenSet & { version: number };

export type SessionStore = ReturnType<typeof createSessionStore>;

export type SessionStoreOptions = {
  /** The memory of recent lookups (view-cache.ts); `false` reads the store every time. */
  viewCache?: ViewCacheOptions | false;
};

export function createSessionStore(db: Db, sealer: Sealer, options: SessionStoreOptions = {}) {
  const views = options.viewCache === false ? null : createViewCache<SessionView>(options.viewCache);
  const forget = (idHash: string) => views?.delete(idHash);
  return {
    async createSession(tokens: TokenSet, profile: SessionProfile = {}): Promise<{ sessionId: string }> {
      const sessionId = newSessionId();
      const idHash = sessionKey(sessionId) ?? '';
      const sealed = sealPair(sealer, idHash, tokens);
      await db.query(
        `INSERT INTO sessions (id_hash, username, wallet, scopes, access_token, refresh_token,
           access_expires_at, refresh_expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          idHash,
          profile.username ?? null,
          profile.wallet ?? null,
          tokens.scopes.join(' '),
          sealed.access,
          sealed.refresh,
          tokens.accessExpiresAt,
          tokens.refreshExpiresAt,
        ],
      );
      return { sessionId };
    },

    /** The session's view, remembered for a few seconds in this instance. */
    async getSession(sessionId: string): Promise<SessionView | null> {
      const idHash = sessionKey(sessionId);
      if (idHash === null) return null;
      const known = views?.get(idHash);
      if (known) return known;
      const row = await readRow(db, idHash);
      if (!row) return null;
      const view: SessionView = {
        username: row.username,
        wallet: row.wallet,
        scopes: splitScopes(row.scopes),
        status: row.status,
        accessExpiresAt: row.access_expires_at,
        refreshExpiresAt: row.refresh_expires_at,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      };
      views?.set(idHash, view);
      return view;
    },

    /** Drops this instance's memory of a session whose status changed elsewhere in this process. */
    forgetView(sessionId: string): void {
      const idHash = sessionKey(sessionId);
      if (idHash !== null) forget(idHash);
    },

    /** The token pair for the proxy; throws `not_connected` or `needs_reconnect` when there is none. */
    async readTokens(sessionId: string): Promise<StoredTokens> {
      const idHash = sessionKey(sessionId);
      const row = idHash === null ? null : await readRow(db, idHash);
      if (!row) throw notConnected();
      const pair = await openPair(db, sealer, row);
      return {
        accessToken: pair.access,
        refreshToken: pair.refresh,
        accessExpiresAt: row.access_expires_at,
        refreshExpiresAt: row.refresh_expires_at,
        scopes: splitScopes(row.scopes),
        version: row.version,
      };
    },

    async updateProfile(sessionId: string, profile: SessionProfile): Promise<boolean> {
      const idHash = sessionKey(sessionId);
      if (idHash === null) return false;
      forget(idHash);
      const rows = await db.query(
        `UPDATE sessions SET username = $2, wallet = $3, updated_at = now() WHERE id_hash = $1 RETURNING version`,
        [idHash, profile.username ?? null, profile.wallet ?? null],
      );
      return rows.length > 0;
    },

    async deleteSession(sessionId: string): Promise<boolean> {
      const idHash = sessionKey(sessionId);
      if (idHash === null) return false;
      forget(idHash);
      const rows = await db.query('DELETE FROM sessions WHERE id_hash = $1 RETURNING id_hash', [idHash]);
      return rows.length > 0;
    },

    /** The connection must be authorized again; its tokens are forgotten. */
    async markNeedsReconnect(sessionId: string): Promise<boolean> {
      const idHash = sessionKey(sessionId);
      if (idHash === null) return false;
      forget(idHash);
      return forgetTokens(db, idHash);
    },
  };
}
