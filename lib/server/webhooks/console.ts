import 'server-only';
import { catalogueError } from '@/lib/partner';

// What the console's webhook routes read from a request: a page size, a cursor, a delivery's id.

export const DELIVERIES_LIMIT = { default: 50, max: 200 } as const;
const WEBHOOK_ID = /^msg_[0-9a-f]{32}$/;

/** `?limit=`: 1 to 200, 50 when absent; anything else is `400 invalid_input`. */
export function parseDeliveriesLimit(raw: string | null): number {
  if (raw === null) return DELIVERIES_LIMIT.default;
  if (!/^[0-9]{1,3}$/.test(raw) || Number(raw) < 1 || Number(raw) > DELIVERIES_LIMIT.max)
    throw catalogueError('invalid_input', {
      message: `The limit must be a whole number from 1 to ${DELIVERIES_LIMIT.max}.`,
    });
  return Number(raw);
}

/** A delivery's webhook-id (`?before=`, a route segment); anything else is not one of ours. */
export function parseWebhookId(raw: string | null, what: 'before' | 'id'): string | null {
  if (raw === null) return null;
  if (WEBHOOK_ID.test(raw)) return raw;
  if (what === 'id') throw catalogueError('webhook_delivery_not_found');
  throw catalogueError('invalid_input', {
    message: 'The cursor must be the id of a delivery from an earlier answer (msg_ and 32 hex digits).',
  });
}
