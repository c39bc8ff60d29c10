import 'server-only';
import { ApiError, catalogueError } from '@/lib/partner';
import type { Change, ReadModel, Viewer } from './model';

// Server-sent events for the pages: one stream per open page, one watch per page topic (a token, and the
// proposal it shows) however many streams share it. The watch keeps the topic's shared entries fresh
// (a read of the model each second; the model calls the upstream only when an entry is past its target).
// When an entry a page shows gets a new version, its streams get the shared data itself (the governance
// read without the viewer's own votes, or the voter list at 200), encoded once for all of them, so a
// crowd of pages costs no request at all when a vote lands. The network's clock rides on the same
// streams: its time at open, and again whenever it moves against this machine's clock (the chain's clock
// jumped), so pages with a stream need not ask for it.

export const TICK_MS = 1_000;
export const HEARTBEAT_MS = 15_000;
export const RETRY_MS = 3_000;
/** The network's clock is announced again when it moved by this much against this machine's. */
export const CLOCK_MOVE_MS = 1_500;

export type Topic = { mint: string; proposal: string | null };
export type Send = (chunk: Uint8Array) => void;
type Stream = { viewer: Viewer; send: Send; close: () => void };
type Watch = {
  topic: Topic;
  streams: Set<Stream>;
  timer: ReturnType<typeof setInterval>;
  /** The stream whose session the next refresh borrows (they take turns). */
  turn: number;
};

const encoder = new TextEncoder();
const HEARTBEAT = encoder.encode(': heartbeat\n\n');
const RETRY = encoder.encode(`retry: ${RETRY_MS}\n\n`);
/** The viewer's connection to the service ended: the page stops listening and offers to connect again. */
const ENDED = encoder.encode('event: ended\ndata: {}\n\n');
const topicKey = (topic: Topic) => `${topic.mint}|${topic.proposal ?? ''}`;

/** One change as an event: its id and version, and the shared data when the entry holds a success. */
export function eventText(change: Change, body: string | null): string {
  let data = 'null';
  if (body !== null) {
    try {
      data = JSON.stringify(JSON.parse(body)); // one line, whatever the upstream's layout
    } catch {
      // unreadable: the page refetches
    }
  }
  return `event: ${change.kind}\ndata: {"id":${JSON.stringify(change.id)},"version":${change.version},"data":${data}}\n\n`;
}

export const timeText = (nowUnix: bigint) => `event: time\ndata: {"nowUnix":"${nowUnix}"}\n\n`;

export type StreamOptions = {
  /** The network's clock in whole seconds (the chain's time). */
  networkNow?: () => Promise<bigint>;
  /** This machine's clock (ms). */
  now?: () => number;
  /** Streams one session may hold open at once (its tabs), STREAMS_PER_SESSION by default. */
  perSession?: number;
  /** Topics watched at once over everyone, WATCHED_TOPICS by default. */
  topics?: number;
};

/** A person's open pages with live data, across tabs; a page that opens another's closes first. */
export const STREAMS_PER_SESSION = 8;
/** Distinct token/proposal pages watched at once: each refreshes from the service while watched. */
export const WATCHED_TOPICS = 2_000;

