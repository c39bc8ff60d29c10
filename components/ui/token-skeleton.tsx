import { Skeleton } from '@/components/ui/skeleton';
import { SkeletonStack } from '@/components/ui/skeleton-stack';

/** The token page's shape while it loads. */
export function TokenPageSkeleton() {
  return (
    <div role="status" aria-label="Loading the token’s governance" className="grid gap-6">
      <div className="grid gap-5 rounded-xl border border-border bg-card p-5">
        <div className="flex items-start gap-4">
          <Skeleton className="size-16 shrink-0 rounded-xl sm:size-20" />
          <SkeletonStack className="grid flex-1 gap-2" bars={['h-8 w-1/2', 'h-4 w-3/4', 'h-4 w-2/3']} />
        </div>
        <SkeletonStack className="grid gap-3 sm:grid-cols-2" bars={Array.from({ length: 6 }, () => 'h-10')} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <SkeletonStack
          className="grid content-start gap-3 rounded-xl border border-border bg-card p-5"
          bars={['h-6 w-32', 'h-8 w-72 max-w-full', 'h-40', 'h-40']}
        />
        <SkeletonStack
          className="grid content-start gap-6"
          bars={['h-44 rounded-xl', 'h-36 rounded-xl', 'h-40 rounded-xl']}
        />
      </div>
    </div>
  );
}
