import { ProposalSkeleton } from '@/components/governance/proposal/proposal-fallbacks';

export default function Loading() {
  return <ProposalSkeleton />;
}
