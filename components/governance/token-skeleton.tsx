import { Skeleton } from '@/components/ui/skeleton';

/** The token page's shape while it loads. */
export function TokenPageSkeleton() {
  return (
    <div role="status" aria-label="Loading the token’s governance" className="grid gap-6">
      <div className="grid gap-5 rounded-xl border border-border bg-card p-5">
        <div className="flex items-start gap-4">
          <Skeleton className="size-16 shrink-0 rounded-xl sm:size-20" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-8 w-1/2" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-10" />
          ))}
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid content-start gap-3 rounded-xl border border-border bg-card p-5">
          <Skeleton className="h-6 w-32" />
          <Skeleton className="h-8 w-72 max-w-full" />
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
        <div className="grid content-start gap-6">
          <Skeleton className="h-44 rounded-xl" />
          <Skeleton className="h-36 rounded-xl" />
          <Skeleton className="h-40 rounded-xl" />
        </div>
      </div>
    </div>
  );
}
