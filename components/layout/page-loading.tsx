import { SkeletonStack } from '@/components/ui/skeleton-stack';

// The site's loading page, for the pages without one of their own. At least a screen tall: the footer
// stays below the first screen until the page arrives, so nothing shifts when it does.
export function PageLoading() {
  return (
    <SkeletonStack
      className="grid min-h-dvh content-start gap-4"
      role="status"
      aria-label="Loading"
      bars={['h-9 w-2/3', 'h-5 w-1/2']}
    >
      <SkeletonStack className="grid gap-4 md:grid-cols-3" bars={['h-36', 'h-36', 'h-36']} />
    </SkeletonStack>
  );
}
