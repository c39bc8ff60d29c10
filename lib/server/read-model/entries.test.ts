import { beforeEach, describe, expect, it } from 'vitest';
import { createEntries, FAILURE_BACKOFF_MS, type Answer } from './entries';

// Shared entries: one upstream call per key at a time, stale data served while one refresh runs, a
// version and ETag that change only with the data, the last good answer kept through a failed refresh.

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function harness() {
  let clock = 1_000_000;
  const calls: string[] = [];
  const pending: { resolve: (a: Answer) => void; reject: (e: Error) => void }[] = [];
  const changes: number[] = [];
  const entries = createEntries(
    (key) => {
      calls.push(key);
      return new Promise<Answer>((resolve, reject) => pending.push({ resolve, reject }));
    },
    { now: () => clock, onChange: (entry) => changes.push(entry.version) },
  );
  const answer = (body: string) => pending.shift()!.resolve({ status: 200, body });
  const fail = () => pending.shift()!.reject(new Error('lost'));
  const tick = (ms: number) => (clock += ms);
  /** A read that goes upstream, answered with `body`: the entry it gives. */
  const getAnswered = async (key: string, options: Parameters<typeof entries.get>[1], body: string) => {
    const read = entries.get(key, options);
    await flush();
    answer(body);
    return read;
  };
  return { entries, calls, answer, fail, tick, changes, getAnswered, pendingCount: () => pending.length };
}

