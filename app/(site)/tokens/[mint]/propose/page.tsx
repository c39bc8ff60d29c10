import type { Metadata } from 'next';
import { pageGovernance, prefetched, prefetchTokenRead, withSession } from '@/app/_page/gate';
import { notFound } from 'next/navigation';
import { ConnectCard } from '@/components/governance/connect-card';
import { ProposeView } from '@/components/propose/content/propose-view';
import { isAddress, shortAddress } from '@/lib/domain';
import { accountSummary } from '@/lib/server/account';

type Params = { params: Promise<{ mint: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { mint } = await params;
  return { title: isAddress(mint) ? `Propose a change · ${shortAddress(mint)}` : 'Not a token address' };
}

// GET /tokens/{mint}/propose – the creators' update-content form, prefetched like the token page.
export default async function ProposePage({ params }: Params) {
  const { mint } = await params;
  if (!isAddress(mint)) notFound();
  const returnTo = `/tokens/${mint}/propose`;
  const connect = (reconnect: boolean) => (
    <ConnectCard subject="token" address={mint} returnTo={returnTo} reconnect={reconnect} />
  );
  return withSession(connect, async (session) => {
    const read = await pageGovernance(session, mint, {
      connect,
      title: 'The form to propose a change could not be opened',
      back: { href: `/tokens/${mint}`, label: 'Back to the token' },
    });
    if ('page' in read) return read.page;
    const { data } = read;
    return prefetched(
      async (queryClient) => {
        const [renderedAtUnix, account] = await Promise.all([
          prefetchTokenRead(queryClient, mint, data),
          accountSummary(),
        ]);
        return { renderedAtUnix, account };
      },
      ({ renderedAtUnix, account }) => (
        <ProposeView
          mint={mint}
          renderedAtUnix={renderedAtUnix}
          viewer={{
            scopes: session.view.scopes,
            wallet: session.view.wallet,
            tradingEnabled: account.state === 'connected' ? account.tradingEnabled : null,
          }}
        />
      ),
    );
  });
}
