import 'server-only';
import type { InboxEvent, InboxEventKind } from '@/lib/api/inbox';
import type { Sealer } from '../store/crypto';
import type { Queryable } from '../store/db';

// The inbox's rows: events raised once per wallet and key (INSERT … ON CONFLICT DO NOTHING, so a second
// round, a second instance or a restart raising the same fact changes nothing), read newest first, marked
// read one at a time or all at once; only ever by the wallet they belong to. The watcher's own rows: the
// snapshot of each token it saw last, and the connection each watched wallet lends it.

/** An event to keep: its sentence already written. */
export type NewInboxEvent = {
  key: string;
  kind: InboxEventKind;
  mint: string | null;
  proposal: string | null;
  sentence: string;
  payload: Record<string, unknown>;
  aboutAt: Date | null;
};

type Row = {
  id: string;
  kind: InboxEventKind;
  mint: string | null;
  proposal: string | null;
  sentence: string;
  at: Date;
  about_at: Date | null;
  read_at: Date | null;
};

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

/** The page that shows an event: its proposal's, its token's, or her activity for a write. */
export function eventHref(event: {
  kind: InboxEventKind;
  mint: string | null;
  proposal: string | null;
}): string {
  if (event.kind === 'write_settled') return '/activity';
  if (event.mint && event.proposal) return `/tokens/${event.mint}/proposals/${event.proposal}`;
  if (event.mint) return `/tokens/${event.mint}`;
  return '/me';
}

const toEvent = (row: Row): InboxEvent => ({
  id: String(row.id),
  kind: row.kind,
  mint: row.mint,
  proposal: row.proposal,
  sentence: row.sentence,
  href: eventHref(row),
  at: iso(row.at)!,
  aboutAt: iso(row.about_at),
  readAt: iso(row.read_at),
  token: null,
});

/** Keeps `wallet`'s events not kept before; answers how many were new. */
export async function insertEvents(
  q: Queryable,
  wallet: string,
  events: readonly NewInboxEvent[],
): Promise<number> {
  if (events.length === 0) return 0;
  const rows = await q.query<{ id: string }>(
    `INSERT INTO inbox_events (wallet, key, kind, mint, proposal, sentence, payload, about_at)
     SELECT $1, e.key, e.kind, e.mint, e.proposal, e.sentence, e.payload, e.about_at
     FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::timestamptz[])
       AS e(key, kind, mint, proposal, sentence, payload, about_at)
     ON CONFLICT (wallet, key) DO NOTHING RETURNING id`,
    [
      wallet,
      events.map((e) => e.key),
      events.map((e) => e.kind),
      events.map((e) => e.mint),
      events.map((e) => e.proposal),
      events.map((e) => e.sentence),
      events.map((e) => JSON.stringify(e.payload)),
      events.map((e) => e.aboutAt?.toISOString() ?? null),
    ],
  );
  return rows.length;
}

/** `wallet`'s events, newest first, `limit` of them, older than event `before` when given. */
export async function listEvents(
  q: Queryable,
  wallet: string,
  limit: number,
  before: string | null,
): Promise<InboxEvent[]> {
  // Ordered by the bigint column: `ORDER BY id` would sort by the text selected as id ("99" after "100").
  const rows = await q.query<Row>(
    `SELECT id::text AS id, kind, mint, proposal, sentence, at, about_at, read_at FROM inbox_events
     WHERE wallet = $1 AND ($2::bigint IS NULL OR id < $2::bigint)
     ORDER BY inbox_events.id DESC LIMIT $3`,
    [wallet, before, limit],
  );
  return rows.map(toEvent);
}

export async function unreadCount(q: Queryable, wallet: string): Promise<number> {
  const [row] = await q.query<{ count: string | number }>(
    'SELECT count(*) AS count FROM inbox_events WHERE wallet = $1 AND read_at IS NULL',
    [wallet],
  );
  return Number(row?.count ?? 0);
}

/**
 * Marks one of `wallet`'s events read (`id`), or all of them (`id` null); answers whether the event was
 * hers (an id of another wallet's inbox is not found, never touched).
 */
