'use client';

import { useQuery } from '@tanstack/react-query';
import * as React from 'react';
import { useNetworkNow } from '@/lib/client/time';
import { tokenMetadataQuery } from '@/lib/client/metadata';
import { useGovernanceStream } from '@/lib/client/use-governance-stream';
import { proposalState, shortAddress } from '@/lib/domain';
import type { GovernanceReadResponse } from '@/lib/partner';
import { MiniTally } from '../mini-tally';
import { tallyView } from '../proposal-view';
import { refreshInterval } from './freshness';
import { FreshnessLine } from './freshness-line';
import { PanelBoundary } from '@/components/ui/panel-boundary';
import { Skeleton } from '@/components/ui/skeleton';
import { whenNeeded } from '@/components/ui/when-needed';
import { ProposalHeader } from './proposal-header';
import { ProposalUnavailable, ProposalSkeleton } from './proposal-fallbacks';
import { serviceTrouble, sessionEnded } from '@/components/write/service-trouble';
import { readErrorText } from './read-error';
import { TallyPanel } from './tally-panel';
import { useGovernanceLive, useVotesLive } from './use-proposal-queries';
import { VerdictPanel } from './verdict-panel';
import { useGovernanceSlots } from '../slots';

// What the proposal changes, its chart over time and the voters' table (with its CSV export) sit below
// the verdict and the actions: their code loads apart from the page's first JavaScript, while the
// server's HTML stays in place (below). The actions and the proposer's bond panel are the page's
// (../slots.tsx): the page composes them in.
//
// What it changes, the chart and the voters' table sit below the fold: their code loads when they come
// into view or at the person's first scroll or click (whenNeeded), not with the page, and until then
// React keeps their server HTML. (next/dynamic would put their code in the page's HTML to fetch at once.)
function belowTheFold<P extends object>(
  anchor: string,
  load: () => Promise<React.ComponentType<P>>,
  skeletonClassName: string,
) {
  const Lazy = React.lazy(() =>
    whenNeeded(anchor)
      .then(load)
      .then((component) => ({ default: component })),
  );
  return React.memo(function BelowTheFold(props: P) {
    return (
      <React.Suspense fallback={<Skeleton className={skeletonClassName} />}>
        <Lazy {...props} />
      </React.Suspense>
    );
  });
}
const ChangesPanel = belowTheFold(
  'changes-title',
  () => import('./changes-panel').then((m) => m.ChangesPanel),
  'h-48 rounded-xl',
);
const ChartPanel = belowTheFold(
  'chart-title',
  () => import('./chart-panel').then((m) => m.ChartPanel),
  'h-96 rounded-xl',
);
const VoterPanel = belowTheFold(
  'voters-title',
  () => import('./voter-panel').then((m) => m.VoterPanel),
  'h-96 rounded-xl',
);

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
  const streaming = useGovernanceStream(props.mint, props.proposal);
  const governanceRead = useGovernanceLive(props.mint, props.proposal, streaming);
  if (governanceRead.data)
    return (
      <ProposalLoaded {...props} data={governanceRead.data} read={governanceRead} streaming={streaming} />
    );
  if (governanceRead.isError)
    return (
      <ProposalUnavailable
        mint={props.mint}
        text={`The governance of this token could not be read.${serviceTrouble(governanceRead.error) || sessionEnded(governanceRead.error) ? '' : ` ${readErrorText(governanceRead.error)}`}`}
        error={governanceRead.error}
        onRetry={() => void governanceRead.refetch()}
      />
    );
  return <ProposalSkeleton />;
}

type LoadedProps = ProposalViewProps & {
  data: GovernanceReadResponse;
  read: ReturnType<typeof useGovernanceLive>;
  /** The page's event stream is open: it says when to refetch, instead of polling. */
  streaming: boolean;
};

