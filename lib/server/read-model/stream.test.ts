import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Change, ReadModel } from './model';
import { createStreams, HEARTBEAT_MS, TICK_MS } from './stream';

const text = (into: string[]) => (chunk: Uint8Array) => into.push(new TextDecoder().decode(chunk));

// Streams: one watch per page topic whatever the number of streams, events only to the streams whose
// page shows the changed entry, heartbeats, and nothing left behind when the last stream closes.

function fakeModel() {
  const listeners = new Set<(change: Change) => void>();
  const touched: string[] = [];
  const bodies = new Map<string, { answer: { status: number; body: string }; version?: number }>();
  const ended = new Set<string>();
  const model = {
    hasEnded: (sessionId: string) => ended.has(sessionId),
    subscribe: (listener: (change: Change) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    touch: async (viewer: { sessionId: string }) => void touched.push(viewer.sessionId),
    entries: { peek: (key: string) => bodies.get(key) ?? null },
  } as unknown as ReadModel;
  const emit = (change: Change) => listeners.forEach((l) => l(change));
  return { model, emit, touched, bodies, ended };
}

const viewer = (sessionId: string) => ({ sessionId, wallet: null });
afterEach(() => vi.useRealTimers());

describe('read model streams', () => {
  it('shares one watch per topic and sends a change only to pages that show it', () => {
    vi.useFakeTimers();
    const { model, emit, touched, bodies } = fakeModel();
    const streams = createStreams(model);
    const a: string[] = [];
    const b: string[] = [];
    const other: string[] = [];
    streams.open({ mint: 'M', proposal: 'P' }, viewer('a'), text(a));
    streams.open({ mint: 'M', proposal: 'P' }, viewer('b'), text(b));
    streams.open({ mint: 'N', proposal: null }, viewer('c'), text(other));
    expect(streams.watching()).toBe(2);
    expect(a[0]).toBe('retry: 3000\n\n');
    bodies.set('votes:P', { answer: { status: 200, body: '{\n  "votes": []\n}' } });
    emit({ kind: 'votes', id: 'P', version: 2, etag: '"x"' });
    // The shared data itself, on one line, so no page has to ask for it.
    expect(a.at(-1)).toBe('event: votes\ndata: {"id":"P","version":2,"data":{"votes":[]}}\n\n');
    expect(b.at(-1)).toBe(a.at(-1));
    expect(other).toHaveLength(1);
    vi.advanceTimersByTime(TICK_MS);
    expect(touched.sort()).toEqual(['a', 'c']); // one refresh per topic, not per stream
  });

  it('sends heartbeats and forgets the topic when its last stream closes', () => {
    vi.useFakeTimers();
    const { model, emit } = fakeModel();
    const streams = createStreams(model);
    const got: string[] = [];
    const close = streams.open({ mint: 'M', proposal: null }, viewer('a'), text(got));
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(got).toContain(': heartbeat\n\n');
    close();
    expect(streams.watching()).toBe(0);
    const before = got.length;
    emit({ kind: 'governance', id: 'M', version: 3, etag: '"y"' });
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(got).toHaveLength(before);
  });
});

describe('what a stream carries at open and who lends a session', () => {
  it('sends the data the model holds at open, so a page opening or reopening needs no read', () => {
    vi.useFakeTimers();
    const { model, bodies } = fakeModel();
    bodies.set('gov:M', { answer: { status: 200, body: '{"governance":{}}' }, version: 4 });
    bodies.set('votes:P', { answer: { status: 429, body: '{}' }, version: 1 });
    const got: string[] = [];
    createStreams(model).open({ mint: 'M', proposal: 'P' }, viewer('a'), text(got));
    // The governance it holds; not the refusal it holds for the votes (the page keeps its own).
    expect(got).toEqual([
      'retry: 3000\n\n',
      'event: governance\ndata: {"id":"M","version":4,"data":{"governance":{}}}\n\n',
    ]);
  });

  it('lets each stream of a topic lend its session in turn', () => {
    vi.useFakeTimers();
    const { model, touched } = fakeModel();
    const streams = createStreams(model);
    for (const id of ['a', 'b', 'c']) streams.open({ mint: 'M', proposal: null }, viewer(id), () => {});
    vi.advanceTimersByTime(TICK_MS * 6);
    expect(touched).toEqual(['a', 'b', 'c', 'a', 'b', 'c']);
  });

  it('tells a stream whose connection ended, closes it, and borrows the others’ sessions', () => {
    vi.useFakeTimers();
    const { model, touched, ended } = fakeModel();
    const streams = createStreams(model);
    const gone: string[] = [];
    let closed = 0;
    streams.open({ mint: 'M', proposal: null }, viewer('gone'), text(gone), () => (closed += 1));
    streams.open({ mint: 'M', proposal: null }, viewer('here'), () => {});
    ended.add('gone');
    vi.advanceTimersByTime(TICK_MS * 3);
    expect(gone.at(-1)).toBe('event: ended\ndata: {}\n\n');
    expect(closed).toBe(1);
    expect(touched).toEqual(['here', 'here', 'here']);
    expect(streams.watching()).toBe(1);
  });
});

describe('the network clock on the streams', () => {
  /** Streams over a fake model and two clocks the test moves: the network's (seconds) and this machine's (ms). */
  function streamsOnClocks() {
    vi.useFakeTimers();
    const { model } = fakeModel();
    const clocks = { chain: 1_000_000n, local: 1_000_000_000 };
    const streams = createStreams(model, { networkNow: async () => clocks.chain, now: () => clocks.local });
    return { streams, clocks };
  }

  it('is sent at open, and again only when it moves against this machine’s clock', async () => {
    const { streams, clocks } = streamsOnClocks();
    const got: string[] = [];
    streams.open({ mint: 'M', proposal: null }, viewer('a'), text(got));
    await vi.advanceTimersByTimeAsync(0);
    const times = () => got.filter((t) => t.startsWith('event: time'));
    expect(times()).toEqual(['event: time\ndata: {"nowUnix":"1000000"}\n\n']);
    // Both clocks advance together: nothing new.
    clocks.chain += 5n;
    clocks.local += 5_000;
    await vi.advanceTimersByTimeAsync(TICK_MS);
    expect(times()).toHaveLength(1);
    // The chain's clock jumps an hour: every stream hears it within a tick.
    clocks.chain += 3_600n;
    await vi.advanceTimersByTimeAsync(TICK_MS);
    expect(times().at(-1)).toBe(`event: time\ndata: {"nowUnix":"${clocks.chain}"}\n\n`);
  });

  it('gives a stream that opens later the network’s time now, not the time it was last read at', async () => {
    const { streams, clocks } = streamsOnClocks();
    streams.open({ mint: 'M', proposal: null }, viewer('first'), () => {});
    await vi.advanceTimersByTimeAsync(0);
    // A minute on, both clocks having moved together, another page opens its stream.
    clocks.chain += 60n;
    clocks.local += 60_000;
    await vi.advanceTimersByTimeAsync(TICK_MS);
    const got: string[] = [];
    streams.open({ mint: 'M', proposal: null }, viewer('later'), text(got));
    await vi.advanceTimersByTimeAsync(0);
    expect(got.filter((t) => t.startsWith('event: time'))).toEqual([
      `event: time\ndata: {"nowUnix":"${clocks.chain}"}\n\n`,
    ]);
  });
});

describe('stream caps', () => {
  it('lets one session hold so many streams at once, and another session its own', () => {
    vi.useFakeTimers();
    const { model } = fakeModel();
    const streams = createStreams(model, { perSession: 2 });
    const open = (sessionId: string, mint: string) =>
      streams.refusal({ mint, proposal: null }, viewer(sessionId)) ??
      streams.open({ mint, proposal: null }, viewer(sessionId), () => {});
    const first = open('a', 'M');
    open('a', 'N');
    expect(open('a', 'O')).toMatchObject({ code: 'rate_limit_exceeded', status: 429 });
    expect(typeof open('b', 'O')).toBe('function');
    // A stream that closes (twice, as an abort and a cancel both do) gives back one place.
    (first as () => void)();
    (first as () => void)();
    expect(typeof open('a', 'O')).toBe('function');
    expect(open('a', 'P')).toMatchObject({ code: 'rate_limit_exceeded' });
  });

  it('watches so many topics over everyone, and still lets people join a topic already watched', () => {
    vi.useFakeTimers();
    const { model } = fakeModel();
    const streams = createStreams(model, { topics: 2 });
    streams.open({ mint: 'M', proposal: null }, viewer('a'), () => {});
    streams.open({ mint: 'N', proposal: null }, viewer('b'), () => {});
    expect(streams.refusal({ mint: 'O', proposal: null }, viewer('c'))).toMatchObject({
      code: 'rate_limit_exceeded',
    });
    expect(streams.refusal({ mint: 'M', proposal: null }, viewer('c'))).toBeNull();
    expect(streams.watching()).toBe(2);
  });
});
