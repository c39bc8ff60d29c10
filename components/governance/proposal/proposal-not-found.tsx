'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useParams } from 'next/navigation';
import { buttonVariants } from '@/components/ui/button';
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
    <section className="grid justify-items-start gap-4 py-12">
      <p className="text-sm font-medium text-muted-foreground">404</p>
      <h1 className="text-2xl font-semibold tracking-tight" aria-live="polite">
        {text.title}
      </h1>
      <p className="max-w-prose text-muted-foreground" aria-live="polite">
        {text.body}
      </p>
      <div className="flex flex-wrap gap-2">
        {isAddress(mint) && reason !== 'no_governance' ? (
          <Link href={`/tokens/${mint}`} className={buttonVariants({ variant: 'secondary' })}>
            See this token’s proposals
          </Link>
        ) : null}
        <Link href="/" className={buttonVariants({ variant: 'secondary' })}>
          Open another token
        </Link>
      </div>
    </section>
  );
}