function ProposalLoaded({ data, read, streaming, ...props }: LoadedProps) {
  const nowUnix = useNetworkNow(props.renderedAtUnix);
  const { ProposalActions, ProposalBondPanel } = useGovernanceSlots();
  const [limit, setLimit] = React.useState(props.initialLimit);
  const proposal = data.proposals.find((p) => p.proposal === props.proposal);
  const { governance } = data;
  const state = proposal ? proposalState(proposal, governance, nowUnix) : null;
  const votesRead = useVotesLive(
    props.proposal,
    limit,
    streaming ? false : refreshInterval(state?.phase ?? null),
  );
  const token = useQuery(tokenMetadataQuery(governance.metadata));
  const viewerVotes = React.useMemo(
    () => data.viewerVotes.filter((v) => v.proposal === props.proposal),
    [data.viewerVotes, props.proposal],
  );
  const viewer = React.useMemo(
    () => ({ scopes: props.scopes, wallet: props.wallet }),
    [props.scopes, props.wallet],
  );
  const { refetch: refetchVotes } = votesRead;
  const retryVotes = React.useCallback(() => void refetchVotes(), [refetchVotes]);
  const votesError = votesRead.isError ? readErrorText(votesRead.error) : null;
  // One object while the list is unchanged, so the memoised chart and the actions' check see no change.
  const listed = React.useMemo(
    () => ({ votes: votesRead.data?.votes, limit, error: votesError }),
    [votesRead.data, limit, votesError],
  );

  if (!proposal || !state)
    return (
      <ProposalUnavailable
        mint={props.mint}
        text="This proposal is no longer among the 100 newest of this token, so the service cannot show it any more."
      />
    );

  const { votes } = listed;
  const refreshError = read.isRefetchError ? readErrorText(read.error) : null;
  const updatedAtMs = Math.min(read.dataUpdatedAt, votesRead.dataUpdatedAt || read.dataUpdatedAt);
  return (
    <div className="grid gap-6">
      <PanelBoundary title="Proposal">
        <ProposalHeader
          mint={props.mint}
          tokenLabel={token.data?.symbol ?? shortAddress(props.mint)}
          symbol={token.data?.symbol}
          proposal={proposal}
          governance={governance}
          state={state}
        >
          {/* The tally in one line where the Tally panel is further down (phones). */}
          <div className="lg:hidden" data-testid="header-tally">
            <MiniTally tally={tallyView(proposal, governance)} />
          </div>
          <FreshnessLine
            updatedAtMs={updatedAtMs}
            fetching={read.isFetching || (votesRead.isFetching && !votesRead.isPlaceholderData)}
            phase={state.phase}
            live={streaming}
            error={refreshError}
            onRefresh={() => {
              void read.refetch();
              void refetchVotes();
            }}
          />
        </ProposalHeader>
      </PanelBoundary>
      {/* A phone shows the action first, then where the proposal stands, then the details: the right
          column dissolves below lg (`contents`) so that `order` can interleave its panels. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <PanelBoundary title="Verdict" className="order-2 lg:order-none lg:col-start-1">
          <VerdictPanel state={state} governance={governance} symbol={token.data?.symbol} />
        </PanelBoundary>
        <div className="contents lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:grid lg:gap-6">
          <PanelBoundary title="Your actions" className="order-1 lg:order-none">
            {ProposalActions ? (
              <ProposalActions
                mint={props.mint}
                governance={governance}
                proposal={proposal}
                viewerVotes={data.viewerVotes}
                nowUnix={nowUnix}
                scopes={props.scopes}
                wallet={props.wallet}
                symbol={token.data?.symbol}
                listedVotes={listed}
              />
            ) : null}
          </PanelBoundary>
          <div className="order-3 empty:hidden lg:order-none">
            {/* Only its proposer's: anyone else's page does not load its code at all. */}
            {ProposalBondPanel && props.wallet !== null && proposal.proposer === props.wallet ? (
              <ProposalBondPanel
                mint={props.mint}
                proposal={proposal}
                nowUnix={nowUnix}
                viewer={viewer}
                symbol={token.data?.symbol}
              />
            ) : null}
          </div>
          <PanelBoundary title="Tally" className="order-3 lg:order-none">
            <TallyPanel proposal={proposal} governance={governance} symbol={token.data?.symbol} />
          </PanelBoundary>
        </div>
        <div className="order-4 grid gap-6 lg:order-none lg:col-start-1">
          <PanelBoundary title="What it changes" className="below-fold">
            <ChangesPanel proposal={proposal} governance={governance} />
          </PanelBoundary>
          <PanelBoundary title="Over time" className="below-fold">
            <ChartPanel proposal={proposal} governance={governance} listed={listed} nowUnix={nowUnix} />
          </PanelBoundary>
        </div>
      </div>
      <PanelBoundary title="Voters" className="below-fold">
        <VoterPanel
          proposal={props.proposal}
          votes={votes}
          limit={limit}
          onLimit={setLimit}
          loadingSize={votesRead.isPlaceholderData && votesRead.isFetching}
          error={votesError}
          readError={votesRead.error}
          onRetry={retryVotes}
          wallet={props.wallet}
          symbol={token.data?.symbol}
          minLockAmount={governance.minLockAmount}
          participatingVoters={proposal.participatingVoters}
          viewerVotes={viewerVotes}
        />
      </PanelBoundary>
    </div>
  );
}
