import 'server-only';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { ApiError, catalogueError } from '@/lib/partner';
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

/**
 * A store call of the refresh: a failure of the store itself (unreachable, a statement refused) is
 * `503 store_unavailable`, a transient error the person may retry. It says nothing about the tokens,
 * so it never ends the connection; it is reported to the operator once here.
 */
async function inStore<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    console.error(
      `[store] A token refresh could not ${what}:`,
      error instanceof Error ? error.message : error,
    );
    throw catalogueError('store_unavailable');
  }
}

/** How many times a new pair is written before it is given up (the store failing meanwhile). */
const STORE_ATTEMPTS = 3;

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
        // Should the store fail here, the lease runs out with no new pair, which forgets them too.
        await forgetTokens(db, idHash, { leaseOwner: owner }).catch(() => undefined);
        throw needsReconnect();
      }
      // A definite refusal that did not spend the token (rate limit, locked-out client, not sent at all).
      await db
        .query(
          'UPDATE sessions SET lease_owner = NULL, lease_until = NULL WHERE id_hash = $1 AND lease_owner = $2',
          [idHash, owner],
        )
        .catch(() => undefined); // the lease runs out instead
      throw error;
    }
    // The service rotated the pair: the new one is written, through a store that fails for a moment too.
    let failure: unknown = null;
    for (let attempt = 1; attempt <= STORE_ATTEMPTS; attempt += 1) {
      try {
        if (await store(idHash, tokens)) return tokens.accessToken;
        failure = null; // the row changed under the lease (deleted, or reset): nothing to keep it in
        break;
      } catch (error) {
        failure = error;
        if (attempt < STORE_ATTEMPTS) await sleep(pollMaxMs * attempt);
      }
    }
    // The new pair could not be kept, and the old one is spent: the person reconnects.
    await forgetTokens(db, idHash, { leaseOwner: owner }).catch(() => undefined);
    if (failure !== null) await inStore('keep the new token pair', () => Promise.reject(failure));
    throw needsReconnect();
  }

  async function viaLease(idHash: string, request: RefreshRequest): Promise<string> {
    let pause = pollMinMs;
    for (;;) {
      const row = await inStore('read the connection', () => readRow(db, idHash));
      if (!row) throw notConnected();
      const pair = await inStore('open the token pair', () => openPair(db, sealer, row));
      if (pair.access !== request.staleAccessToken) return pair.access;
      if (row.lease_owner === null) {
        if (await inStore('take the lease', () => claim(row)))
          return refreshAsHolder(idHash, pair.refresh, request);
        continue; // another worker moved first: read its state
      }
      if (!row.lease_live) {
        // The holder died mid-refresh (its lease ran out with no new pair): whether the service rotated
        // the token is unknown, so the person reconnects. Waiting cost at most the lease.
        await inStore('forget a spent pair', () => forgetTokens(db, idHash, { version: row.version }));
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
