'use client';

import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import * as React from 'react';
import type { GovernanceReadResponse, VotesListResponse } from '@/lib/partner';
import { responseSchemas } from './api';
import { openEventStream } from './event-stream';
import { governanceKeys, votesKeys } from './governance';
import { clockPushed, pushNetworkTime } from './time';

// One server-sent-events stream per page (GET /api/stream/governance/{mint}?proposal=…). An event carries
// the shared data (the governance read without the viewer's own votes, or the voter list at 200) when the
// stream opens and whenever it changes, checked with the same schema as a read and put in the page's
// queries, so a crowd of pages costs no request when a vote lands or when their streams reopen; an event
// without data makes the page refetch (a conditional GET the server's read model answers). The stream
// also carries the network's clock, and says when the viewer's connection ended. While it is not open
// the page polls as before.

export function streamPath(mint: string, proposal: string | null): string {
  const query = proposal ? `?proposal=${encodeURIComponent(proposal)}` : '';
  return `/api/stream/governance/${encodeURIComponent(mint)}${query}`;
}

type Pushed = { id: string; version: number; data: unknown };

function parse(event: Event): Pushed | null {
  try {
    return JSON.parse((event as MessageEvent<string>).data) as Pushed;
  } catch {
    return null;
  }
}

/**
 * Whether two JSON values are the same (objects compared key by key in any order; a key whose value is
 * undefined counts as absent). The data a stream opens with is most often what the page's server render
 * already put in its queries: seen equal, it needs neither the schemas (loaded apart from the page) nor a
 * render.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameJson(item, b[i]));
  }
  const left = Object.entries(a).filter(([, value]) => value !== undefined);
  const right = b as Record<string, unknown>;
  const rightCount = Object.values(right).filter((value) => value !== undefined).length;
  return left.length === rightCount && left.every(([key, value]) => sameJson(value, right[key]));
}

/** The governance read with the shared part pushed and the viewer's own votes kept from the last read. */
async function applyGovernance(queryClient: QueryClient, mint: string, pushed: Pushed | null) {
  const key = governanceKeys.detail(mint);
  const held = queryClient.getQueryData<GovernanceReadResponse>(key);
  if (!pushed?.data || !held) return queryClient.invalidateQueries({ queryKey: key });
  if (sameJson({ ...(pushed.data as object), viewerVotes: held.viewerVotes }, held)) return;
  const { governanceReadResponseSchema } = await responseSchemas();
  const checked = governanceReadResponseSchema.safeParse({
    ...(pushed.data as object),
    viewerVotes: held.viewerVotes,
  });
  if (!checked.success) return queryClient.invalidateQueries({ queryKey: key });
  queryClient.setQueryData(key, checked.data);
}

/** Every size of the proposal's voter list the page holds, from the list at 200 pushed. */
async function applyVotes(queryClient: QueryClient, proposal: string, pushed: Pushed | null) {
  const prefix = votesKeys.proposal(proposal);
  if (!pushed?.data) return queryClient.invalidateQueries({ queryKey: prefix });
  const data = pushed.data as { votes?: unknown };
  const held = queryClient.getQueriesData<VotesListResponse>({ queryKey: prefix });
  const sliced = (limit: number) =>
    Array.isArray(data.votes) ? { ...data, votes: data.votes.slice(0, limit) } : data;
  if (held.length > 0 && held.every(([key, list]) => sameJson(sliced(Number(key[2])), list))) return;
  const { votesListResponseSchema } = await responseSchemas();
  const checked = votesListResponseSchema.safeParse(pushed.data);
  if (!checked.success) return queryClient.invalidateQueries({ queryKey: prefix });
  for (const [key] of queryClient.getQueriesData<VotesListResponse>({ queryKey: prefix })) {
    const limit = Number(key[2]);
    if (!Number.isInteger(limit)) continue;
    queryClient.setQueryData<VotesListResponse>(key, {
      ...checked.data,
      votes: checked.data.votes.slice(0, limit),
    });
  }
}

/** Whether the page's stream is open (its queries then need no polling). */
export function useGovernanceStream(mint: string, proposal: string | null = null): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = React.useState(false);

  React.useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let open = false;
    const setOpen = (next: boolean) => {
      if (next !== open) clockPushed(next ? 1 : -1);
      open = next;
      setLive(next);
    };
    // At (re)open the server sends the data it holds, so what changed while the stream was down (or the
    // page was in the back/forward cache) arrives without a read.
    const stream = openEventStream(
      streamPath(mint, proposal),
      (source) => {
        source.addEventListener('open', () => setOpen(true));
        source.addEventListener('error', () => setOpen(false));
        // The connection to the service ended: stop listening; the next read says so and offers to connect.
        source.addEventListener('ended', () => {
          stream.close();
          setOpen(false);
          void queryClient.invalidateQueries({ queryKey: governanceKeys.detail(mint) });
        });
        source.addEventListener(
          'governance',
          (event) => void applyGovernance(queryClient, mint, parse(event)),
        );
        source.addEventListener('votes', (event) => {
          if (proposal) void applyVotes(queryClient, proposal, parse(event));
        });
        source.addEventListener('time', (event) => {
          const { nowUnix } = (parse(event) ?? {}) as { nowUnix?: unknown };
          if (typeof nowUnix === 'string' && /^\d+$/.test(nowUnix))
            pushNetworkTime(queryClient, nowUnix, Date.now());
        });
      },
      () => setOpen(false),
    );
    return () => {
      stream.close();
      setOpen(false);
    };
  }, [mint, proposal, queryClient]);

  return live;
}
