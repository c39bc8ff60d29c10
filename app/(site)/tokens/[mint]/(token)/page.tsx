import type { Metadata } from 'next';
import { pageGovernance, prefetched, prefetchTokenRead, withSession } from '@/app/_page/gate';
import { notFound } from 'next/navigation';
import { ConnectCard } from '@/components/governance/connect-card';
import { FollowButton } from '@/components/holdings/follow-button';
import { TokenGovernance } from '@/components/governance/token-governance';
import { TokenPageFeatures } from './features';
import { PageTradePanel } from '@/components/trade/page-trade-panel';
import { TradingToken } from '@/components/trade/trading-token';
import { metadataKeys } from '@/lib/client/metadata';
import { isAddress, shortAddress } from '@/lib/domain';
import { isTokenMint } from '@/lib/server/chain';
import { readMintMetadata } from '@/lib/server/mint-metadata';
import { prefetchFollows } from '@/lib/server/holdings/prefetch';
import { prefetchViewer } from '@/lib/server/page-data';
import { pageRuntime } from '@/lib/server/page-runtime';
import type { CurrentSession } from '@/lib/server/session';

type Params = { params: Promise<{ mint: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { mint } = await params;
  return { title: isAddress(mint) ? `Token ${shortAddress(mint)}` : 'Not a token address' };
}

/**
 * A token without governance that is a real mint: its metadata (prefetched for the first paint), a note,
 * and the trade panel. Anything else that the service knows no governance for is a 404.
 */
async function tradingTokenPage(mint: string, session: CurrentSession) {
  const rt = pageRuntime();
  if (!(await isTokenMint(rt.chain, mint))) notFound();
  return prefetched(
    (queryClient) =>
      Promise.all([
        prefetchViewer(queryClient, session, mint),
        prefetchFollows(queryClient, rt, session),
        readMintMetadata(rt, mint, session.sessionId).then(
          (metadata) => {
            queryClient.setQueryData(metadataKeys.mint(mint), metadata);
            // A trade-only token read here is one search finds too.
            rt.tokens.remember({ mint, ...metadata, governed: false });
          },
          () => undefined, // the page reads it again in the browser
        ),
      ]),
    () => <TradingToken mint={mint} follow={<FollowButton mint={mint} />} />,
  );
}

// GET /tokens/{mint} – a token's governance and its trade panel, prefetched on the server so the first
// paint has data; a token without governance shows what it is and the trade panel.
export default async function TokenPage({ params }: Params) {
  const { mint } = await params;
  // The service answers a malformed mint with governance_not_found; we say what is really wrong.
  if (!isAddress(mint)) notFound();
  const connect = (reconnect: boolean) => (
    <ConnectCard subject="token" address={mint} returnTo={`/tokens/${mint}`} reconnect={reconnect} />
  );
  return withSession(connect, async (session) => {
    const read = await pageGovernance(session, mint, {
      connect,
      title: 'This token’s governance could not be read',
      back: { href: '/', label: 'Open another token' },
      noGovernance: () => tradingTokenPage(mint, session),
    });
    if ('page' in read) return read.page;
    const { data } = read;
    return prefetched(
      async (queryClient) => {
        const [renderedAtUnix] = await Promise.all([
          prefetchTokenRead(queryClient, mint, data, { byMint: true }),
          prefetchViewer(queryClient, session, mint),
          prefetchFollows(queryClient, pageRuntime(), session),
        ]);
        return renderedAtUnix;
      },
      (renderedAtUnix) => (
        <TokenPageFeatures>
          <TokenGovernance
            mint={mint}
            renderedAtUnix={renderedAtUnix}
            viewer={{ scopes: session.view.scopes, wallet: session.view.wallet }}
            aside={<PageTradePanel mint={mint} />}
            follow={<FollowButton mint={mint} />}
          />
        </TokenPageFeatures>
      ),
    );
  });
}
