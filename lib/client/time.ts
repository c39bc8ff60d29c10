'use client';

import { useQuery, type QueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { keptOffset, offsetFrom } from '@/lib/domain/clock';
import { timeResponseOf } from '@/lib/api/time';
import { ownError } from './errors';
import { apiFetch } from './api';
import { timeKeys } from './time-keys';

// The one clock of the browser. `/api/time` gives the network's (the chain's) time, kept as an offset
// in ms from this machine's clock (the server page prefetches it), and every clock on the page ticks
// from one shared timer. The offset is measured again each second while the tab is visible and at once
// when it regains focus, and replaced when it moved by a second or more, so the page follows a jump of
// the network's clock within 2 s while small measuring noise never makes a countdown stutter.

/** How often the offset is measured while the page is visible. */
export const CLOCK_SYNC_MS = 1_000;

// Pages with an open event stream get the network's clock pushed (`pushNetworkTime`), and then need not
// ask for it each second; the count says whether one is open.
let pushers = 0;
const pushListeners = new Set<() => void>();
function subscribePushers(notify: () => void): () => void {
  pushListeners.add(notify);
  return () => pushListeners.delete(notify);
}

/** Marks an event stream that pushes the network's clock as open (+1) or closed (-1). */
export function clockPushed(delta: 1 | -1): void {
  pushers = Math.max(0, pushers + delta);
  pushListeners.forEach((notify) => notify());
}

/** Takes the network's time pushed by the server at `receivedAtMs` (an event stream's `time`). */
export function pushNetworkTime(queryClient: QueryClient, nowUnix: string, receivedAtMs: number): void {
  const next = String(offsetFrom(nowUnix, receivedAtMs, receivedAtMs));
  queryClient.setQueryData<string>(timeKeys.networkOffset, (previous) => keptOffset(previous, next));
}

/** The network's time from `/api/time`'s answer (lib/api/time.ts checks it, without zod). */
export function nowUnixOf(body: unknown): string {
  const answer = timeResponseOf(body);
  if (answer) return answer.nowUnix;
  throw ownError('internal', { message: 'The dashboard answered with a time it cannot read.' });
}

function useNetworkOffsetMs(): number {
  // Whether the clock is pushed only sets the measuring interval: the page's stream opening says so in a
  // transition, not in an urgent re-render of the whole view (which would hydrate at once every part of
  // the page whose code is still loading).
  const [pushed, setPushed] = React.useState(false);
  React.useEffect(() => {
    const update = () => React.startTransition(() => setPushed(pushers > 0));
    update();
    return subscribePushers(update);
  }, []);
  const { data } = useQuery({
    queryKey: timeKeys.networkOffset,
    queryFn: async () => {
      const sent = Date.now();
      const nowUnix = nowUnixOf(await apiFetch<unknown>('/api/time'));
      return String(offsetFrom(nowUnix, sent, Date.now()));
    },
    structuralSharing: (previous: unknown, next: unknown) =>
      keptOffset(previous as string | undefined, next as string),
    staleTime: 0,
    // The server's render put an offset in the cache: the first measurement here comes with the first
    // tick of the interval (or never, on a page whose event stream pushes the clock as soon as it opens),
    // not as one more read while the page loads.
    refetchOnMount: false,
    refetchInterval: pushed ? false : CLOCK_SYNC_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    retry: false,
  });
  return data === undefined ? 0 : Number(data);
}

// One timer for every clock on the page; a quarter second keeps each displayed second late by < 0.25 s.
const listeners = new Set<() => void>();
let timer: number | undefined;
function subscribeTick(notify: () => void): () => void {
  listeners.add(notify);
  timer ??= window.setInterval(() => listeners.forEach((l) => l()), 250);
  return () => {
    listeners.delete(notify);
    if (listeners.size === 0 && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

const noSubscription = () => () => {};

/** False during the server render and hydration, true afterwards (for text only the browser can know). */
export function useHydrated(): boolean {
  return React.useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * As `useHydrated`, for a view that reads it at its top: it turns true in a `startTransition` once the
 * view has mounted, so the re-render it causes is one the browser can interrupt. (The store of
 * `useHydrated` re-renders the view urgently right after hydration; an urgent re-render that reaches a part
 * of the page whose code is still loading makes React drop that part's server HTML for its skeleton and
 * draw it again in one long task.) On a client-side visit the first commit still shows UTC, the next one
 * the local text.
 */
export function useHydratedInTransition(): boolean {
  const [hydrated, setHydrated] = React.useState(false);
  React.useEffect(() => {
    React.startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}

/** This machine's clock in whole seconds as ms, ticking; null during the server render and hydration. */
export function useLocalNowMs(): number | null {
  return React.useSyncExternalStore(
    subscribeTick,
    () => Math.floor(Date.now() / 1000) * 1000,
    () => null,
  );
}

/**
 * The network's current Unix time, ticking every second. `renderedAtUnix` is the server's local time
 * when it rendered the page, so the first paint and hydration agree (on a client-side navigation it is
 * the moment the page's payload was rendered, a request ago).
 *
 * Pages read it at their top, so every update re-renders the whole view: the updates are transitions,
 * rendered in slices the browser can interrupt. (With `useSyncExternalStore`, as the small readers above,
 * React re-renders synchronously right after hydration, because the browser's clock has moved past the
 * server's, and on each tick: 350 ms of blocked main thread on a proposal page at 4× CPU.)
 */
export function useNetworkNow(renderedAtUnix: string): bigint {
  const offsetMs = useNetworkOffsetMs();
  const [unix, setUnix] = React.useState(() => Math.floor((Number(renderedAtUnix) * 1000 + offsetMs) / 1000));
  React.useEffect(() => {
    const update = () => React.startTransition(() => setUnix(Math.floor((Date.now() + offsetMs) / 1000)));
    update();
    return subscribeTick(update);
  }, [offsetMs]);
  return BigInt(unix);
}