export function createStreams(model: ReadModel, options: StreamOptions = {}) {
  const now = options.now ?? Date.now;
  const watches = new Map<string, Watch>();
  const perSession = new Map<string, number>(); // session → its open streams
  const maxPerSession = options.perSession ?? STREAMS_PER_SESSION;
  const maxTopics = options.topics ?? WATCHED_TOPICS;
  // The network's clock as its offset from this machine's (the chunk is what the streams were last told).
  let clock: { offsetMs: number; chunk: Uint8Array } | null = null;
  let clockTimer: ReturnType<typeof setInterval> | null = null;

  const everyStream = function* () {
    for (const watch of watches.values()) yield* watch.streams;
  };

  const entryKey = (kind: Change['kind'], id: string) => `${kind === 'governance' ? 'gov' : 'votes'}:${id}`;

  // Each entry's event, encoded once however many streams get it (a crowd opening at once included).
  const encoded = new WeakMap<object, Uint8Array>();

  /** The change as an event, with the entry's data when it holds a success. */
  function chunkOf(change: Change): Uint8Array {
    const entry = model.entries.peek(entryKey(change.kind, change.id));
    const kept = entry && entry.version === change.version ? encoded.get(entry) : undefined;
    if (kept) return kept;
    const chunk = encoder.encode(eventText(change, entry?.answer.status === 200 ? entry.answer.body : null));
    if (entry && entry.version === change.version) encoded.set(entry, chunk);
    return chunk;
  }

  model.subscribe((change) => {
    let chunk: Uint8Array | null = null;
    for (const watch of watches.values()) {
      const shown =
        change.kind === 'governance' ? watch.topic.mint === change.id : watch.topic.proposal === change.id;
      if (!shown) continue;
      chunk ??= chunkOf(change);
      for (const stream of watch.streams) stream.send(chunk);
    }
  });

  /** What the model holds for a topic now, as events: a page (re)opening its stream needs no read. */
  function current(topic: Topic): Uint8Array[] {
    const held: { kind: Change['kind']; id: string }[] = [{ kind: 'governance', id: topic.mint }];
    if (topic.proposal) held.push({ kind: 'votes', id: topic.proposal });
    return held.flatMap(({ kind, id }) => {
      const entry = model.entries.peek(entryKey(kind, id));
      return entry?.answer.status === 200
        ? [chunkOf({ kind, id, version: entry.version, etag: entry.etag })]
        : [];
    });
  }

  async function readClock(): Promise<void> {
    if (!options.networkNow) return;
    const nowUnix = await options.networkNow();
    const offsetMs = Number(nowUnix) * 1000 + 500 - now();
    if (clock && Math.abs(offsetMs - clock.offsetMs) < CLOCK_MOVE_MS) return;
    clock = { offsetMs, chunk: encoder.encode(timeText(nowUnix)) };
    for (const stream of everyStream()) stream.send(clock.chunk);
  }

  /**
   * The network's time now, for a stream that opens: the time last read is as old as the clock has kept
   * still against this machine's (a page opening a minute after the first would set its clock a minute
   * behind), so it is carried forward by the offset.
   */
  const clockNow = (held: { offsetMs: number }) =>
    encoder.encode(timeText(BigInt(Math.floor((now() + held.offsetMs) / 1000))));

  function tick(watch: Watch): void {
    // A stream whose session ended is told so and closed: it cannot lend its session any more.
    for (const stream of watch.streams) {
      if (!model.hasEnded(stream.viewer.sessionId)) continue;
      stream.send(ENDED);
      stream.close();
    }
    // Whoever is watching lends their session to the refresh, each stream in turn.
    const streams = [...watch.streams];
    if (streams.length === 0) return;
    const lender = streams[watch.turn++ % streams.length]!;
    void model.touch(lender.viewer, watch.topic).catch(() => undefined);
  }

  /**
   * Why a stream of `topic` for this viewer cannot open now (the session holds its most streams, or as
   * many topics as the server watches are watched and this is not one), or null when it can.
   */
  function refusal(topic: Topic, viewer: Viewer): ApiError | null {
    if ((perSession.get(viewer.sessionId) ?? 0) >= maxPerSession)
      return catalogueError('rate_limit_exceeded', {
        retryAfterSeconds: RETRY_MS / 1000,
        message: `At most ${maxPerSession} pages of one connection update live at once.`,
        action: 'Close another tab of this app, then reload this one.',
      });
    if (watches.size >= maxTopics && !watches.has(topicKey(topic)))
      return catalogueError('rate_limit_exceeded', {
        retryAfterSeconds: RETRY_MS / 1000,
        message: 'This page cannot update live right now: too many pages are being watched.',
      });
    return null;
  }

  /**
   * Opens a stream of `topic` for a viewer (after `refusal` said it may); the returned function closes it. `end` ends the response
   * (the server closes a stream whose session ended).
   */
  function open(topic: Topic, viewer: Viewer, send: Send, end: () => void = () => {}): () => void {
    const key = topicKey(topic);
    let watch = watches.get(key);
    if (!watch) {
      const made: Watch = {
        topic,
        streams: new Set(),
        timer: setInterval(() => tick(made), TICK_MS),
        turn: 0,
      };
      made.timer.unref?.();
      watches.set(key, (watch = made));
    }
    if (options.networkNow && !clockTimer) {
      clockTimer = setInterval(() => void readClock().catch(() => undefined), TICK_MS);
      clockTimer.unref?.();
    }
    const held = watch;
    const sessionId = viewer.sessionId;
    perSession.set(sessionId, (perSession.get(sessionId) ?? 0) + 1);
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      const left = (perSession.get(sessionId) ?? 1) - 1;
      if (left > 0) perSession.set(sessionId, left);
      else perSession.delete(sessionId);
      clearInterval(heartbeat);
      held.streams.delete(stream);
      if (held.streams.size === 0 && watches.get(key) === held) {
        clearInterval(held.timer);
        watches.delete(key);
      }
      if (watches.size === 0 && clockTimer) {
        clearInterval(clockTimer);
        clockTimer = null;
        clock = null;
      }
    };
    const stream: Stream = {
      viewer,
      send,
      close: () => {
        close();
        end();
      },
    };
    watch.streams.add(stream);
    const heartbeat = setInterval(() => send(HEARTBEAT), HEARTBEAT_MS);
    heartbeat.unref?.();
    send(RETRY);
    for (const chunk of current(topic)) send(chunk);
    if (clock) send(clockNow(clock));
    else void readClock().catch(() => undefined);
    return close;
  }

  return { open, refusal, watching: () => watches.size };
}

export type Streams = ReturnType<typeof createStreams>;
