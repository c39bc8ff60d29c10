import { ProposalNotFound } from '@/components/governance/proposal/lazy-proposal-not-found';

export default function NotFound() {
  return <ProposalNotFound />;
}
