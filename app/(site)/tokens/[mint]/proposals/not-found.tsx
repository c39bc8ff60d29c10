import { ProposalNotFound } from '@/components/governance/proposal/lazy-proposal-not-found';

// What the checks of [proposal]/layout.tsx refuse: a malformed proposal, or one the token does not list.
export default function NotFound() {
  return <ProposalNotFound />;
}
