import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import { TroubleRetryButton, TroubleText } from '@/components/write/trouble-retry';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { SkeletonStack } from '@/components/ui/skeleton-stack';

/** The page's shape while its data loads. */
export function ProposalSkeleton() {
  return (
    <div className="grid gap-6" role="status" aria-label="Loading the proposal">
      <SkeletonStack className="grid gap-3" bars={['h-4 w-40', 'h-6 w-28', 'h-9 w-3/4', 'h-4 w-1/2']} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <Skeleton className="h-96" />
        <SkeletonStack className="grid gap-6" bars={['h-56', 'h-44']} />
      </div>
      <Skeleton className="h-72" />
    </div>
  );
}

/** The proposal cannot be shown (read failed, or no longer listed): say why and where to go. */
export function ProposalUnavailable({
  mint,
  text,
  onRetry,
  error,
}: {
  mint: string;
  text: string;
  onRetry?: () => void;
  /** The failed read, when one: busy (counted down) or down is said after `text`. */
  error?: unknown;
}) {
  return (
    <Card role="alert" aria-labelledby="unavailable-title" className="grid justify-items-start gap-4">
      <CardTitle id="unavailable-title">This proposal cannot be shown right now</CardTitle>
      <CardDescription>
        <TroubleText error={error} lead={text} fallback="" />
      </CardDescription>
      <div className="flex flex-wrap gap-2">
        {onRetry ? <TroubleRetryButton error={error} variant="secondary" onClick={onRetry} /> : null}
        <Link href={`/tokens/${mint}`} className={buttonVariants({ variant: 'secondary' })}>
          Back to the token
        </Link>
      </div>
    </Card>
  );
}
