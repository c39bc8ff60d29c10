'use client';

import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { governanceKeys, votesKeys } from './governance';

// One server-sent-events stream per page (GET /api/stream/governance/{mint}?proposal=…): on an event the
// page refetches the query it names, a conditional GET the server's read model answers (304 when the
// browser already holds that version). While the stream is not open the page polls as before.

export function streamPath(mint: string, proposal: string | null): string {
  const query = proposal ? `?proposal=${encodeURIComponent(proposal)}` : '';
  return `/api/stream/governance/${encodeURIComponent(mint)}${query}`;
}

/** Whether the page's stream is open (its queries then need no polling). */
export function useGovernanceStream(mint: string, proposal: string | null = null): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = React.useState(false);

  React.useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(streamPath(mint, proposal));
    const refetchGovernance = () =>
      void queryClient.invalidateQueries({ queryKey: governanceKeys.detail(mint) });
    const refetchVotes = () => {
      if (proposal) void queryClient.invalidateQueries({ queryKey: votesKeys.proposal(proposal) });
    };
    source.addEventListener('open', () => {
      setLive(true);
      // Whatever changed while the stream was down.
      refetchGovernance();
      refetchVotes();
    });
    source.addEventListener('error', () => setLive(false));
    source.addEventListener('governance', refetchGovernance);
    source.addEventListener('votes', refetchVotes);
    return () => {
      source.close();
      setLive(false);
    };
  }, [mint, proposal, queryClient]);

  return live;
}
