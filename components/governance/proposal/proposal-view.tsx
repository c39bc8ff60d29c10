'use client';

import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import * as React from 'react';
import { ProposalActions } from '@/components/voting/proposal-actions';
import { useNetworkNow } from '@/lib/client/time';
import { tokenMetadataQuery } from '@/lib/client/metadata';
import { proposalState, shortAddress } from '@/lib/domain';
import type { GovernanceReadResponse } from '@/lib/partner';
import { ChartPanel } from './chart-panel';
import { refreshInterval } from './freshness';
import { FreshnessLine } from './freshness-line';
import { PanelBoundary } from '@/components/ui/panel-boundary';
import { Skeleton } from '@/components/ui/skeleton';
import { ProposalHeader } from './proposal-header';
import { ProposalUnavailable, ProposalSkeleton } from './proposal-fallbacks';
import { readErrorText } from './read-error';
import { TallyPanel } from './tally-panel';
import { useGovernanceLive, useVotesLive } from './use-proposal-queries';
import { VerdictPanel } from './verdict-panel';

// What the proposal changes and the voters' table (with its CSV export) sit below the verdict and the
// actions: their code loads after the page's first JavaScript, while the server's HTML stays in place.
// The bond panel shows only to the proposal's proposer; its code (the creator write and its checks) loads
// after the page's first JavaScript.
const ProposalBondPanel = dynamic(() =>
  import('@/components/propose/bond-reclaim').then((m) => m.ProposalBondPanel),
);
const ChangesPanel = dynamic(() => import('./changes-panel').then((m) => m.ChangesPanel), {
  loading: () => <Skeleton className="h-48 rounded-xl" />,
});
const VoterPanel = dynamic(() => import('./voter-panel').then((m) => m.VoterPanel), {
  loading: () => <Skeleton className="h-96 rounded-xl" />,
});

export type ProposalViewProps = {
  mint: string;
  proposal: string;
  renderedAtUnix: string;
  scopes: string[];
  wallet: string | null;
  /** The voter list size the server prefetched. */
  initialLimit: number;
};

/** The proposal page's client part: every panel reads the queries the server prefetched. */
export function ProposalView(props: ProposalViewProps) {
  const governanceRead = useGovernanceLive(props.mint, props.proposal);
  if (governanceRead.data)
    return <ProposalLoaded {...props} data={governanceRead.data} read={governanceRead} />;
  if (governanceRead.isError)
    return (
      <ProposalUnavailable
        mint={props.mint}
        text={`The governance of this token could not be read. ${readErrorText(governanceRead.error)}`}
        onRetry={() => void governanceRead.refetch()}
      />
    );
  return <ProposalSkeleton />;
}

type LoadedProps = ProposalViewProps & {
  data: GovernanceReadResponse;
  read: ReturnType<typeof useGovernanceLive>;
};

function ProposalLoaded({ data, read, ...props }: LoadedProps) {
  const nowUnix = useNetworkNow(props.renderedAtUnix);
  const [limit, setLimit] = React.useState(props.initialLimit);
  const proposal = data.proposals.find((p) => p.proposal === props.proposal);
  const { governance } = data;
  const state = proposal ? proposalState(proposal, governance, nowUnix) : null;
  const votesRead = useVotesLive(props.proposal, limit, refreshInterval(state?.phase ?? null));
  const token = useQuery(tokenMetadataQuery(governance.metadata));
  const viewerVotes = React.useMemo(
    () => data.viewerVotes.filter((v) => v.proposal === props.proposal),
    [data.viewerVotes, props.proposal],
  );
  const { refetch: refetchVotes } = votesRead;
  const retryVotes = React.useCallback(() => void refetchVotes(), [refetchVotes]);

  if (!proposal || !state)
    return (
      <ProposalUnavailable
        mint={props.mint}
        text="This proposal is no longer among the 100 newest of this token, so the service cannot show it any more."
      />
    );

  const votes = votesRead.data?.votes;
  const votesError = votesRead.isError ? readErrorText(votesRead.error) : null;
  const refreshError = read.isRefetchError ? readErrorText(read.error) : null;
  const updatedAtMs = Math.min(read.dataUpdatedAt, votesRead.dataUpdatedAt || read.dataUpdatedAt);
  return (
    <div className="grid gap-6">
      <PanelBoundary title="Proposal">
        <ProposalHeader
          mint={props.mint}
          tokenLabel={token.data?.symbol ?? shortAddress(props.mint)}
          proposal={proposal}
          governance={governance}
          state={state}
        >
          <FreshnessLine
            updatedAtMs={updatedAtMs}
            fetching={read.isFetching || (votesRead.isFetching && !votesRead.isPlaceholderData)}
            phase={state.phase}
            error={refreshError}
            onRefresh={() => {
              void read.refetch();
              void refetchVotes();
            }}
          />
        </ProposalHeader>
      </PanelBoundary>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="lg:col-start-1">
          <PanelBoundary title="Verdict">
            <VerdictPanel state={state} governance={governance} />
          </PanelBoundary>
        </div>
        <div className="grid gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <PanelBoundary title="Your actions">
            <ProposalActions
              mint={props.mint}
              governance={governance}
              proposal={proposal}
              viewerVotes={data.viewerVotes}
              nowUnix={nowUnix}
              scopes={props.scopes}
              wallet={props.wallet}
              symbol={token.data?.symbol}
              variant="full"
            />
          </PanelBoundary>
          <ProposalBondPanel
            mint={props.mint}
            proposal={proposal}
            nowUnix={nowUnix}
            viewer={{ scopes: props.scopes, wallet: props.wallet }}
            symbol={token.data?.symbol}
          />
          <PanelBoundary title="Tally">
            <TallyPanel proposal={proposal} totalSupply={governance.totalSupply} />
          </PanelBoundary>
        </div>
        <div className="grid gap-6 lg:col-start-1">
          <PanelBoundary title="What it changes">
            <ChangesPanel proposal={proposal} governance={governance} />
          </PanelBoundary>
          <PanelBoundary title="Over time">
            <ChartPanel
              proposal={proposal}
              governance={governance}
              votes={votes}
              limit={limit}
              nowUnix={nowUnix}
              error={votesError}
            />
          </PanelBoundary>
        </div>
      </div>
      <PanelBoundary title="Voters">
        <VoterPanel
          proposal={props.proposal}
          votes={votes}
          limit={limit}
          onLimit={setLimit}
          loadingSize={votesRead.isPlaceholderData && votesRead.isFetching}
          error={votesError}
          onRetry={retryVotes}
          wallet={props.wallet}
          minLockAmount={governance.minLockAmount}
          participatingVoters={proposal.participatingVoters}
          viewerVotes={viewerVotes}
        />
      </PanelBoundary>
    </div>
  );
}
