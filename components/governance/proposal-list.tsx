'use client';

import * as React from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { LIMITS, type Governance, type Proposal, type Vote } from '@/lib/partner';
import {
  emptyFilterText,
  filterCounts,
  filterProposals,
  PROPOSAL_FILTERS,
  type ProposalFilter,
} from './proposal-filters';
import type { Viewer } from '@/lib/api';
import { ProposalRow } from './proposal-row';
import { listRefreshText } from './refetch';
import { count } from '@/lib/format';

type Props = {
  mint: string;
  governance: Governance;
  proposals: Proposal[];
  viewerVotes: Vote[];
  nowUnix: bigint;
  viewer: Viewer;
  /** The token's symbol, when known, so amounts read "10,000 LUMEN". */
  symbol?: string;
  /** The page's event stream is open: changes arrive as they happen, nothing is polled. */
  live?: boolean;
};

/** The proposals, newest first, with the "Needs my vote" and "Ready to settle" filters. */
export function ProposalList({ proposals, live = false, ...row }: Props) {
  const { viewerVotes, nowUnix } = row;
  const [filter, setFilter] = React.useState<ProposalFilter>('all');
  const counts = filterCounts(proposals, viewerVotes, nowUnix);
  const shown = filterProposals(proposals, filter, viewerVotes, nowUnix);
  const label = PROPOSAL_FILTERS.find((f) => f.id === filter)?.label ?? 'All';
  return (
    <Card aria-labelledby="proposals-title" className="grid gap-4">
      <div className="grid gap-1">
        <CardTitle id="proposals-title">Proposals</CardTitle>
        <p className="text-sm text-muted-foreground">
          Newest first. {listRefreshText(proposals, nowUnix, live)}
        </p>
      </div>
      <div role="group" aria-label="Show proposals" className="flex flex-wrap gap-2">
        {PROPOSAL_FILTERS.map((f) => (
          <Button
            key={f.id}
            size="sm"
            variant={filter === f.id ? 'primary' : 'secondary'}
            aria-pressed={filter === f.id}
            onClick={() => setFilter(f.id)}
          >
            {f.label}
            <span className="rounded-full bg-background/20 px-1.5 text-xs tabular-nums">{counts[f.id]}</span>
          </Button>
        ))}
      </div>
      <p aria-live="polite" className="sr-only">
        {filter === 'all'
          ? `Showing all ${count(shown.length, 'proposal')}.`
          : `${label}: ${shown.length} of ${count(proposals.length, 'proposal')}.`}
      </p>
      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
          {emptyFilterText(filter)}
        </p>
      ) : (
        <ol className="grid gap-3">
          {shown.map((proposal) => (
            <ProposalRow key={proposal.proposal} {...row} proposal={proposal} />
          ))}
        </ol>
      )}
      {proposals.length >= LIMITS.proposalsShown ? (
        <p role="note" className="rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm">
          These are the {LIMITS.proposalsShown} newest proposals. The service lists no more than that, so
          older proposals cannot be shown here.
        </p>
      ) : null}
    </Card>
  );
}
