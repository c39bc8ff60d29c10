import { ownError } from './errors';
import { apiFetch } from './api';

// The calendar feed's address on My governance: Rotate (POST /api/calendar/feed) replaces it; the old
// address answers 404 from then on. The answer is checked by hand (one path), so My governance loads no
// schema library for it.

const FEED_PATH = /^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/;

/** A new feed address (its path on this server). */
export async function rotateCalendarFeed(): Promise<string> {
  const body = await apiFetch<{ path?: unknown }>('/api/calendar/feed', { method: 'POST' });
  if (typeof body?.path !== 'string' || !FEED_PATH.test(body.path)) throw ownError('internal');
  return body.path;
}
