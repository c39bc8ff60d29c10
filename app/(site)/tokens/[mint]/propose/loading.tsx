import { TokenPageSkeleton } from '@/components/ui/token-skeleton';

export default function Loading() {
  return <TokenPageSkeleton />;
}
