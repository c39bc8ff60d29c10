import 'server-only';
import type { Sealer } from './crypto';
import type { Db } from './db';
import {
  DEFAULT_LIFETIME,
  forgetTokens,
  isExpired,
  newSessionId,
  notConnected,
  openPair,
  readRow,
  sealPair,
  sessionKey,
  splitScopes,
  type SessionLifetime,
  type SessionRow,
  type SessionStatus,
} from './session-rows';
import type { TokenSet } from './tokens';
import { createViewCache, type ViewCacheOptions } from './view-cache';

// Sessions: a random id in the browser's cookie, its hash as the key of one connection row holding the
// sealed token pair, a snapshot of the user's profile and the connection's status. A session ends when
// it has not been used for its idle lifetime, or its absolute lifetime after it was made: from then on
// it reads as absent, and the sweep (auth/session-sweep.ts) revokes its tokens and deletes it.

/** How stale a session's `last_seen_at` may get before a use writes it again (one write per few minutes). */
export const TOUCH_MS = 5 * 60_000;

/** `unread`: the connection may read its profile, but the read failed (at login), so it is not known. */
export type SessionProfile = { username?: string | null; wallet?: string | null; unread?: boolean };

/** What callers other than the proxy see of a session: never a token. */
export type SessionView = {
  username: string | null;
  wallet: string | null;
  /** The connection may read its profile but its read at login failed: read it when first needed. */
  profileUnread: boolean;
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
  /** Idle and absolute lifetimes (7 and 30 days unless configured). */
  lifetime?: SessionLifetime;
  /** The sealer of the secret SESSION_SECRET replaced: it opens old pairs only to revoke them. */
  previousSealer?: Sealer | null;
  /** This server's clock (tests move it past a lifetime). */
  now?: () => number;
};

/** A session the sweep ends: its key, and its token pair when a secret still opens it (to revoke). */
export type EndingSession = { idHash: string; pair: { access: string; refresh: string } | null };

const SWEEP_BATCH = 200;

