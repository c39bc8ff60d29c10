// @vitest-environment jsdom
// A page's event stream holds a connection only while the page is shown: it closes as the page goes into
// the back/forward cache and opens anew, with its listeners, when the page comes back.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openEventStream } from './event-stream';

class FakeEventSource extends EventTarget {
  static made: FakeEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.made.push(this);
  }
  close() {
    this.closed = true;
  }
}

const open = () => FakeEventSource.made.filter((source) => !source.closed);
const pageTransition = (type: 'pagehide' | 'pageshow', persisted: boolean) =>
  window.dispatchEvent(new PageTransitionEvent(type, { persisted }));

beforeEach(() => {
  FakeEventSource.made = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe('openEventStream', () => {
  it('closes as the page is hidden and opens anew, listened to, when it comes back from the cache', () => {
    const heard: string[] = [];
    const paused = vi.fn();
    const stream = openEventStream(
      '/api/stream/inbox',
      (source) =>
        source.addEventListener('unread', () =>
          heard.push(`unread on #${FakeEventSource.made.indexOf(source as never)}`),
        ),
      paused,
    );
    expect(open().map((source) => source.url)).toEqual(['/api/stream/inbox']);

    pageTransition('pagehide', true);
    expect(open()).toHaveLength(0);
    expect(paused).toHaveBeenCalledTimes(1);

    pageTransition('pageshow', true);
    expect(open()).toHaveLength(1);
    open()[0]!.dispatchEvent(new Event('unread'));
    expect(heard).toEqual(['unread on #1']);

    stream.close();
    expect(open()).toHaveLength(0);
    pageTransition('pageshow', true);
    expect(open()).toHaveLength(0);
  });

  it('opens nothing more on a first show, nor after it was closed for good while hidden', () => {
    const stream = openEventStream('/api/stream/governance/M', () => {});
    pageTransition('pageshow', false);
    expect(FakeEventSource.made).toHaveLength(1);
    pageTransition('pagehide', true);
    stream.close();
    pageTransition('pageshow', true);
    expect(FakeEventSource.made).toHaveLength(1);
    expect(open()).toHaveLength(0);
  });
});
