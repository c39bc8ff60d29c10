import 'server-only';
import type { ServerConfig } from '../config';
import { calendarKey } from './feeds';

// The calendar: a feed per wallet (feeds.ts: its secret address; feed.ts: its events), and each proposal's
// deadline as a download, with the same UID as in the feed.

export { calendarFeed, proposalCalendar } from './feed';
export { feedPath, feedSecret, FEED_SECRET, rotateFeed, walletOfFeed } from './feeds';
export { calendarHeaders } from './ics';

const keys = new Map<string, Buffer>();

/** The key feed secrets are derived with (SESSION_SECRET is required, as for sessions). */
export function feedKey(config: Pick<ServerConfig, 'sessionSecret'>): Buffer {
  const secret = config.sessionSecret;
  if (!secret) throw new Error('SESSION_SECRET is required to keep calendar feeds');
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = calendarKey(secret)));
  return key;
}
