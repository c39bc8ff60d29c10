import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Change, ReadModel } from './model';
import { createStreams, HEARTBEAT_MS, TICK_MS } from './stream';

// Streams: one watch per page topic whatever the number of streams, events only to the streams whose
// page shows the changed entry, heartbeats, and nothing left behind when the last stream closes.

function fakeModel() {
  const listeners = new Set<(change: Change) => void>();
  const touched: string[] = [];
  const model = {
    subscribe: (listener: (change: Change) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    touch: async (viewer: { sessionId: string }) => void touched.push(viewer.sessionId),
  } as unknown as ReadModel;
  const emit = (change: Change) => listeners.forEach((l) => l(change));
  return { model, emit, touched };
}

const viewer = (sessionId: string) => ({ sessionId, wallet: null });
afterEach(() => vi.useRealTimers());

describe('read model streams', () => {
  it('shares one watch per topic and sends a change only to pages that show it', () => {
    vi.useFakeTimers();
    const { model, emit, touched } = fakeModel();
    const streams = createStreams(model);
    const a: string[] = [];
    const b: string[] = [];
    const other: string[] = [];
    streams.open({ mint: 'M', proposal: 'P' }, viewer('a'), (t) => a.push(t));
    streams.open({ mint: 'M', proposal: 'P' }, viewer('b'), (t) => b.push(t));
    streams.open({ mint: 'N', proposal: null }, viewer('c'), (t) => other.push(t));
    expect(streams.watching()).toBe(2);
    expect(a[0]).toBe('retry: 3000\n\n');
    emit({ kind: 'votes', id: 'P', version: 2, etag: '"x"' });
    expect(a.at(-1)).toBe('event: votes\ndata: {"id":"P","version":2}\n\n');
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
    const close = streams.open({ mint: 'M', proposal: null }, viewer('a'), (t) => got.push(t));
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
