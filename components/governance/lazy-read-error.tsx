'use client';

import * as React from 'react';
import type { ReadError as ReadErrorView } from './read-error';

// The view a token page's error boundary shows, loaded only when the boundary shows it. A boundary is part
// of every page under it; importing the view directly would put its code in every such page's first load,
// for a view most visits never see. Each boundary's view has a module of its own, so that a boundary's
// chunk carries only the loader of the view it shows.

const LazyReadError = React.lazy(() => import('./read-error').then((m) => ({ default: m.ReadError })));

export function ReadError(props: React.ComponentProps<typeof ReadErrorView>) {
  return (
    <React.Suspense>
      <LazyReadError {...props} />
    </React.Suspense>
  );
}
