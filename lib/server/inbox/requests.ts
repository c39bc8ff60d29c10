import 'server-only';
import { INBOX_MAX_PAGE, INBOX_PAGE_SIZE, type InboxReadRequest } from '@/lib/api/inbox';
import { catalogueError } from '@/lib/partner';

// What the inbox's routes read from a request: a page size, a cursor (an event's id), and which events to
// mark read. Anything else is `400 invalid_input` with a sentence, before the store is asked.

const EVENT_ID = /^[1-9][0-9]{0,17}$/;

/** `?limit=`: 1 to 100, 20 when absent. */
export function parseInboxLimit(raw: string | null): number {
  if (raw === null) return INBOX_PAGE_SIZE;
  if (!/^[0-9]{1,3}$/.test(raw) || Number(raw) < 1 || Number(raw) > INBOX_MAX_PAGE)
    throw catalogueError('invalid_input', {
      message: `The limit must be a whole number from 1 to ${INBOX_MAX_PAGE}.`,
    });
  return Number(raw);
}

/** `?before=`: the id of the last event of the page before. */
export function parseInboxCursor(raw: string | null): string | null {
  if (raw === null) return null;
  if (!EVENT_ID.test(raw))
    throw catalogueError('invalid_input', {
      message: 'The cursor must be the id of an event from an earlier answer (a whole number).',
    });
  return raw;
}

/** The body of POST /api/inbox/read: `{"id": "<event id>"}` or `{"all": true}`. */
export function parseReadRequest(body: unknown): InboxReadRequest {
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const keys = Object.keys(body);
    const fields = body as Record<string, unknown>;
    if (keys.length === 1 && fields.all === true) return { all: true };
    if (keys.length === 1 && typeof fields.id === 'string' && EVENT_ID.test(fields.id))
      return { id: fields.id };
  }
  throw catalogueError('invalid_input', {
    message:
      'Say which events to mark read: {"id": "<an event id>"} for one, or {"all": true} for all of them.',
  });
}
