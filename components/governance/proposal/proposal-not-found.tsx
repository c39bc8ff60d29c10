'use client';

import { useQuery } from '@tanstack/react-query';
import { useParams } from 'next/navigation';
import { NotFoundView } from '@/components/ui/not-found-view';
import { governanceQuery } from '@/lib/client/governance';
import { isAddress } from '@/lib/domain';
import { ApiError } from '@/lib/partner';
import { NOT_FOUND_TEXT, notFoundReason } from './not-found-reason';

/**
 * The proposal page's 404. notFound() carries no reason, so this reads the address from the URL and, for
 * valid addresses, the token's governance again (one read) to say which of the reasons applies.
 */
export function ProposalNotFound() {
  const params = useParams<{ mint?: string; proposal?: string }>();
  const mint = decodeURIComponent(params.mint ?? '');
  const proposal = decodeURIComponent(params.proposal ?? '');
  const read = useQuery({
    ...governanceQuery(mint),
    enabled: isAddress(mint) && isAddress(proposal),
    retry: false,
  });
  const governance = read.isError
    ? { errorCode: read.error instanceof ApiError ? read.error.code : 'internal' }
    : read.data
      ? { proposals: read.data.proposals.map((p) => p.proposal) }
      : undefined;
  const reason = notFoundReason({ mint, proposal, governance });
  const text = NOT_FOUND_TEXT[reason];
  return (
    <NotFoundView
      live
      title={text.title}
      body={text.body}
      links={[
        ...(isAddress(mint) && reason !== 'no_governance'
          ? [{ href: `/tokens/${mint}`, label: 'See this token’s proposals' }]
          : []),
        { href: '/', label: 'Open another token' },
      ]}
    />
  );
}
