import 'server-only';
import type { Watcher } from './watcher';

// The bell's stream: server-sent `unread` events with the wallet's unread count, at open and whenever it
// changes. This instance's own changes (the watcher's new events, a mark read) are told at once; those of
// another instance sharing the store (its watcher, or a read on another device that reached it) are found
// by a count every POLL_MS, an indexed count of one wallet's unread rows.

export const POLL_MS = 10_000;
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
  options: { pollMs?: number; heartbeatMs?: number } = {},
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
  const poll = setInterval(count, options.pollMs ?? POLL_MS);
  const heartbeat = setInterval(
    () => send(encoder.encode(': heartbeat\n\n')),
    options.heartbeatMs ?? HEARTBEAT_MS,
  );
  poll.unref?.();
  heartbeat.unref?.();
  count();
  return () => {
    if (closed) return;
    closed = true;
    stop();
    clearInterval(poll);
    clearInterval(heartbeat);
  };
}
