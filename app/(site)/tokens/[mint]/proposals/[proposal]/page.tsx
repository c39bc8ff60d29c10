import type { Metadata } from 'next';
import { prefetched, withGovernance } from '@/app/_page/gate';
import { notFound } from 'next/navigation';
import { ProposalView } from '@/components/governance/proposal/proposal-view';
import { ProposalPageFeatures } from './features';
import { CreatedNotice } from '@/components/propose/content/created-notice';
import { governanceQuery, votesQuery } from '@/lib/client/governance';
import { metadataJsonQuery, tokenMetadataQuery } from '@/lib/client/metadata';
import { timeKeys } from '@/lib/client/time-keys';
import { isAddress, shortAddress } from '@/lib/domain';
import { readVotes } from '@/lib/server/read-model';
import { prefetchNetworkTime, prefetchViewer } from '@/lib/server/page-data';
import { pageRuntime } from '@/lib/server/page-runtime';
import { readMetadataJson, readTokenMetadata } from '@/lib/server/token-metadata';

type Params = { params: Promise<{ mint: string; proposal: string }> };
type Search = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null);

/** The voter list size the page starts with (the service's default). */
const FIRST_LIMIT = 50;

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { proposal } = await params;
  return { title: isAddress(proposal) ? `Proposal ${shortAddress(proposal)}` : 'Not a proposal address' };
}

// GET /tokens/{mint}/proposals/{proposal} – one proposal: what it changes, tally, verdict, chart, voters.
export default async function ProposalPage({ params, searchParams }: Params & Search) {
  const { mint, proposal } = await params;
  const search = await searchParams;
  if (!isAddress(mint) || !isAddress(proposal)) notFound();
  const page = {
    card: { subject: 'proposal', address: proposal, returnTo: `/tokens/${mint}/proposals/${proposal}` },
    title: 'This proposal could not be read',
    back: { href: `/tokens/${mint}`, label: 'Back to the token' },
  } as const;
  return withGovernance(mint, page, async (session, data) => {
    // The service lists only the 100 newest proposals of a token; an older one cannot be read at all.
    const found = data.proposals.find((p) => p.proposal === proposal);
    if (!found) notFound();

    const rt = pageRuntime();
    const viewer = { sessionId: session.sessionId, wallet: session.view.wallet };
    const metadata = data.governance.metadata;
    const actionUri = found.actionUri;
    return prefetched(
      async (queryClient) => {
        queryClient.setQueryData(governanceQuery(mint).queryKey, data);
        // Failures of these are tolerated: each panel reads again in the browser and says so if it still fails.
        const [renderedAtUnix] = await Promise.all([
          prefetchNetworkTime(queryClient, timeKeys.networkOffset),
          prefetchViewer(queryClient, session, mint),
          queryClient.prefetchQuery({
            ...votesQuery(proposal, FIRST_LIMIT),
            queryFn: () => readVotes(rt.readModel, viewer, proposal, FIRST_LIMIT),
          }),
          queryClient.prefetchQuery({
            ...tokenMetadataQuery(metadata),
            queryFn: () => readTokenMetadata(rt.chain, metadata),
          }),
          actionUri === null
            ? null
            : queryClient.prefetchQuery({
                ...metadataJsonQuery(actionUri),
                queryFn: () => readMetadataJson(actionUri),
              }),
        ]);
        return renderedAtUnix;
      },
      (renderedAtUnix) => (
        <div className="grid gap-6">
          {/* Right after the propose form created it: the content the service pinned for it. */}
          <CreatedNotice
            mint={mint}
            proposal={proposal}
            metadataUri={single(search.metadataUri)}
            imageUri={single(search.imageUri)}
          />
          <ProposalPageFeatures>
            <ProposalView
              mint={mint}
              proposal={proposal}
              renderedAtUnix={renderedAtUnix}
              scopes={session.view.scopes}
              wallet={session.view.wallet}
              initialLimit={FIRST_LIMIT}
            />
          </ProposalPageFeatures>
        </div>
      ),
    );
  });
}
