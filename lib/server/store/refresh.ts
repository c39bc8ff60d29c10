import 'server-only';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { ApiError } from '@/lib/partner';
import type { Sealer } from './crypto';
import type { Db } from './db';
import {
  forgetTokens,
  needsReconnect,
  notConnected,
  openPair,
  readRow,
  sealPair,
  sessionKey,
  type SessionRow,
} from './session-rows';
import type { TokenSet } from './tokens';

// "Refresh, never twice": a rotated-out refresh token replayed to the service revokes the whole
// connection, so correctness lives in the store, not in process memory. A worker claims a lease on the
// row by compare-and-set on `version`; only the holder sends the refresh token, once; everyone else
// waits for the version to advance and reuses the new pair. When the answer to a refresh is lost, or a
// lease runs out with no new pair (its holder died mid-refresh), the old token may already be rotated
// out: the connection goes to `needs_reconnect` and the token is forgotten, never resent.
// An in-process single-flight map on top saves database round trips; it is not what makes it safe.

export type RefreshRequest = {
  /** The access token the caller used and saw rejected (or about to expire). */
  staleAccessToken: string;
  /** Sends the refresh grant; throws `RefreshOutcomeUnknownError` when its answer was lost. */
  refresh: (refreshToken: string) => Promise<TokenSet>;
};

export type RefresherOptions = {
  /** Identifies this worker in `lease_owner`. */
  owner?: string;
  /** How long a holder may take; a waiter waits on a lease until it runs out, never longer. */
  leaseMs?: number;
  pollMinMs?: number;
  pollMaxMs?: number;
  /** The in-process efficiency layer; tests turn it off to prove the lease alone is enough. */
  singleFlight?: boolean;
};

export type Refresher = ReturnType<typeof createRefresher>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Whether the refresh token must be considered spent. Only an `ApiError` is a definite answer (from the
 * service, or a local refusal before sending); of those, `invalid_grant` says the token is dead. Anything
 * else — `RefreshOutcomeUnknownError` or an unexpected failure — leaves the outcome unknown.
 */
function isSpent(error: unknown): boolean {
  return !(error instanceof ApiError) || error.code === 'invalid_grant';
}

export function createRefresher(db: Db, sealer: Sealer, options: RefresherOptions = {}) {
  const owner = options.owner ?? `${hostname()}:${process.pid}:${randomUUID()}`;
  // The refresh call itself gives up after 10 s (lib/server/oauth/client.ts), so 15 s covers a live holder.
  const leaseMs = options.leaseMs ?? 15_000;
  const pollMinMs = options.pollMinMs ?? 20;
  const pollMaxMs = options.pollMaxMs ?? 250;
  const inFlight = new Map<string, Promise<string>>();

  async function claim(row: SessionRow): Promise<boolean> {
    const rows = await db.query(
      `UPDATE sessions SET lease_owner = $2, lease_until = now() + $3::integer * interval '1 millisecond'
       WHERE id_hash = $1 AND version = $4 AND status = 'active' AND lease_owner IS NULL
       RETURNING version`,
      [row.id_hash, owner, leaseMs, row.version],
    );
    return rows.length > 0;
  }

  async function store(idHash: string, tokens: TokenSet): Promise<boolean> {
    const sealed = sealPair(sealer, idHash, tokens);
    const rows = await db.query(
      `UPDATE sessions SET access_token = $3, refresh_token = $4, access_expires_at = $5,
         refresh_expires_at = COALESCE($6, refresh_expires_at), scopes = $7, version = version + 1,
         lease_owner = NULL, lease_until = NULL, updated_at = now()
       WHERE id_hash = $1 AND lease_owner = $2 AND status = 'active'
       RETURNING version`,
      [
        idHash,
        owner,
        sealed.access,
        sealed.refresh,
        tokens.accessExpiresAt,
        tokens.refreshExpiresAt,
        tokens.scopes.join(' '),
      ],
    );
    return rows.length > 0;
  }

  /** The lease holder: sends the refresh token exactly once. */
  async function refreshAsHolder(
    idHash: string,
    refreshToken: string,
    request: RefreshRequest,
  ): Promise<string> {
    let tokens: TokenSet;
    try {
      tokens = await request.refresh(refreshToken);
    } catch (error) {
      if (isSpent(error)) {
        await forgetTokens(db, idHash, { leaseOwner: owner });
        throw needsReconnect();
      }
      // A definite refusal that did not spend the token (rate limit, locked-out client, not sent at all).
      await db.query(
        'UPDATE sessions SET lease_owner = NULL, lease_until = NULL WHERE id_hash = $1 AND lease_owner = $2',
        [idHash, owner],
      );
      throw error;
    }
    let stored = false;
    try {
      stored = await store(idHash, tokens);
    } finally {
      // The new pair could not be kept, and the old one is spent.
      if (!stored) await forgetTokens(db, idHash, { leaseOwner: owner }).catch(() => undefined);
    }
    if (!stored) throw needsReconnect();
    return tokens.accessToken;
  }

  async function viaLease(idHash: string, request: RefreshRequest): Promise<string> {
    let pause = pollMinMs;
    for (;;) {
      const row = await readRow(db, idHash);
      if (!row) throw notConnected();
      const pair = await openPair(db, sealer, row);
      if (pair.access !== request.staleAccessToken) return pair.access;
      if (row.lease_owner === null) {
        if (await claim(row)) return refreshAsHolder(idHash, pair.refresh, request);
        continue; // another worker moved first: read its state
      }
      if (!row.lease_live) {
        // The holder died mid-refresh (its lease ran out with no new pair): whether the service rotated
        // the token is unknown, so the person reconnects. Waiting cost at most the lease.
        await forgetTokens(db, idHash, { version: row.version });
        throw needsReconnect();
      }
      await sleep(pause);
      pause = Math.min(pause * 2, pollMaxMs);
    }
  }

  /** A usable access token newer than `staleAccessToken`, refreshing at most once across all workers. */
  async function withFreshAccessToken(sessionId: string, request: RefreshRequest): Promise<string> {
    const idHash = sessionKey(sessionId);
    if (idHash === null) throw notConnected();
    if (options.singleFlight === false) return viaLease(idHash, request);
    const running = inFlight.get(idHash);
    if (running) return running;
    const flight = viaLease(idHash, request).finally(() => inFlight.delete(idHash));
    inFlight.set(idHash, flight);
    return flight;
  }

  return { withFreshAccessToken };
}
