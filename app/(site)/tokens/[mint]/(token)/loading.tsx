import { TokenPageSkeleton } from '@/components/ui/token-skeleton';

// At least a screen tall, as the site's loading page is: the footer stays below the first screen.
export default function Loading() {
  return (
    <div className="min-h-dvh">
      <TokenPageSkeleton />
    </div>
  );
}
