import { ProposalNotFound } from '@/components/governance/proposal/proposal-not-found';

export default function NotFound() {
  return <ProposalNotFound />;
}
