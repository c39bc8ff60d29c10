import 'server-only';
import { createHash } from 'node:crypto';
import ical, { ICalAlarmType, ICalEventTransparency } from 'ical-generator';
import type { Db } from '../store/db';
import { KEPT_AFTER_SECONDS, type CalendarEvent } from './events';

// The calendar's events as served: each kept in the store by its UID with the fingerprint of its content,
// so its SEQUENCE is bumped when (and only when) its content changes, and DTSTAMP says when that was; then
// written as RFC 5545 text with ical-generator.

export interface ServedEvent extends CalendarEvent {
  sequence: number;
  changedAt: Date;
}

const fingerprintOf = (event: CalendarEvent) =>
  createHash('sha256').update(JSON.stringify(event), 'utf8').digest('hex');

type Row = { uid: string; sequence: number; changed_at: Date | string; event: string };

const served = (row: Row, event: CalendarEvent): ServedEvent => ({
  ...event,
  sequence: row.sequence,
  changedAt: new Date(row.changed_at),
});

/** Keeps the events as they are now (a changed one's SEQUENCE goes up by one), and answers them served. */
export async function keepEvents(db: Db, events: readonly CalendarEvent[]): Promise<ServedEvent[]> {
  const answer: ServedEvent[] = [];
  for (const event of events) {
    const [row] = await db.query<Row>(
      `INSERT INTO calendar_events (uid, mint, fingerprint, event) VALUES ($1, $2, $3, $4)
       ON CONFLICT (uid) DO UPDATE SET mint = EXCLUDED.mint, fingerprint = EXCLUDED.fingerprint,
         event = EXCLUDED.event, sequence = calendar_events.sequence + 1, changed_at = clock_timestamp()
       WHERE calendar_events.fingerprint <> EXCLUDED.fingerprint
       RETURNING uid, sequence, changed_at, event`,
      [event.uid, event.mint, fingerprintOf(event), JSON.stringify(event)],
    );
    const kept =
      row ??
      (
        await db.query<Row>('SELECT uid, sequence, changed_at, event FROM calendar_events WHERE uid = $1', [
          event.uid,
        ])
      )[0];
    if (kept) answer.push(served(kept, event));
  }
  return answer;
}

/** The events last served for `mints` (their tokens cannot be read now), still within their week. */
export async function keptEvents(db: Db, mints: readonly string[], nowUnix: bigint): Promise<ServedEvent[]> {
  if (mints.length === 0) return [];
  const rows = await db.query<Row>(
    'SELECT uid, sequence, changed_at, event FROM calendar_events WHERE mint = ANY($1::text[]) ORDER BY uid',
    [mints],
  );
  return rows
    .map((row) => served(row, JSON.parse(row.event) as CalendarEvent))
    .filter((event) => BigInt(event.startUnix) + KEPT_AFTER_SECONDS >= nowUnix);
}

const dateOf = (unix: string) => new Date(Number(unix) * 1000);

/** An iCalendar (RFC 5545) of the events, links made absolute on `origin`. */
export function renderCalendar(
  events: readonly ServedEvent[],
  options: { name: string; origin: string },
): string {
  const calendar = ical({
    name: options.name,
    prodId: { company: 'Partner Governance Dashboard', product: 'Governance calendar', language: 'EN' },
    // Calendar apps that honour it read the feed again every hour.
    ttl: 3600,
  });
  const ordered = [...events].sort((a, b) =>
    a.startUnix === b.startUnix
      ? a.uid.localeCompare(b.uid)
      : Number(BigInt(a.startUnix) - BigInt(b.startUnix)),
  );
  for (const event of ordered) {
    const url = `${options.origin}${event.path}`;
    calendar.createEvent({
      id: event.uid,
      sequence: event.sequence,
      start: dateOf(event.startUnix),
      end: dateOf(event.endUnix),
      stamp: event.changedAt,
      lastModified: event.changedAt,
      summary: event.summary,
      description: `${event.description}\n${url}`,
      url,
      transparency: ICalEventTransparency.TRANSPARENT,
      alarms: [{ type: ICalAlarmType.display, triggerBefore: 3600, description: event.summary }],
    });
  }
  return calendar.toString();
}

/** Headers of a calendar answer: `inline` for a feed, `attachment` for a download. */
export function calendarHeaders(filename: string, disposition: 'inline' | 'attachment'): HeadersInit {
  return {
    'content-type': 'text/calendar; charset=utf-8',
    'content-disposition': `${disposition}; filename="${filename}"`,
    'cache-control': 'private, no-store',
  };
}
