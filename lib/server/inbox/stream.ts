import 'server-only';
import { sessionWallet } from '../holdings';
import type { OpenStream } from '../http/respond';
import type { RequestHead } from '../http/request-head';
import type { Runtime } from '../runtime';
import { requireSession } from '../session';
import type { Watcher } from './watcher';

// The bell's stream: server-sent `unread` events with the wallet's unread count, at open and whenever it
// changes. The watcher tells each change, made here or (on a shared PostgreSQL store) on another instance
// (its watcher's new events, a read on another device that reached it): the stream then counts the
// wallet's unread rows once, an indexed count, and sends the count when it moved. Nothing is counted
// while nothing changes, however many bells are open.
export const HEARTBEAT_MS = 15_000;
const RETRY_MS = 3_000;

const encoder = new TextEncoder();

export function unreadText(count: number): string {
  return `event: unread\ndata: {"count":${count}}\n\n`;
}

/** Opens one bell's stream for `wallet`; answers the function that closes it. */
export function openInboxStream(
  watcher: Pick<Watcher, 'subscribe' | 'unread'>,
  wallet: string,
  send: (chunk: Uint8Array) => void,
  options: { heartbeatMs?: number } = {},
): () => void {
  let last = -1;
  let closed = false;
  let counting: Promise<void> | null = null;
  let again = false;

  const count = () => {
    if (closed) return;
    if (counting) {
      again = true;
      return;
    }
    counting = watcher
      .unread(wallet)
      .then((n) => {
        if (!closed && n !== last) {
          last = n;
          send(encoder.encode(unreadText(n)));
        }
      })
      .catch(() => undefined) // the store is busy: the next poll tells
      .finally(() => {
        counting = null;
        if (again) {
          again = false;
          count();
        }
      });
  };

  send(encoder.encode(`retry: ${RETRY_MS}\n\n`));
  const stop = watcher.subscribe(wallet, count);
  const heartbeat = setInterval(
    () => send(encoder.encode(': heartbeat\n\n')),
    options.heartbeatMs ?? HEARTBEAT_MS,
  );
  heartbeat.unref?.();
  count();
  return () => {
    if (closed) return;
    closed = true;
    stop();
    clearInterval(heartbeat);
  };
}

/**
 * A bell's request for its stream (GET /api/stream/inbox), by either door: the signed-in wallet's stream,
 * or the error to answer (no session). The bell of a connected wallet lends its session to the watcher,
 * which reads her tokens with it.
 */
export async function inboxStreamRequest(
  rt: Pick<Runtime, 'store' | 'watcher' | 'partner'>,
  request: RequestHead,
): Promise<OpenStream> {
  const session = await requireSession(rt, request);
  const wallet = await sessionWallet(rt, session);
  await rt.watcher.lend(wallet, session.sessionId);
  return (send) => openInboxStream(rt.watcher, wallet, send);
}
