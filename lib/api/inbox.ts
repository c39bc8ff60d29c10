// The inbox (GET /api/inbox, POST /api/inbox/read, the bell's stream GET /api/stream/inbox): plain types,
// no schemas, so the bell and the inbox page import this file by its path at no weight.

import type { InboxKind } from '@/lib/domain/inbox';

/** What an event is about: the kinds the inbox's rules raise (lib/domain/inbox.ts). */
export type InboxEventKind = InboxKind;

/** One event of her inbox: what happened (its sentence), on which token, when, and where to act. */
export type InboxEvent = {
  id: string;
  kind: InboxEventKind;
  mint: string | null;
  proposal: string | null;
  sentence: string;
  /** The page that shows it (a token's or a proposal's, or her activity). */
  href: string;
  /** When the event was raised (ISO 8601). */
  at: string;
  /** The moment it is about (a voting end, a window's end), when it has one (ISO 8601). */
  aboutAt: string | null;
  /** When she marked it read (ISO 8601), null while unread. */
  readAt: string | null;
  /** The token's name, symbol and image, as far as they are known. */
  token: { name: string | null; symbol: string | null; image: string | null } | null;
};

/** GET /api/inbox?before=<id>&limit=<n>: newest first; `next` is the `before` of the next page. */
export type InboxPage = { events: InboxEvent[]; unread: number; next: string | null };

/** POST /api/inbox/read: one event (`{id}`) or every event (`{all: true}`); the answer is the unread count. */
export type InboxReadRequest = { id: string } | { all: true };
export type InboxReadResponse = { unread: number };

export const INBOX_PAGE_SIZE = 20;
export const INBOX_MAX_PAGE = 100;

/** The bell's stream: `unread` with the count at open and at every change. */
export const INBOX_STREAM_PATH = '/api/stream/inbox';
