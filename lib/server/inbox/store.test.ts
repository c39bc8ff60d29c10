// The inbox's rows on a real store: an event kept once per wallet and key, read newest first and paged,
// marked read one at a time or all at once, never across wallets; the watcher's lent connections sealed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/server/store/db';
import { openTestDb, testSealer } from '@/test/support/store';
import { createSealer } from '../store/crypto';
import {
  dropReader,
  insertEvents,
  listEvents,
  listReaders,
  markRead,
  recordReader,
  unreadCount,
  type NewInboxEvent,
} from './store';

const ALICE = 'A1ice11111111111111111111111111111111111111';
const BOB = 'Bob1111111111111111111111111111111111111111';
const MINT = 'Mint111111111111111111111111111111111111111';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());

const event = (key: string, over: Partial<NewInboxEvent> = {}): NewInboxEvent => ({
  key,
  kind: 'new_proposal',
  mint: MINT,
  proposal: `P${key}`,
  sentence: `Proposal #${key} is open for votes.`,
  payload: { proposalIndex: key },
  aboutAt: new Date('2026-11-27T12:00:00Z'),
  ...over,
});

describe('the inbox store', () => {
  it('keeps an event once per wallet and key, however often it is raised', async () => {
    expect(await insertEvents(db, ALICE, [event('1'), event('2')])).toBe(2);
    expect(await insertEvents(db, ALICE, [event('1'), event('2'), event('3')])).toBe(1);
    expect(await Promise.all([1, 2, 3].map(() => insertEvents(db, BOB, [event('1')])))).toEqual(
      expect.arrayContaining([1, 0, 0]),
    );
    expect(await unreadCount(db, ALICE)).toBe(3);
    expect(await unreadCount(db, BOB)).toBe(1);
  });

  it('reads newest first, paged, with a link to the exact page', async () => {
    const first = await listEvents(db, ALICE, 2, null);
    expect(first.map((e) => e.sentence)).toEqual([
      'Proposal #3 is open for votes.',
      'Proposal #2 is open for votes.',
    ]);
    expect(first[0]).toMatchObject({
      kind: 'new_proposal',
      href: `/tokens/${MINT}/proposals/P3`,
      aboutAt: '2026-11-27T12:00:00.000Z',
      readAt: null,
    });
    const rest = await listEvents(db, ALICE, 2, first[1]!.id);
    expect(rest.map((e) => e.proposal)).toEqual(['P1']);
  });

  it('pages a long inbox newest first by number, past the ids that gain a digit', async () => {
    const CAROL = 'Caro1111111111111111111111111111111111111111';
    const many = Array.from({ length: 120 }, (_, n) => event(`c${n}`));
    expect(await insertEvents(db, CAROL, many)).toBe(120);
    const read: string[] = [];
    let before: string | null = null;
    for (let page = 0; page < 20; page++) {
      const events = await listEvents(db, CAROL, 7, before);
      read.push(...events.map((e) => e.id));
      if (events.length < 7) break;
      before = events.at(-1)!.id;
    }
    expect(read).toHaveLength(120);
    const numbers = read.map(Number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    // The ids this store gave cross from two digits to three.
    expect([numbers.at(-1)! < 100, numbers[0]! >= 100]).toEqual([true, true]);
    expect(await markRead(db, CAROL, null)).toBe(true);
  });

  it('marks one read, never another wallet’s, then all', async () => {
    const [bobs] = await listEvents(db, BOB, 10, null);
    expect(await markRead(db, ALICE, bobs!.id)).toBe(false);
    expect(await unreadCount(db, BOB)).toBe(1);
    const [newest] = await listEvents(db, ALICE, 1, null);
    expect(await markRead(db, ALICE, newest!.id)).toBe(true);
    expect(await unreadCount(db, ALICE)).toBe(2);
    expect((await listEvents(db, ALICE, 1, null))[0]!.readAt).not.toBeNull();
    expect(await markRead(db, ALICE, null)).toBe(true);
    expect(await unreadCount(db, ALICE)).toBe(0);
    expect(await unreadCount(db, BOB)).toBe(1);
  });

  it('keeps each wallet’s lent connection sealed, and drops it only when that one ended', async () => {
    const sealer = testSealer();
    await recordReader(db, sealer, ALICE, 'session-a1');
    await recordReader(db, sealer, ALICE, 'session-a2');
    await recordReader(db, sealer, BOB, 'session-b1');
    const rows = await db.query<{ session_sealed: string }>('SELECT session_sealed FROM watch_readers');
    expect(rows.some((r) => r.session_sealed.includes('session-'))).toBe(false);
    // Each wallet's newest (its order among wallets, newest first, ties when the two were recorded within
    // the clock's resolution).
    const readers = await listReaders(db, sealer, 10);
    expect(readers).toHaveLength(2);
    expect(readers).toEqual(
      expect.arrayContaining([
        { wallet: BOB, sessionId: 'session-b1' },
        { wallet: ALICE, sessionId: 'session-a2' },
      ]),
    );
    await dropReader(db, sealer, ALICE, 'session-a1'); // replaced already: kept
    expect((await listReaders(db, sealer, 10)).length).toBe(2);
    await dropReader(db, sealer, ALICE, 'session-a2');
    expect(await listReaders(db, sealer, 10)).toEqual([{ wallet: BOB, sessionId: 'session-b1' }]);
    // Another secret opens none of them.
    expect(await listReaders(db, createSealer('another-secret-0123456789abcdefghij'), 10)).toEqual([]);
  });
});
