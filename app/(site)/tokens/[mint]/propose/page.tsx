import type { Metadata } from 'next';
import { prefetched, prefetchTokenRead, withGovernance } from '@/app/_page/gate';
import { notFound } from 'next/navigation';
import { ProposeView } from '@/components/propose/content/propose-view';
import { isAddress, shortAddress } from '@/lib/domain';
import { accountSummary } from '@/lib/server/account';
import { prefetchBalance } from '@/lib/server/page-data';
import { PROPOSE_SCOPE } from '@/components/propose/availability';

type Params = { params: Promise<{ mint: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { mint } = await params;
  return { title: isAddress(mint) ? `Propose a change · ${shortAddress(mint)}` : 'Not a token address' };
}

// GET /tokens/{mint}/propose – the creators' update-content form, prefetched like the token page.
export default async function ProposePage({ params }: Params) {
  const { mint } = await params;
  if (!isAddress(mint)) notFound();
  const page = {
    card: { subject: 'token', address: mint, returnTo: `/tokens/${mint}/propose` },
    title: 'The form to propose a change could not be opened',
    back: { href: `/tokens/${mint}`, label: 'Back to the token' },
  } as const;
  return withGovernance(mint, page, async (session, data) =>
    prefetched(
      async (queryClient) => {
        // The bond's cover needs the creator's balance: read here, the form opens with it.
        const { scopes, wallet } = session.view;
        const [renderedAtUnix, account] = await Promise.all([
          prefetchTokenRead(queryClient, mint, data),
          accountSummary(),
          scopes.includes(PROPOSE_SCOPE) ? prefetchBalance(queryClient, wallet, mint) : null,
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
    ),
  );
}
