import { TokenPageSkeleton } from '@/components/governance/token-skeleton';

export default function Loading() {
  return <TokenPageSkeleton />;
}