export function createSessionStore(db: Db, sealer: Sealer, options: SessionStoreOptions = {}) {
  const views = options.viewCache === false ? null : createViewCache<SessionView>(options.viewCache);
  const forget = (idHash: string) => views?.delete(idHash);
  const lifetime = options.lifetime ?? DEFAULT_LIFETIME;
  const now = options.now ?? Date.now;
  const expired = (row: SessionRow) => isExpired(row, lifetime, now());

  /** The pair in the clear under this secret or the previous one; null when neither opens it. */
  function unseal(row: Pick<SessionRow, 'id_hash' | 'access_token' | 'refresh_token'>) {
    if (row.access_token === null || row.refresh_token === null) return null;
    for (const candidate of [sealer, options.previousSealer ?? null]) {
      if (!candidate) continue;
      try {
        return {
          access: candidate.open(row.access_token, `access:${row.id_hash}`),
          refresh: candidate.open(row.refresh_token, `refresh:${row.id_hash}`),
        };
      } catch {
        // the next secret, if any
      }
    }
    return null;
  }
  return {
    async createSession(tokens: TokenSet, profile: SessionProfile = {}): Promise<{ sessionId: string }> {
      const sessionId = newSessionId();
      const idHash = sessionKey(sessionId) ?? '';
      const sealed = sealPair(sealer, idHash, tokens);
      await db.query(
        `INSERT INTO sessions (id_hash, username, wallet, profile_unread, scopes, access_token, refresh_token,
           access_expires_at, refresh_expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          idHash,
          profile.username ?? null,
          profile.wallet ?? null,
          profile.unread ?? false,
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
      if (!row || expired(row)) return null;
      if (now() - row.last_seen_at.getTime() >= TOUCH_MS)
        await db.query('UPDATE sessions SET last_seen_at = $2 WHERE id_hash = $1', [idHash, new Date(now())]);
      const view: SessionView = {
        username: row.username,
        wallet: row.wallet,
        profileUnread: row.profile_unread,
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

    /**
     * When the session's access token expires, from the view this instance remembers or the row (its
     * tokens are not opened, and it does not count as the person being seen); null when there is none.
     */
    async accessExpiresAt(sessionId: string): Promise<Date | null> {
      const idHash = sessionKey(sessionId);
      if (idHash === null) return null;
      const known = views?.get(idHash);
      if (known) return known.accessExpiresAt;
      const row = await readRow(db, idHash);
      return row && !expired(row) ? row.access_expires_at : null;
    },

    /** The token pair for the proxy; throws `not_connected` or `needs_reconnect` when there is none. */
    async readTokens(sessionId: string): Promise<StoredTokens> {
      const idHash = sessionKey(sessionId);
      const row = idHash === null ? null : await readRow(db, idHash);
      if (!row || expired(row)) throw notConnected();
      const pair = await openPair(db, sealer, row).catch((error: unknown) => {
        forget(row.id_hash);
        throw error;
      });
      return {
        accessToken: pair.access,
        refreshToken: pair.refresh,
        accessExpiresAt: row.access_expires_at,
        refreshExpiresAt: row.refresh_expires_at,
        scopes: splitScopes(row.scopes),
        version: row.version,
      };
    },

    /** The profile as read from the service (so no longer unread). */
    async updateProfile(sessionId: string, profile: SessionProfile): Promise<boolean> {
      const idHash = sessionKey(sessionId);
      if (idHash === null) return false;
      forget(idHash);
      const rows = await db.query(
        `UPDATE sessions SET username = $2, wallet = $3, profile_unread = false, updated_at = now()
         WHERE id_hash = $1 RETURNING version`,
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

    /**
     * Up to a batch of sessions to end: those past a lifetime, those whose pair opened under no secret on
     * a read (`revoked`), and active ones whose pair this secret no longer opens (SESSION_SECRET
     * changed). Each with its pair when this or the previous secret opens it, so that it can be revoked.
     */
    async endingSessions(): Promise<EndingSession[]> {
      const rows = await db.query<SessionRow>(
        `SELECT id_hash, access_token, refresh_token, created_at, last_seen_at, status FROM sessions
         WHERE status = 'revoked' OR created_at <= $1 OR last_seen_at <= $2
         ORDER BY last_seen_at LIMIT $3`,
        [new Date(now() - lifetime.absoluteMs), new Date(now() - lifetime.idleMs), SWEEP_BATCH],
      );
      const ending = rows.map((row) => ({ idHash: row.id_hash, pair: unseal(row) }));
      const found = new Set(ending.map((e) => e.idHash));
      // Active pairs this secret cannot open: read in pages, checked here (no key id is stored).
      let after = '';
      for (;;) {
        const page = await db.query<SessionRow>(
          `SELECT id_hash, access_token, refresh_token FROM sessions
           WHERE status = 'active' AND access_token IS NOT NULL AND id_hash > $1 ORDER BY id_hash LIMIT $2`,
          [after, SWEEP_BATCH * 5],
        );
        for (const row of page) {
          try {
            sealer.open(row.access_token ?? '', `access:${row.id_hash}`);
            sealer.open(row.refresh_token ?? '', `refresh:${row.id_hash}`);
          } catch {
            if (!found.has(row.id_hash) && ending.length < SWEEP_BATCH * 2)
              ending.push({ idHash: row.id_hash, pair: unseal(row) });
          }
        }
        if (page.length < SWEEP_BATCH * 5) break;
        after = page.at(-1)!.id_hash;
      }
      return ending;
    },

    /**
     * The pair to revoke as a connection ends: under this secret or the previous one, whatever the
     * session's lifetime or status; null when there is none (never connected, forgotten, or unreadable).
     */
    async pairToRevoke(sessionId: string): Promise<{ access: string; refresh: string } | null> {
      const idHash = sessionKey(sessionId);
      const row = idHash === null ? null : await readRow(db, idHash);
      return row ? unseal(row) : null;
    },

    /** Deletes a session by its key (the sweep knows no session id). */
    async deleteByKey(idHash: string): Promise<boolean> {
      forget(idHash);
      const rows = await db.query('DELETE FROM sessions WHERE id_hash = $1 RETURNING id_hash', [idHash]);
      return rows.length > 0;
    },

    /**
     * Marks a session as a widget's, made for a host page on `origin` (already checked against the
     * allowed origins): the trades it makes are reported with that origin.
     */
    async bindEmbedOrigin(sessionId: string, origin: string): Promise<boolean> {
      const idHash = sessionKey(sessionId);
      if (idHash === null) return false;
      const rows = await db.query(
        `UPDATE sessions SET embed_origin = $2 WHERE id_hash = $1 RETURNING id_hash`,
        [idHash, origin],
      );
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
