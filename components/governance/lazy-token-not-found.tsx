'use client';

import * as React from 'react';

// The token pages' not-found view, loaded only when a boundary shows it (see lazy-read-error.tsx).

const LazyTokenNotFound = React.lazy(() =>
  import('./token-not-found').then((m) => ({ default: m.TokenNotFound })),
);

export function TokenNotFound() {
  return (
    <React.Suspense>
      <LazyTokenNotFound />
    </React.Suspense>
  );
}
