import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConnectCard } from '@/components/governance/connect-card';
import { ReadError } from '@/components/governance/read-error';
import { ProposeView } from '@/components/propose/content/propose-view';
import { serviceTrouble } from '@/components/write/service-trouble';
import { governanceQuery } from '@/lib/client/governance';
import { tokenMetadataQuery } from '@/lib/client/metadata';
import { getQueryClient } from '@/lib/client/query-client';
import { timeKeys } from '@/lib/client/time-keys';
import { isAddress, shortAddress } from '@/lib/domain';
import { ApiError, type GovernanceReadResponse } from '@/lib/partner';
import { accountSummary } from '@/lib/server/account';
import { readGovernance } from '@/lib/server/read-model';
import { prefetchNetworkTime } from '@/lib/server/page-data';
import { pageRuntime, pageSession } from '@/lib/server/page-runtime';
import { readTokenMetadata } from '@/lib/server/token-metadata';

type Params = { params: Promise<{ mint: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { mint } = await params;
  return { title: isAddress(mint) ? `Propose a change · ${shortAddress(mint)}` : 'Not a token address' };
}

const RECONNECT_CODES = new Set(['not_connected', 'needs_reconnect']);

// GET /tokens/{mint}/propose – the creators' update-content form, prefetched like the token page.
export default async function ProposePage({ params }: Params) {
  const { mint } = await params;
  if (!isAddress(mint)) notFound();
  const returnTo = `/tokens/${mint}/propose`;
  const session = await pageSession();
  if (!session) return <ConnectCard subject="token" address={mint} returnTo={returnTo} />;
  if (session.view.status !== 'active')
    return <ConnectCard subject="token" address={mint} returnTo={returnTo} reconnect />;

  let data: GovernanceReadResponse;
  try {
    data = await readGovernance(
      pageRuntime().readModel,
      { sessionId: session.sessionId, wallet: session.view.wallet },
      mint,
    );
  } catch (error) {
    if (error instanceof ApiError && error.code === 'governance_not_found') notFound();
    if (error instanceof ApiError && RECONNECT_CODES.has(error.code))
      return <ConnectCard subject="token" address={mint} returnTo={returnTo} reconnect />;
    // Busy (with its wait) or down is said here: the error boundary only learns that something failed.
    const trouble = serviceTrouble(error);
    if (trouble)
      return (
        <ReadError
          title="The form to propose a change could not be opened"
          trouble={trouble}
          back={{ href: `/tokens/${mint}`, label: 'Back to the token' }}
        />
      );
    throw error;
  }

  const queryClient = getQueryClient();
  queryClient.setQueryData(governanceQuery(mint).queryKey, data);
  const metadataKey = tokenMetadataQuery(data.governance.metadata).queryKey;
  const [renderedAtUnix, account] = await Promise.all([
    prefetchNetworkTime(queryClient, timeKeys.networkOffset),
    accountSummary(),
    readTokenMetadata(pageRuntime().chain, data.governance.metadata).then(
      (metadata) => queryClient.setQueryData(metadataKey, metadata),
      () => undefined, // the form reads it again and says so if it still fails
    ),
  ]);
  const tradingEnabled = account.state === 'connected' ? account.tradingEnabled : null;

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <ProposeView
        mint={mint}
        renderedAtUnix={renderedAtUnix}
        viewer={{ scopes: session.view.scopes, wallet: session.view.wallet, tradingEnabled }}
      />
    </HydrationBoundary>
  );
}
