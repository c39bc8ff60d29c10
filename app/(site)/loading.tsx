import { Skeleton } from '@/components/ui/skeleton';

// At least a screen tall: the footer stays below the first screen until the page arrives, so nothing
// shifts when it does.
export default function Loading() {
  return (
    <div className="grid min-h-dvh content-start gap-4" role="status" aria-label="Loading">
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
      <div className="grid gap-4 md:grid-cols-3">
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
      </div>
    </div>
  );
}
