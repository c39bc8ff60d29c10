import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '@/lib/server/runtime';
import { insertEvents, type NewInboxEvent } from '@/lib/server/inbox/store';
import { unreadText } from '@/lib/server/inbox/stream';
import { startStoreRuntime } from '@/test/support/runtime';
import { tokenSet } from '@/test/support/store';
import { GET as streamInbox } from '../stream/inbox/route';
import { POST as markRead } from './read/route';
import { GET as list, POST as listPost } from './route';

// The inbox's routes: a session reads its own wallet's events (newest first, paged) and marks one or all
// read; another wallet's events are out of reach; bad input is a 400 in the error shape; the bell's stream
// tells the unread count at open and again when it changes.

const ALICE = '6hM7wykUyeKNsYCWxcV35nXa4z95BicE9v7CtzZWyiht';
const BOB = '7YttLkHDoNj9wyDur5pM1ejNaAvT9X4eqaYcHQqtj2G5';
const MINT = 'So11111111111111111111111111111111111111112';

let store: Awaited<ReturnType<typeof startStoreRuntime>>;
let rt: Runtime;
let alice: string;
let bob: string;
let nowallet: string;

const event = (key: string): NewInboxEvent => ({
  key,
  kind: 'new_proposal',
  mint: MINT,
  proposal: null,
  sentence: `Event ${key}.`,
  payload: {},
  aboutAt: null,
});

beforeAll(async () => {
  store = await startStoreRuntime();
  rt = store.rt;
  const { sessions, db } = await rt.store();
  alice = (await sessions.createSession(tokenSet(1), { wallet: ALICE, username: 'alice' })).sessionId;
  bob = (await sessions.createSession(tokenSet(2), { wallet: BOB, username: 'bob' })).sessionId;
  nowallet = (await sessions.createSession(tokenSet(3), { wallet: null, username: 'x' })).sessionId;
  await insertEvents(db, ALICE, ['1', '2', '3'].map(event));
  await insertEvents(db, BOB, [event('b1')]);
}, 60_000);

afterAll(() => store.close(), 60_000);

const BASE = 'http://localhost:3000/api';
const headers = (sid: string | null) => ({
  origin: 'http://localhost:3000',
  host: 'localhost:3000',
  'x-requested-with': 'fetch',
  'content-type': 'application/json',
  ...(sid ? { cookie: `sid=${sid}` } : {}),
});
const none = { params: Promise.resolve({}) };

async function get(sid: string | null, query = '') {
  const response = await list(new Request(`${BASE}/inbox${query}`, { headers: headers(sid) }), none);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function read(sid: string | null, body: unknown) {
  const response = await markRead(
    new Request(`${BASE}/inbox/read`, { method: 'POST', headers: headers(sid), body: JSON.stringify(body) }),
    none,
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

type Ev = { id: string; sentence: string; readAt: string | null; href: string };

describe('GET /api/inbox', () => {
  it('answers the wallet’s own events, newest first, paged, with the unread count', async () => {
    const first = await get(alice, '?limit=2');
    expect(first.status).toBe(200);
    const events = first.body.events as Ev[];
    expect(events.map((e) => e.sentence)).toEqual(['Event 3.', 'Event 2.']);
    expect(events[0]!.href).toBe(`/tokens/${MINT}`);
    expect(first.body.unread).toBe(3);
    const rest = await get(alice, `?limit=2&before=${first.body.next as string}`);
    expect((rest.body.events as Ev[]).map((e) => e.sentence)).toEqual(['Event 1.']);
    expect(rest.body.next).toBeNull();
    expect(((await get(bob)).body.events as Ev[]).map((e) => e.sentence)).toEqual(['Event b1.']);
  });

  it('refuses without a session, without a wallet, and with a bad page or cursor', async () => {
    expect((await get(null)).status).toBe(401);
    expect(await get(nowallet)).toMatchObject({ status: 422, body: { error: 'invalid_wallet' } });
    for (const query of ['?limit=0', '?limit=101', '?limit=x', '?before=abc', '?before=-1', '?other=1']) {
      const answer = await get(alice, query);
      expect(answer.status, query).toBe(400);
      expect(answer.body, query).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });

  it('is refused to another method', async () => {
    const response = await listPost(
      new Request(`${BASE}/inbox`, { method: 'POST', headers: headers(alice) }),
      none,
    );
    expect(response.status).toBe(405);
  });
});

describe('POST /api/inbox/read', () => {
  it('marks one event read, and never one of another wallet', async () => {
    const [bobs] = (await get(bob)).body.events as Ev[];
    expect(await read(alice, { id: bobs!.id })).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect((await get(bob)).body.unread).toBe(1);

    const [newest] = (await get(alice)).body.events as Ev[];
    expect(await read(alice, { id: newest!.id })).toEqual({ status: 200, body: { unread: 2 } });
    const after = (await get(alice)).body.events as Ev[];
    expect(after[0]!.readAt).not.toBeNull();
    expect(after[1]!.readAt).toBeNull();
  });

  it('marks all read', async () => {
    expect(await read(alice, { all: true })).toEqual({ status: 200, body: { unread: 0 } });
    expect((await get(bob)).body.unread).toBe(1);
  });

  it('refuses what is not one id or all, in the error shape', async () => {
    for (const body of [null, {}, { all: false }, { id: 3 }, { id: 'x' }, { id: '1', all: true }, [1]]) {
      const answer = await read(alice, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body, JSON.stringify(body)).toMatchObject({
        error: 'invalid_input',
        message: expect.any(String),
      });
    }
    expect((await read(null, { all: true })).status).toBe(401);
  });
});

describe('GET /api/stream/inbox', () => {
  it('tells the unread count at open and again when an event arrives', async () => {
    const abort = new AbortController();
    const response = await streamInbox(
      new Request(`${BASE}/stream/inbox`, { headers: headers(bob), signal: abort.signal }),
      none,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const until = async (needle: string) => {
      while (!text.includes(needle)) text += decoder.decode((await reader.read()).value);
    };
    await until(unreadText(1));
    await insertEvents(await rt.db(), BOB, [event('b2')]);
    rt.watcher.notify(BOB);
    await until(unreadText(2));
    abort.abort();
    await reader.cancel();
  });
});
