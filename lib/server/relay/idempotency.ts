import 'server-only';
import { catalogueError } from '@/lib/partner';
import type { Db } from '../store/db';
import type { StoredResponse } from './respond';

// Writes carry an `Idempotency-Key` per user intent. The first request with a key claims it in the
// database (so every instance sees the claim); the same key again never reaches the upstream: it gets
// the first answer once there is one, and `409 idempotency_in_flight` before. Records last 24 hours.

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
const TTL_HOURS = 24;
/** A claim older than this with no answer belongs to a request that died mid-flight. */
const STALE_SECONDS = 120;

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'replay'; stored: StoredResponse }
  | { kind: 'in_flight' }
  | { kind: 'stale' }
  | { kind: 'mismatch' };

type Row = {
  fingerprint: string;
  state: 'pending' | 'done';
  status: number | null;
  body: string | null;
  headers: string | null;
  expired: boolean;
  stale: boolean;
};

/** The request's key, or `400 invalid_input` when it is missing or malformed. */
export function idempotencyKey(request: Request): string {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (key === null || !KEY_PATTERN.test(key))
    throw catalogueError('invalid_input', {
      message: 'Every write needs an Idempotency-Key header: 8 to 128 letters, digits, "-", "_", "." or ":".',
    });
  return key;
}

function storedOf(row: Row): StoredResponse {
  const headers: unknown = row.headers ? JSON.parse(row.headers) : {};
  return {
    status: row.status ?? 500,
    body: row.body ?? '',
    headers: typeof headers === 'object' && headers !== null ? (headers as Record<string, string>) : {},
  };
}

/** Claims `key` for this session and request content, or says what happened to an earlier claim. */
export async function claimKey(
  db: Db,
  sessionHash: string,
  key: string,
  fingerprint: string,
): Promise<Claim> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const inserted = await db.query(
      `INSERT INTO idempotency_records (session_hash, key, fingerprint, expires_at)
       VALUES ($1, $2, $3, now() + $4::integer * interval '1 hour')
       ON CONFLICT (session_hash, key) DO NOTHING RETURNING key`,
      [sessionHash, key, fingerprint, TTL_HOURS],
    );
    if (inserted.length > 0) return { kind: 'claimed' };
    const [row] = await db.query<Row>(
      `SELECT fingerprint, state, status, body, headers, expires_at <= now() AS expired,
         created_at < now() - $3::integer * interval '1 second' AS stale
       FROM idempotency_records WHERE session_hash = $1 AND key = $2`,
      [sessionHash, key, STALE_SECONDS],
    );
    if (!row) continue; // released in between: claim again
    if (row.expired) {
      await db.query(
        'DELETE FROM idempotency_records WHERE session_hash = $1 AND key = $2 AND expires_at <= now()',
        [sessionHash, key],
      );
      continue;
    }
    if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
    if (row.state === 'done') return { kind: 'replay', stored: storedOf(row) };
    return row.stale ? { kind: 'stale' } : { kind: 'in_flight' };
  }
  return { kind: 'in_flight' };
}

/** Keeps the answer for every later request with the key. */
export async function completeKey(
  db: Db,
  sessionHash: string,
  key: string,
  stored: StoredResponse,
): Promise<void> {
  await db.query(
    `UPDATE idempotency_records SET state = 'done', status = $3, body = $4, headers = $5
     WHERE session_hash = $1 AND key = $2`,
    [sessionHash, key, stored.status, stored.body, JSON.stringify(stored.headers)],
  );
}

/** Gives the key back when nothing was submitted, so the same intent may be sent again. */
export async function releaseKey(db: Db, sessionHash: string, key: string): Promise<void> {
  await db.query(
    `DELETE FROM idempotency_records WHERE session_hash = $1 AND key = $2 AND state = 'pending'`,
    [sessionHash, key],
  );
}

/** Removes expired records; cheap thanks to the index, run now and then. */
export async function sweepExpiredKeys(db: Db): Promise<void> {
  await db.query('DELETE FROM idempotency_records WHERE expires_at <= now()');
}
