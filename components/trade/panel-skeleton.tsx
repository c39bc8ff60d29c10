import { Skeleton } from '@/components/ui/skeleton';

/** The trade panel's shape while the person's access or the form's code loads. */
export function PanelSkeleton() {
  return (
    <div className="grid gap-3" aria-busy="true" aria-label="Loading the trade panel">
      <Skeleton className="h-10" />
      <Skeleton className="h-24" />
    </div>
  );
}
