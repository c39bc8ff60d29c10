'use client';

// A page's server-sent-events stream, open only while the page is shown. A page the browser keeps in its
// back/forward cache keeps its EventSource's connection: a few full navigations through live pages in one
// tab fill the browser's six connections to the dashboard, and the next page waits for one forever. So the
// stream closes as the page is hidden (`pagehide`) and opens anew if the page is shown again from the cache
// (`pageshow` with `persisted`); the server sends what it holds as a stream opens, so nothing is missed.

export type EventStream = {
  /** Closes the stream for good (also when the page is shown again). */
  close(): void;
};

/**
 * Opens `path` as an EventSource and hands it, and each one opened again after the page came back from the
 * back/forward cache, to `attach`; `paused` runs when the stream closes as the page is hidden.
 */
export function openEventStream(
  path: string,
  attach: (source: EventSource) => void,
  paused: () => void = () => {},
): EventStream {
  let source: EventSource | null = null;
  let closed = false;
  const open = () => {
    source = new EventSource(path);
    attach(source);
  };
  const hide = () => {
    if (source === null) return;
    source.close();
    source = null;
    paused();
  };
  const show = (event: PageTransitionEvent) => {
    if (event.persisted && source === null && !closed) open();
  };
  window.addEventListener('pagehide', hide);
  window.addEventListener('pageshow', show);
  open();
  return {
    close() {
      closed = true;
      window.removeEventListener('pagehide', hide);
      window.removeEventListener('pageshow', show);
      source?.close();
      source = null;
    },
  };
}
