import 'server-only';
import type { ActivityEntry, ActivityStatus, Settlement } from '@/lib/api';
import { catalogueEntry, catalogueError, isErrorCode, type EndpointKey } from '@/lib/partner';
import type { Db } from '../store/db';
import { summarize } from './summary';

// The activity journal: every write sent through the proxy is recorded before it is sent, then updated
// with its signature, its error code, or `outcome_unknown` when its answer was lost. A person's list is
// their session's entries, plus earlier sessions' for the same wallet when the wallet is known.

export type { ActivityEntry, ActivityStatus, Settlement };

export type Intent = {
  sessionHash: string;
  wallet: string | null;
  kind: EndpointKey;
  data: Record<string, unknown>;
  idempotencyKey: string;
  /** The chain's slot when the intent was recorded (its transaction can only land later), when known. */
  intentSlot?: bigint | null;
};

export type Outcome =
  | { status: 'submitted'; signature: string | null; httpStatus: number; mint?: string | null }
  | { status: 'failed'; error: string; httpStatus: number }
  | { status: 'outcome_unknown' };

/**
 * The origin recorded for a write made by the dashboard's own session (a widget's session records its host
 * page's origin instead).
 */
export const DASHBOARD_ORIGIN = 'dashboard';

export const ACTIVITY_LIMIT = { default: 50, max: 200 } as const;

type Row = {
  id: string;
  kind: string;
  mint: string | null;
  proposal: string | null;
  summary: string;
  idempotency_key: string | null;
  status: ActivityStatus;
  signature: string | null;
  error_code: string | null;
  settlement: Settlement | null;
  settled_reason: string | null;
  settled_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

function identifier(data: Record<string, unknown>, name: string): string | null {
  const value = data[name];
  return typeof value === 'string' && value.length <= 64 ? value : null;
}

/** Records a write about to be sent; returns the entry's id. */
export async function recordIntent(db: Db, intent: Intent): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO activity (session_hash, wallet, kind, mint, proposal, summary, idempotency_key, intent_slot,
       origin)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8,
       coalesce((SELECT embed_origin FROM sessions WHERE id_hash = $1), '${DASHBOARD_ORIGIN}'))
     RETURNING id::text AS id`,
    [
      intent.sessionHash,
      intent.wallet,
      intent.kind,
      identifier(intent.data, 'mint'),
      identifier(intent.data, 'proposal'),
      summarize(intent.kind, intent.data),
      intent.idempotencyKey,
      intent.intentSlot?.toString() ?? null,
    ],
  );
  if (!row) throw new Error('The activity entry was not recorded.');
  return row.id;
}

export async function recordOutcome(db: Db, id: string, outcome: Outcome): Promise<void> {
  const signature = outcome.status === 'submitted' ? outcome.signature : null;
  const error = outcome.status === 'failed' ? outcome.error.slice(0, 64) : null;
  const httpStatus = outcome.status === 'outcome_unknown' ? null : outcome.httpStatus;
  // The answer names the token of a write whose request named only its proposal (votes, settles).
  const mint = outcome.status === 'submitted' ? (outcome.mint ?? null) : null;
  await db.query(
    `UPDATE activity SET status = $2, signature = $3, error_code = $4, http_status = $5,
       mint = coalesce(mint, $6), updated_at = clock_timestamp() WHERE id = $1::bigint`,
    [id, outcome.status, signature, error, httpStatus, mint],
  );
}

/**
 * Where a page of the person's writes ends: the last entry's `created_at` (to the microsecond, as the
 * store keeps it) and id, the journal's order. The next page starts strictly after it, so entries
 * recorded meanwhile (they go on top) neither shift nor repeat what the older pages hold.
 */
export type ActivityCursor = { createdAt: string; id: string };

export type ActivityPage = { activity: ActivityEntry[]; nextCursor: string | null };

// The cursor on the wire: base64url of "<created_at in UTC, microseconds>|<id>", opaque to the browser.
const CURSOR_TEXT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([1-9][0-9]{0,17})$/;

/** A moment the calendar has ("2026-02-30…" is not one), which the store then reads without an error. */
function realMoment(text: string): boolean {
  const ms = Date.parse(text);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 23) === text.slice(0, 23);
}

export function encodeActivityCursor(cursor: ActivityCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`, 'utf8').toString('base64url');
}

/** `?cursor=`: absent is the first page; anything that is not a cursor this server gave is `400 invalid_input`. */
export function parseActivityCursor(raw: string | null): ActivityCursor | null {
  if (raw === null) return null;
  const text = /^[A-Za-z0-9_-]{1,80}$/.test(raw) ? Buffer.from(raw, 'base64url').toString('utf8') : '';
  const match = CURSOR_TEXT.exec(text);
  if (
    !match ||
    !realMoment(match[1]!) ||
    encodeActivityCursor({ createdAt: match[1]!, id: match[2]! }) !== raw
  )
    throw catalogueError('invalid_input', {
      message:
        'The cursor is not valid. Use the nextCursor of an earlier answer, or leave it out for the newest writes.',
    });
  return { createdAt: match[1]!, id: match[2]! };
}

/**
 * The person's writes, newest first: `limit` of them after `cursor` (from the newest when null), with the
 * cursor of the next page, null when this one reaches the oldest.
 */
export async function listActivity(
  db: Db,
  sessionHash: string,
  wallet: string | null,
  limit: number,
  cursor: ActivityCursor | null = null,
): Promise<ActivityPage> {
  // The order and the cursor's comparison are the bigint column's: `ORDER BY id` would sort by the text
  // selected as id, where "99" comes after "100", and a page cut between them would skip one.
  const rows = await db.query<Row & { created_key: string }>(
    `SELECT id::text AS id, kind, mint, proposal, summary, idempotency_key, status, signature, error_code,
       settlement, settled_reason, settled_at, created_at, updated_at,
       to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_key
     FROM activity WHERE (session_hash = $1 OR ($2::text IS NOT NULL AND wallet = $2::text))
       AND ($4::timestamptz IS NULL OR (created_at, id) < ($4::timestamptz, $5::bigint))
     ORDER BY created_at DESC, activity.id DESC LIMIT $3`,
    [sessionHash, wallet, limit + 1, cursor?.createdAt ?? null, cursor?.id ?? null],
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    activity: page.map(entryOf),
    nextCursor:
      rows.length > limit && last ? encodeActivityCursor({ createdAt: last.created_key, id: last.id }) : null,
  };
}

function entryOf(row: Row): ActivityEntry {
  return {
    id: row.id,
    kind: row.kind,
    mint: row.mint,
    proposal: row.proposal,
    summary: row.summary,
    idempotencyKey: row.idempotency_key,
    status: row.status,
    signature: row.signature,
    error: row.error_code,
    errorMessage:
      row.error_code && isErrorCode(row.error_code) ? catalogueEntry(row.error_code).message : null,
    settlement: row.settlement,
    settledReason: row.settled_reason,
    settledAt: row.settled_at ? new Date(row.settled_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** `?limit=`: 50 by default, at most 200; anything that is not a positive whole number is 50. */
export function parseActivityLimit(raw: string | null): number {
  if (raw === null || !/^[0-9]{1,6}$/.test(raw) || Number(raw) === 0) return ACTIVITY_LIMIT.default;
  return Math.min(Number(raw), ACTIVITY_LIMIT.max);
}
