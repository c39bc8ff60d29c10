// GET /api/activity a page at a time against a throwaway store: a person with 120 writes reads every one
// of them exactly once by following the cursors, also while new writes arrive between pages and when
// writes share a moment; a cursor the server did not give is 400 in the spec's error shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as activityRoute } from '@/app/api/activity/route';
import { connect, ORIGIN, startProxyEnv, type ProxyEnv } from '@/test/support/relay-env';
import { storeDb } from '@/test/support/runtime';
import { sessionKey } from '../store/session-rows';
import { recordIntent, recordOutcome, type ActivityEntry } from './journal';

let env: ProxyEnv;
let alice: string;
let bob: string;
let wallet: string;

type Page = { activity: ActivityEntry[]; nextCursor: string | null };

async function read(sessionId: string, query = ''): Promise<{ status: number; body: unknown }> {
  const request = new Request(`${ORIGIN}/api/activity${query}`, { headers: { cookie: `sid=${sessionId}` } });
  const response = await activityRoute(request, { params: Promise.resolve({}) });
  return { status: response.status, body: await response.json() };
}

/** Records a settled write of alice's (refused, so that no reconciliation touches it); returns its id. */
async function write(n: number): Promise<string> {
  const id = await recordIntent(await storeDb(), {
    sessionHash: sessionKey(alice)!,
    wallet,
    kind: 'vote',
    data: { proposal: `Proposal${n}` },
    idempotencyKey: crypto.randomUUID(),
  });
  await recordOutcome(await storeDb(), id, { status: 'failed', error: 'already_voted', httpStatus: 409 });
  return id;
}

/** Every page from the newest, following nextCursor; `between` runs after each page is read. */
async function readAll(limit: number, between: (page: number) => Promise<void> = async () => {}) {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `?limit=${limit}${cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`}`;
    const { status, body } = await read(alice, query);
    expect(status).toBe(200);
    const page = body as Page;
    pages.push(page);
    cursor = page.nextCursor;
    await between(pages.length);
  } while (cursor !== null && pages.length < 20);
  return pages;
}

const ids = (pages: Page[]) => pages.flatMap((page) => page.activity.map((entry) => entry.id));

beforeAll(async () => {
  env = await startProxyEnv();
  alice = await connect(env.sim, 'alice', true);
  bob = await connect(env.sim, 'bob', true);
  wallet = env.sim.sim().users.get('alice')!.wallet;
}, 60_000);
afterAll(() => env.close());

describe('GET /api/activity, page by page', () => {
  const written: string[] = [];
  // Ten writes recorded in the same moment, around the last id that gains a digit (99 and 100 of a new
  // store): the id keeps their order, as a number ("99" sorts after "100" as text).
  let shared: string[] = [];

  beforeAll(async () => {
    for (let n = 0; n < 120; n++) written.push(await write(n));
    const longer = written.findLastIndex((id, i) => i > 0 && id.length > written[i - 1]!.length);
    expect(longer).toBeGreaterThan(4);
    shared = written.slice(longer - 5, longer + 5);
    await (
      await storeDb()
    ).query(`UPDATE activity SET created_at = '2026-11-01T12:00:00.123456Z' WHERE id = ANY($1::bigint[])`, [
      shared,
    ]);
  }, 60_000);

  it('gives a person with 120 writes every one of them exactly once, newest first', async () => {
    const pages = await readAll(50);
    expect(pages.map((page) => page.activity.length)).toEqual([50, 50, 20]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    const seen = ids(pages);
    expect(new Set(seen).size).toBe(120);
    expect(new Set(seen)).toEqual(new Set(written));
    // The journal's order: newest first (to the millisecond the wire carries; the store orders by the
    // microsecond, so two writes within one millisecond keep the store's order), then by id among the
    // writes of one moment (the ten made to share one).
    const entries = pages.flatMap((page) => page.activity);
    const moments = entries.map((entry) => Date.parse(entry.createdAt));
    expect(moments).toEqual([...moments].sort((a, b) => b - a));
    const sharing = entries.filter((entry) => shared.includes(entry.id)).map((entry) => Number(entry.id));
    expect(sharing).toHaveLength(10);
    expect(sharing).toEqual([...sharing].sort((a, b) => b - a));
  });

  it('cuts a page inside writes of the same moment without losing or repeating one', async () => {
    const pages = await readAll(7);
    expect(pages).toHaveLength(18);
    expect(ids(pages).sort()).toEqual([...written].sort());
    // Every cut between two of the moment's writes, the one between 100 and 99 among them.
    for (let limit = 111; limit <= 119; limit++) {
      const [first, second] = await readAll(limit);
      expect([...first!.activity, ...second!.activity].map((entry) => entry.id).sort()).toEqual(
        [...written].sort(),
      );
    }
  });

  it('keeps the older pages as they were while new writes arrive on top', async () => {
    const before = ids(await readAll(50));
    const added: string[] = [];
    const pages = await readAll(50, async () => {
      added.push(await write(1000 + added.length));
    });
    // The pages read after a write arrived continue where the previous one ended.
    expect(ids(pages)).toEqual(before);
    written.push(...added);
    const now = ids(await readAll(50));
    expect(now.slice(0, added.length)).toEqual([...added].reverse());
    expect(now.slice(added.length)).toEqual(before);
  });

  it('gives each refusal the catalogue’s sentence, so the browser needs no catalogue', async () => {
    const [page] = await readAll(5);
    expect(page!.activity[0]).toMatchObject({
      status: 'failed',
      error: 'already_voted',
      errorMessage: 'You have already voted on this proposal.',
    });
  });

  it('shows nobody else’s writes', async () => {
    expect(await read(bob)).toEqual({ status: 200, body: { activity: [], nextCursor: null } });
  });

  it.each([
    ['not base64url', 'a+b/c='],
    ['an empty cursor', ''],
    ['base64url of something else', Buffer.from('hello').toString('base64url')],
    ['a cursor with an impossible date', Buffer.from('2026-02-30T10:00:00.000000Z|5').toString('base64url')],
    ['a cursor without its id', Buffer.from('2026-11-01T12:00:00.123456Z|').toString('base64url')],
    [
      'a cursor of a huge id',
      Buffer.from(`2026-11-01T12:00:00.123456Z|${'9'.repeat(30)}`).toString('base64url'),
    ],
  ])('answers %s with 400 invalid_input in the error shape', async (_, cursor) => {
    const { status, body } = await read(alice, `?cursor=${encodeURIComponent(cursor)}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'invalid_input', message: expect.stringMatching(/cursor/) });
  });

  it('refuses a cursor given twice', async () => {
    const [page] = await readAll(50);
    const cursor = encodeURIComponent(page!.nextCursor!);
    expect(await read(alice, `?cursor=${cursor}&cursor=${cursor}`)).toMatchObject({
      status: 400,
      body: { error: 'invalid_input' },
    });
  });
});
