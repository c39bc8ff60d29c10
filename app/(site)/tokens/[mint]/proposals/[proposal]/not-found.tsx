import { ProposalNotFound } from '@/components/governance/boundaries';

export default function NotFound() {
  return <ProposalNotFound />;
}
