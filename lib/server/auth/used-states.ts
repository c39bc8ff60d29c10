import 'server-only';
import { createHash } from 'node:crypto';
import type { Db } from '../store/db';

// The pending-login cookie is single-use in the browser, but a replayed request still carries it. The
// callback therefore records each state it answers, in the store (so every instance sees it), before the
// code is exchanged: the second answer to the same state never reaches the token endpoint.

const hash = (state: string) => createHash('sha256').update(state, 'utf8').digest('base64url');

/**
 * Claims `state` for this callback; false when it was already answered. The record lasts until the
 * pending authorization itself expires (`expiresAt`, epoch milliseconds), when the cookie is refused anyway.
 */
export async function claimState(db: Db, state: string, expiresAt: number): Promise<boolean> {
  await db.query('DELETE FROM oauth_used_states WHERE expires_at <= now()');
  const rows = await db.query(
    `INSERT INTO oauth_used_states (state_hash, expires_at) VALUES ($1, to_timestamp($2::double precision / 1000))
     ON CONFLICT (state_hash) DO NOTHING RETURNING state_hash`,
    [hash(state), expiresAt + 60_000],
  );
  return rows.length > 0;
}
