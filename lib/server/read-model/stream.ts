import 'server-only';
import type { Change, ReadModel, Viewer } from './model';

// Server-sent events for the pages: one stream per open page, one watch per page topic (a token, and the
// proposal it shows) however many streams share it. The watch keeps the topic's shared entries fresh
// (a read of the model each second; the model calls the upstream only when an entry is past its target)
// and every stream of the topic gets a small event when an entry it shows has a new version. The page
// then refetches with a conditional GET, which the read model answers.

export const TICK_MS = 1_000;
export const HEARTBEAT_MS = 15_000;
export const RETRY_MS = 3_000;

export type Topic = { mint: string; proposal: string | null };
type Stream = { viewer: Viewer; send: (text: string) => void };
type Watch = { topic: Topic; streams: Set<Stream>; timer: ReturnType<typeof setInterval> };

const topicKey = (topic: Topic) => `${topic.mint}|${topic.proposal ?? ''}`;
export const eventText = (change: Change) =>
  `event: ${change.kind}\ndata: ${JSON.stringify({ id: change.id, version: change.version })}\n\n`;

export function createStreams(model: ReadModel) {
  const watches = new Map<string, Watch>();

  model.subscribe((change) => {
    for (const watch of watches.values()) {
      const shown =
        change.kind === 'governance' ? watch.topic.mint === change.id : watch.topic.proposal === change.id;
      if (!shown) continue;
      const text = eventText(change);
      for (const stream of watch.streams) stream.send(text);
    }
  });

  function tick(watch: Watch): void {
    // Whoever is watching lends their session to the refresh; the next tick may use another one.
    const first = watch.streams.values().next().value;
    if (first) void model.touch(first.viewer, watch.topic).catch(() => undefined);
  }

  /** Opens a stream of `topic` for a viewer; the returned function closes it. */
  function open(topic: Topic, viewer: Viewer, send: (text: string) => void): () => void {
    const key = topicKey(topic);
    let watch = watches.get(key);
    if (!watch) {
      const made: Watch = { topic, streams: new Set(), timer: setInterval(() => tick(made), TICK_MS) };
      made.timer.unref?.();
      watches.set(key, (watch = made));
    }
    const stream: Stream = { viewer, send };
    watch.streams.add(stream);
    const heartbeat = setInterval(() => send(': heartbeat\n\n'), HEARTBEAT_MS);
    heartbeat.unref?.();
    send(`retry: ${RETRY_MS}\n\n`);
    const held = watch;
    return () => {
      clearInterval(heartbeat);
      held.streams.delete(stream);
      if (held.streams.size === 0 && watches.get(key) === held) {
        clearInterval(held.timer);
        watches.delete(key);
      }
    };
  }

  return { open, watching: () => watches.size };
}

export type Streams = ReturnType<typeof createStreams>;
