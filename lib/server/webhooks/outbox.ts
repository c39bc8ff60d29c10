import 'server-only';
import type { Queryable } from '../store/db';
import { newWebhookId, webhookBody, type WebhookEvent, type WebhookEventType } from './events';

// The outbox's rows: written where a fact is learned (in its transaction), read by the delivery job and
// by the partner console. A delivery is retried until `retry_until`, 24 hours after it was written (or
// sent again from the console).

export const RETRY_WINDOW_SECONDS = 24 * 3_600;

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export type Delivery = {
  id: string;
  type: WebhookEventType;
  status: DeliveryStatus;
  attempts: number;
  /** The endpoint's last HTTP status, null when it never answered. */
  lastStatus: number | null;
  /** The last failed attempt, in a few words with the start of its answer. */
  lastError: string | null;
  lastAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
  /** The JSON body sent (the same on every attempt). */
  payload: string;
};

type Row = {
  id: string;
  type: WebhookEventType;
  status: DeliveryStatus;
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  last_attempt_at: Date | null;
  delivered_at: Date | null;
  created_at: Date;
  payload: string;
};

const COLUMNS = `id, type, status, attempts, last_status, last_error, last_attempt_at, delivered_at, created_at, payload`;

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

export const toDelivery = (row: Row): Delivery => ({
  id: row.id,
  type: row.type,
  status: row.status,
  attempts: row.attempts,
  lastStatus: row.last_status,
  lastError: row.last_error,
  lastAttemptAt: iso(row.last_attempt_at),
  deliveredAt: iso(row.delivered_at),
  createdAt: iso(row.created_at)!,
  payload: row.payload,
});

/** Writes an event's delivery (once per fact); answers its webhook-id, null when the fact already has one. */
export async function writeDelivery(
  q: Queryable,
  event: WebhookEvent,
  at = new Date(),
): Promise<string | null> {
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO webhook_deliveries (id, type, source, payload, retry_until)
     VALUES ($1, $2, $3, $4, clock_timestamp() + $5::int * interval '1 second')
     ON CONFLICT (source) DO NOTHING RETURNING id`,
    [newWebhookId(), event.type, event.source, webhookBody(event, at), RETRY_WINDOW_SECONDS],
  );
  return row?.id ?? null;
}

export async function readDelivery(q: Queryable, id: string): Promise<(Delivery & { due: boolean }) | null> {
  const [row] = await q.query<Row & { due: boolean }>(
    `SELECT ${COLUMNS}, retry_until > clock_timestamp() AS due FROM webhook_deliveries WHERE id = $1`,
    [id],
  );
  return row ? { ...toDelivery(row), due: row.due } : null;
}

/** Several deliveries at once (a batch of delivery jobs), with whether each may still be retried. */
export async function readDeliveries(
  q: Queryable,
  ids: readonly string[],
): Promise<Map<string, Delivery & { due: boolean }>> {
  const rows = await q.query<Row & { due: boolean }>(
    `SELECT ${COLUMNS}, retry_until > clock_timestamp() AS due FROM webhook_deliveries WHERE id = ANY($1::text[])`,
    [[...ids]],
  );
  return new Map(rows.map((row) => [row.id, { ...toDelivery(row), due: row.due }]));
}

/** The newest deliveries first, `limit` of them, older than `before` (a delivery's id) when given. */
export async function listDeliveries(
  q: Queryable,
  limit: number,
  before: string | null,
): Promise<Delivery[]> {
  const rows = await q.query<Row>(
    `SELECT ${COLUMNS} FROM webhook_deliveries
     WHERE $1::text IS NULL OR (created_at, id) < (SELECT created_at, id FROM webhook_deliveries WHERE id = $1)
     ORDER BY created_at DESC, id DESC LIMIT $2`,
    [before, limit],
  );
  return rows.map(toDelivery);
}

/** Records an attempt's result: delivered, failed for good (`final`), or still pending. */
export async function recordAttempt(
  q: Queryable,
  id: string,
  result: { ok: boolean; status: number | null; error: string | null },
  final: boolean,
): Promise<void> {
  await q.query(
    `UPDATE webhook_deliveries SET attempts = attempts + 1, last_status = $2, last_error = $3,
       last_attempt_at = clock_timestamp(),
       status = CASE WHEN $4 THEN 'delivered' WHEN $5 THEN 'failed' ELSE 'pending' END,
       delivered_at = CASE WHEN $4 THEN clock_timestamp() ELSE delivered_at END
     WHERE id = $1`,
    [id, result.status, result.error?.slice(0, 300) ?? null, result.ok, final],
  );
}

/** Puts a delivery back in line (sent again from the console), for another 24 hours. */
export async function reopenDelivery(q: Queryable, id: string): Promise<boolean> {
  const rows = await q.query(
    `UPDATE webhook_deliveries SET status = 'pending', queued_at = NULL,
       retry_until = clock_timestamp() + $2::int * interval '1 second'
     WHERE id = $1 RETURNING id`,
    [id, RETRY_WINDOW_SECONDS],
  );
  return rows.length > 0;
}

export async function markQueued(q: Queryable, ids: readonly string[]): Promise<void> {
  if (ids.length > 0)
    await q.query(`UPDATE webhook_deliveries SET queued_at = clock_timestamp() WHERE id = ANY($1::text[])`, [
      [...ids],
    ]);
}

/** Deliveries waiting whose job was never sent (a crash between the fact and the send), oldest first. */
export async function unqueued(q: Queryable, limit: number): Promise<string[]> {
  const rows = await q.query<{ id: string }>(
    `SELECT id FROM webhook_deliveries WHERE status = 'pending' AND queued_at IS NULL
     ORDER BY created_at LIMIT $1`,
    [limit],
  );
  return rows.map((r) => r.id);
}