describe('read model entries', () => {
  // Every test starts on entries of its own, with no call made yet.
  let h: ReturnType<typeof harness>;
  beforeEach(() => {
    h = harness();
  });

  it('makes one upstream call for many concurrent first readers', async () => {
    const readers = Array.from({ length: 50 }, () => h.entries.get('gov:a', { maxAgeMs: 3000 }));
    await flush();
    expect(h.calls).toEqual(['gov:a']);
    h.answer('{"n":1}');
    const got = await Promise.all(readers);
    expect(new Set(got.map((e) => e.etag)).size).toBe(1);
    expect(got[0]!.answer.body).toBe('{"n":1}');
  });

  it('serves a stale entry at once and refreshes it once behind the readers', async () => {
    await h.getAnswered('k', { maxAgeMs: 3000 }, '{"n":1}');
    h.tick(3000);
    const stale = await Promise.all([1, 2, 3].map(() => h.entries.get('k', { maxAgeMs: 3000 })));
    expect(stale.every((e) => e.answer.body === '{"n":1}')).toBe(true);
    expect(h.calls).toHaveLength(2);
    h.answer('{"n":2}');
    await flush();
    expect((await h.entries.get('k', { maxAgeMs: 3000 })).answer.body).toBe('{"n":2}');
    expect(h.calls).toHaveLength(2);
  });

  it('keeps the version and ETag while the data is unchanged, and raises them when it changes', async () => {
    const v1 = await h.getAnswered('k', { maxAgeMs: 1000 }, '{"n":1}');
    h.tick(1000);
    void h.entries.get('k', { maxAgeMs: 1000 });
    h.answer('{"n":1}');
    await flush();
    const same = h.entries.peek('k')!;
    expect([same.version, same.etag]).toEqual([v1.version, v1.etag]);
    expect(same.fetchedAt).toBeGreaterThan(v1.fetchedAt);
    h.tick(1000);
    void h.entries.get('k', { maxAgeMs: 1000 });
    h.answer('{"n":2}');
    await flush();
    expect(h.entries.peek('k')!.version).toBe(v1.version + 1);
    expect(h.entries.peek('k')!.etag).not.toBe(v1.etag);
    expect(h.changes).toEqual([1, 2]);
  });

  it('keeps serving the last good answer with its age when a refresh fails, and backs off', async () => {
    const good = await h.getAnswered('k', { maxAgeMs: 1000 }, '{"n":1}');
    h.tick(1500);
    expect((await h.entries.get('k', { maxAgeMs: 1000 })).fetchedAt).toBe(good.fetchedAt);
    h.fail();
    await flush();
    expect(await h.entries.get('k', { maxAgeMs: 1000 })).toEqual(good);
    expect(h.calls).toHaveLength(2); // backing off
    h.tick(FAILURE_BACKOFF_MS);
    const again = h.entries.get('k', { maxAgeMs: 1000 });
    await flush();
    expect(h.calls).toHaveLength(3);
    h.fail();
    expect(await again).toEqual(good); // long stale, refreshed first, and the refresh failed: the last good
  });

  it('refreshes an entry long past its target before serving it', async () => {
    await h.getAnswered('k', { maxAgeMs: 1000 }, '{"n":1}');
    h.tick(4500);
    const later = await h.getAnswered('k', { maxAgeMs: 1000 }, '{"n":2}');
    expect(later.answer.body).toBe('{"n":2}');
  });

  it('passes a failure on only to a reader with nothing to show', async () => {
    const first = h.entries.get('k', { maxAgeMs: 1000 });
    await flush();
    h.fail();
    await expect(first).rejects.toThrow('lost');
  });

  it('waits for data fetched after `notBefore` (a person’s own write)', async () => {
    await h.getAnswered('k', { maxAgeMs: 60_000 }, '{"voted":false}');
    h.tick(10);
    const wrote = h.tick(0);
    const mine = await h.getAnswered('k', { maxAgeMs: 60_000, notBefore: wrote }, '{"voted":true}');
    expect(mine.answer.body).toBe('{"voted":true}');
  });

  it('counts an answer as fetched when its call was sent, not when it came back', async () => {
    const sent = h.tick(0);
    const read = h.entries.get('k', { maxAgeMs: 1000 });
    await flush();
    h.tick(700);
    h.answer('{"n":1}');
    expect((await read).fetchedAt).toBe(sent);
  });

  it('does not serve a call sent before a write once the write made the entry stale: it waits for the next', async () => {
    await h.getAnswered('k', { maxAgeMs: 1000 }, '{"votes":0}');
    h.tick(1000);
    void h.entries.get('k', { maxAgeMs: 1000 }); // stale: a refresh goes out behind the reader
    await flush();
    expect(h.calls).toHaveLength(2);
    h.tick(100);
    h.entries.invalidate('k'); // a vote confirms while that call is out
    expect(h.entries.invalidated('k')).toBe(true);
    const after = h.entries.get('k', { maxAgeMs: 1000 });
    await flush();
    expect(h.calls).toHaveLength(2); // one call at a time for the key
    h.answer('{"votes":0}'); // the early call answers without the vote
    await flush();
    expect(h.calls).toHaveLength(3);
    expect(h.entries.invalidated('k')).toBe(true);
    h.answer('{"votes":1}');
    expect((await after).answer.body).toBe('{"votes":1}');
    expect(h.entries.invalidated('k')).toBe(false);
  });

  it('refreshes after a write at once, even while backing off from a failed refresh', async () => {
    await h.getAnswered('k', { maxAgeMs: 1000 }, '{"votes":0}');
    h.tick(1500);
    void h.entries.get('k', { maxAgeMs: 1000 });
    await flush();
    h.fail(); // the service was busy a moment
    await flush();
    h.tick(100);
    h.entries.invalidate('k'); // then it took a vote
    const after = await h.getAnswered('k', { maxAgeMs: 1000 }, '{"votes":1}');
    expect(after.answer.body).toBe('{"votes":1}');
  });

  it('waits past a call sent before `notBefore` for one sent after it', async () => {
    const first = h.entries.get('k', { maxAgeMs: 60_000 });
    await flush();
    const wrote = h.tick(50);
    const mine = h.entries.get('k', { maxAgeMs: 60_000, notBefore: wrote });
    h.answer('{"voted":false}');
    expect((await first).answer.body).toBe('{"voted":false}');
    await flush();
    expect(h.calls).toHaveLength(2);
    h.answer('{"voted":true}');
    expect((await mine).answer.body).toBe('{"voted":true}');
  });

  it('drops keys nobody asked for', async () => {
    await h.getAnswered('k', { maxAgeMs: 1000 }, '{}');
    h.tick(11 * 60_000);
    expect(h.entries.sweep()).toBe(0);
  });
});
