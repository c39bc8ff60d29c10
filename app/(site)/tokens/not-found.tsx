'use client';

import { useParams } from 'next/navigation';
import { TokenNotFound } from '@/components/governance/lazy-token-not-found';
import { ProposalNotFound } from '@/components/governance/proposal/lazy-proposal-not-found';

// What the checks of tokens/[mint]/layout.tsx refuse (a malformed mint, or one that is neither governed
// nor a token mint), for the token's pages and its proposals' alike: each with its own 404 view.
export default function NotFound() {
  const params = useParams<{ proposal?: string }>();
  return params.proposal === undefined ? <TokenNotFound /> : <ProposalNotFound />;
}
