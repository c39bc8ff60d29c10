import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConnectCard } from '@/components/governance/connect-card';
import { ProposalView } from '@/components/governance/proposal/proposal-view';
import { ReadError } from '@/components/governance/read-error';
import { CreatedNotice } from '@/components/propose/content/created-notice';
import { serviceTrouble } from '@/components/write/service-trouble';
import { governanceQuery, votesQuery } from '@/lib/client/governance';
import { metadataJsonQuery, tokenMetadataQuery } from '@/lib/client/metadata';
import { getQueryClient } from '@/lib/client/query-client';
import { timeKeys } from '@/lib/client/time-keys';
import { isAddress, shortAddress } from '@/lib/domain';
import { ApiError, type GovernanceReadResponse } from '@/lib/partner';
import { readGovernance, readVotes } from '@/lib/server/read-model';
import { prefetchNetworkTime, prefetchViewer } from '@/lib/server/page-data';
import { pageRuntime, pageSession } from '@/lib/server/page-runtime';
import { readMetadataJson, readTokenMetadata } from '@/lib/server/token-metadata';

type Params = { params: Promise<{ mint: string; proposal: string }> };
type Search = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null);

/** The voter list size the page starts with (the service's default). */
const FIRST_LIMIT = 50;
const RECONNECT_CODES = new Set(['not_connected', 'needs_reconnect']);

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { proposal } = await params;
  return { title: isAddress(proposal) ? `Proposal ${shortAddress(proposal)}` : 'Not a proposal address' };
}

// GET /tokens/{mint}/proposals/{proposal} – one proposal: what it changes, tally, verdict, chart, voters.
export default async function ProposalPage({ params, searchParams }: Params & Search) {
  const { mint, proposal } = await params;
  const search = await searchParams;
  if (!isAddress(mint) || !isAddress(proposal)) notFound();
  const returnTo = `/tokens/${mint}/proposals/${proposal}`;
  const session = await pageSession();
  if (!session) return <ConnectCard subject="proposal" address={proposal} returnTo={returnTo} />;
  if (session.view.status !== 'active')
    return <ConnectCard subject="proposal" address={proposal} returnTo={returnTo} reconnect />;

  const queryClient = getQueryClient();
  let data: GovernanceReadResponse;
  try {
    data = await queryClient.fetchQuery({
      ...governanceQuery(mint),
      queryFn: () =>
        readGovernance(
          pageRuntime().readModel,
          { sessionId: session.sessionId, wallet: session.view.wallet },
          mint,
        ),
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'governance_not_found') notFound();
    if (error instanceof ApiError && RECONNECT_CODES.has(error.code))
      return <ConnectCard subject="proposal" address={proposal} returnTo={returnTo} reconnect />;
    // Busy (with its wait) or down is said here: the error boundary only learns that something failed.
    const trouble = serviceTrouble(error);
    if (trouble)
      return (
        <ReadError
          title="This proposal could not be read"
          trouble={trouble}
          back={{ href: `/tokens/${mint}`, label: 'Back to the token' }}
        />
      );
    throw error;
  }
  // The service lists only the 100 newest proposals of a token; an older one cannot be read at all.
  const found = data.proposals.find((p) => p.proposal === proposal);
  if (!found) notFound();

  const { sessionId } = session;
  const metadata = data.governance.metadata;
  const actionUri = found.actionUri;
  // Failures of these are tolerated: each panel reads again in the browser and says so if it still fails.
  const [renderedAtUnix] = await Promise.all([
    prefetchNetworkTime(queryClient, timeKeys.networkOffset),
    prefetchViewer(queryClient, session, mint),
    queryClient.prefetchQuery({
      ...votesQuery(proposal, FIRST_LIMIT),
      queryFn: () =>
        readVotes(pageRuntime().readModel, { sessionId, wallet: session.view.wallet }, proposal, FIRST_LIMIT),
    }),
    queryClient.prefetchQuery({
      ...tokenMetadataQuery(metadata),
      queryFn: () => readTokenMetadata(pageRuntime().chain, metadata),
    }),
    actionUri === null
      ? null
      : queryClient.prefetchQuery({
          ...metadataJsonQuery(actionUri),
          queryFn: () => readMetadataJson(actionUri),
        }),
  ]);

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <div className="grid gap-6">
        {/* Right after the propose form created it: the content the service pinned for it. */}
        <CreatedNotice
          mint={mint}
          proposal={proposal}
          metadataUri={single(search.metadataUri)}
          imageUri={single(search.imageUri)}
        />
        <ProposalView
          mint={mint}
          proposal={proposal}
          renderedAtUnix={renderedAtUnix}
          scopes={session.view.scopes}
          wallet={session.view.wallet}
          initialLimit={FIRST_LIMIT}
        />
      </div>
    </HydrationBoundary>
  );
}
