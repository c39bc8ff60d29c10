import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConnectCard } from '@/components/governance/connect-card';
import { ReadError } from '@/components/governance/read-error';
import { TokenGovernance } from '@/components/governance/token-governance';
import { PageTradePanel } from '@/components/trade/page-trade-panel';
import { TradingToken } from '@/components/trade/trading-token';
import { serviceTrouble } from '@/components/write/service-trouble';
import { governanceQuery } from '@/lib/client/governance';
import { metadataKeys, tokenMetadataQuery } from '@/lib/client/metadata';
import { getQueryClient } from '@/lib/client/query-client';
import { timeKeys } from '@/lib/client/time-keys';
import { isAddress, shortAddress } from '@/lib/domain';
import { ApiError, type GovernanceReadResponse } from '@/lib/partner';
import { isTokenMint } from '@/lib/server/chain';
import { readGovernance } from '@/lib/server/read-model';
import { readMintMetadata } from '@/lib/server/mint-metadata';
import { prefetchNetworkTime, prefetchViewer } from '@/lib/server/page-data';
import { pageRuntime, pageSession } from '@/lib/server/page-runtime';
import type { CurrentSession } from '@/lib/server/session';
import { readTokenMetadata } from '@/lib/server/token-metadata';

type Params = { params: Promise<{ mint: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { mint } = await params;
  return { title: isAddress(mint) ? `Token ${shortAddress(mint)}` : 'Not a token address' };
}

const RECONNECT_CODES = new Set(['not_connected', 'needs_reconnect']);

/**
 * A token without governance that is a real mint: its metadata (prefetched for the first paint), a note,
 * and the trade panel. Anything else that the service knows no governance for is a 404.
 */
async function tradingTokenPage(mint: string, session: CurrentSession) {
  const rt = pageRuntime();
  if (!(await isTokenMint(rt.chain, mint))) notFound();
  const queryClient = getQueryClient();
  await Promise.all([
    prefetchViewer(queryClient, session, mint),
    readMintMetadata(rt, mint, session.sessionId).then(
      (metadata) => queryClient.setQueryData(metadataKeys.mint(mint), metadata),
      () => undefined, // the page reads it again in the browser
    ),
  ]);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <TradingToken mint={mint} />
    </HydrationBoundary>
  );
}

// GET /tokens/{mint} – a token's governance and its trade panel, prefetched on the server so the first
// paint has data; a token without governance shows what it is and the trade panel.
export default async function TokenPage({ params }: Params) {
  const { mint } = await params;
  // The service answers a malformed mint with governance_not_found; we say what is really wrong.
  if (!isAddress(mint)) notFound();
  const session = await pageSession();
  if (!session) return <ConnectCard subject="token" address={mint} returnTo={`/tokens/${mint}`} />;
  if (session.view.status !== 'active')
    return <ConnectCard subject="token" address={mint} returnTo={`/tokens/${mint}`} reconnect />;

  let data: GovernanceReadResponse;
  try {
    data = await readGovernance(
      pageRuntime().readModel,
      { sessionId: session.sessionId, wallet: session.view.wallet },
      mint,
    );
  } catch (error) {
    if (error instanceof ApiError && error.code === 'governance_not_found')
      return tradingTokenPage(mint, session);
    if (error instanceof ApiError && RECONNECT_CODES.has(error.code))
      return <ConnectCard subject="token" address={mint} returnTo={`/tokens/${mint}`} reconnect />;
    // Busy (with its wait) or down is said here: the error boundary only learns that something failed.
    const trouble = serviceTrouble(error);
    if (trouble)
      return (
        <ReadError
          title="This token’s governance could not be read"
          trouble={trouble}
          back={{ href: '/', label: 'Open another token' }}
        />
      );
    throw error;
  }

  const queryClient = getQueryClient();
  queryClient.setQueryData(governanceQuery(mint).queryKey, data);
  const metadataKey = tokenMetadataQuery(data.governance.metadata).queryKey;
  const [renderedAtUnix] = await Promise.all([
    prefetchNetworkTime(queryClient, timeKeys.networkOffset),
    prefetchViewer(queryClient, session, mint),
    readTokenMetadata(pageRuntime().chain, data.governance.metadata).then(
      (metadata) => {
        queryClient.setQueryData(metadataKey, metadata);
        queryClient.setQueryData(metadataKeys.mint(mint), metadata);
      },
      () => undefined, // the metadata panel reads it again and says so if it still fails
    ),
  ]);

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <TokenGovernance
        mint={mint}
        renderedAtUnix={renderedAtUnix}
        viewer={{ scopes: session.view.scopes, wallet: session.view.wallet }}
        aside={<PageTradePanel mint={mint} />}
      />
    </HydrationBoundary>
  );
}
