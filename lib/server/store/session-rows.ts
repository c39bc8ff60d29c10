import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { catalogueError } from '@/lib/partner';
import { SealError, type Sealer } from './crypto';
import type { Queryable } from './db';
import type { TokenSet } from './tokens';

// The sessions table as rows, and the pieces the session API and the refresher share: ids, their
// hashes, and sealing token pairs bound to their row.

export type SessionStatus = 'active' | 'needs_reconnect' | 'revoked';

export type SessionRow = {
  id_hash: string;
  username: string | null;
  wallet: string | null;
  profile_unread: boolean;
  scopes: string;
  access_token: string | null;
  refresh_token: string | null;
  access_expires_at: Date;
  refresh_expires_at: Date | null;
  status: SessionStatus;
  version: number;
  lease_owner: string | null;
  /** Computed by the database clock: a lease is held and has not run out. */
  lease_live: boolean;
  created_at: Date;
  updated_at: Date;
  last_seen_at: Date;
};

/** How long a session lasts: `idleMs` after its last use, `absoluteMs` after it was made. */
export type SessionLifetime = { idleMs: number; absoluteMs: number };

export const DEFAULT_LIFETIME: SessionLifetime = { idleMs: 7 * 86_400_000, absoluteMs: 30 * 86_400_000 };

/** Whether the session has outlived either of its lifetimes at `now`. */
export function isExpired(
  row: Pick<SessionRow, 'created_at' | 'last_seen_at'>,
  lifetime: SessionLifetime,
  now: number,
): boolean {
  return (
    now - row.created_at.getTime() >= lifetime.absoluteMs ||
    now - row.last_seen_at.getTime() >= lifetime.idleMs
  );
}

const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/** A new session id: 32 random bytes, base64url (the cookie value; never stored). */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** The key a session is stored under, so a leaked table holds no live cookie. Null for a malformed id. */
export function sessionKey(sessionId: string): string | null {
  if (!SESSION_ID.test(sessionId)) return null;
  return createHash('sha256').update(sessionId, 'utf8').digest('base64url');
}

export async function readRow(db: Queryable, idHash: string): Promise<SessionRow | null> {
  const rows = await db.query<SessionRow>(
    `SELECT *, (lease_owner IS NOT NULL AND lease_until > now()) AS lease_live FROM sessions WHERE id_hash = $1`,
    [idHash],
  );
  return rows[0] ?? null;
}

export type SealedPair = { access: string; refresh: string };

export function sealPair(
  sealer: Sealer,
  idHash: string,
  tokens: Pick<TokenSet, 'accessToken' | 'refreshToken'>,
): SealedPair {
  return {
    access: sealer.seal(tokens.accessToken, `access:${idHash}`),
    refresh: sealer.seal(tokens.refreshToken, `refresh:${idHash}`),
  };
}

/**
 * The row's token pair in the clear, or a `needs_reconnect` error when it has none. A pair that does
 * not open (tampered with, or SESSION_SECRET changed) is reported to the operator and the connection
 * ended: `revoked`, its sealed pair kept only until the sweep (auth/session-sweep.ts) has revoked at the
 * service what a previous secret still opens, then deleted.
 */
export async function openPair(
  db: Queryable,
  sealer: Sealer,
  row: SessionRow,
): Promise<{ access: string; refresh: string }> {
  if (row.status !== 'active' || row.access_token === null || row.refresh_token === null)
    throw needsReconnect();
  try {
    return {
      access: sealer.open(row.access_token, `access:${row.id_hash}`),
      refresh: sealer.open(row.refresh_token, `refresh:${row.id_hash}`),
    };
  } catch (error) {
    if (!(error instanceof SealError)) throw error;
    console.error(
      '[store] A stored token failed authentication (tampered with, or SESSION_SECRET changed); the connection was ended.',
    );
    await db.query(
      `UPDATE sessions SET status = 'revoked', version = version + 1, lease_owner = NULL, lease_until = NULL,
         updated_at = now() WHERE id_hash = $1 AND version = $2`,
      [row.id_hash, row.version],
    );
    throw needsReconnect();
  }
}

export function splitScopes(scopes: string): string[] {
  return scopes.split(' ').filter(Boolean);
}

/** Only when the row still matches: the lease holder, or the version that was read. */
export type RowGuard = { leaseOwner?: string; version?: number };

/** Puts the connection in `needs_reconnect` and forgets its tokens, so the refresh token is never sent again. */
export async function forgetTokens(db: Queryable, idHash: string, guard: RowGuard = {}): Promise<boolean> {
  const params: unknown[] = [idHash];
  let where = 'id_hash = $1';
  if (guard.leaseOwner !== undefined) where += ` AND lease_owner = $${params.push(guard.leaseOwner)}`;
  if (guard.version !== undefined) where += ` AND version = $${params.push(guard.version)}`;
  const rows = await db.query(
    `UPDATE sessions SET status = 'needs_reconnect', access_token = NULL, refresh_token = NULL,
       version = version + 1, lease_owner = NULL, lease_until = NULL, updated_at = now()
     WHERE ${where} RETURNING version`,
    params,
  );
  return rows.length > 0;
}

export const notConnected = () => catalogueError('not_connected');
export const needsReconnect = () => catalogueError('needs_reconnect');