export async function markRead(q: Queryable, wallet: string, id: string | null): Promise<boolean> {
  if (id === null) {
    await q.query(
      'UPDATE inbox_events SET read_at = clock_timestamp() WHERE wallet = $1 AND read_at IS NULL',
      [wallet],
    );
    return true;
  }
  const rows = await q.query(
    `UPDATE inbox_events SET read_at = coalesce(read_at, clock_timestamp())
     WHERE wallet = $1 AND id = $2::bigint RETURNING id`,
    [wallet, id],
  );
  return rows.length > 0;
}

// The watcher's snapshots: the JSON of what it saw of a token last, and when (the store's clock, so every
// instance orders its reads by the same times).

export async function loadSnapshots(
  q: Queryable,
  mints: readonly string[],
): Promise<Map<string, { snapshot: string; readAt: Date }>> {
  if (mints.length === 0) return new Map();
  const rows = await q.query<{ mint: string; snapshot: string; read_at: Date }>(
    'SELECT mint, snapshot, read_at FROM watch_snapshots WHERE mint = ANY($1::text[])',
    [[...mints]],
  );
  return new Map(rows.map((row) => [row.mint, { snapshot: row.snapshot, readAt: new Date(row.read_at) }]));
}

export async function saveSnapshot(q: Queryable, mint: string, snapshot: string): Promise<void> {
  await q.query(
    `INSERT INTO watch_snapshots (mint, snapshot, read_at) VALUES ($1, $2, clock_timestamp())
     ON CONFLICT (mint) DO UPDATE SET snapshot = EXCLUDED.snapshot, read_at = EXCLUDED.read_at`,
    [mint, snapshot],
  );
}

// The connections watched wallets lend the watcher.

const readerContext = (wallet: string) => `watch-reader:${wallet}`;

/** Keeps `sessionId` as the connection `wallet` lends the watcher (her newest one). */
export async function recordReader(
  q: Queryable,
  sealer: Sealer,
  wallet: string,
  sessionId: string,
): Promise<void> {
  await q.query(
    `INSERT INTO watch_readers (wallet, session_sealed, seen_at) VALUES ($1, $2, clock_timestamp())
     ON CONFLICT (wallet) DO UPDATE SET session_sealed = EXCLUDED.session_sealed, seen_at = EXCLUDED.seen_at`,
    [wallet, sealer.seal(sessionId, readerContext(wallet))],
  );
}

/** Every watched wallet and the session it lends, newest first; rows the secret no longer opens are skipped. */
export async function listReaders(
  q: Queryable,
  sealer: Sealer,
  limit: number,
): Promise<{ wallet: string; sessionId: string }[]> {
  const rows = await q.query<{ wallet: string; session_sealed: string }>(
    'SELECT wallet, session_sealed FROM watch_readers ORDER BY seen_at DESC LIMIT $1',
    [limit],
  );
  const readers: { wallet: string; sessionId: string }[] = [];
  for (const row of rows) {
    try {
      readers.push({
        wallet: row.wallet,
        sessionId: sealer.open(row.session_sealed, readerContext(row.wallet)),
      });
    } catch {
      // sealed under a secret since replaced: she lends her next connection when she comes back
    }
  }
  return readers;
}

/** Forgets a wallet's lent connection once it ended (only that one: a newer one may have replaced it). */
export async function dropReader(
  q: Queryable,
  sealer: Sealer,
  wallet: string,
  sessionId: string,
): Promise<void> {
  const [row] = await q.query<{ session_sealed: string }>(
    'SELECT session_sealed FROM watch_readers WHERE wallet = $1',
    [wallet],
  );
  if (!row) return;
  let held: string | null = null;
  try {
    held = sealer.open(row.session_sealed, readerContext(wallet));
  } catch {
    held = null;
  }
  if (held === null || held === sessionId)
    await q.query('DELETE FROM watch_readers WHERE wallet = $1 AND session_sealed = $2', [
      wallet,
      row.session_sealed,
    ]);
}
