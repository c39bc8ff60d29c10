'use client';

import * as React from 'react';

// The proposal pages' not-found view, loaded only when a boundary shows it (see ../lazy-read-error.tsx).

const LazyProposalNotFound = React.lazy(() =>
  import('./proposal-not-found').then((m) => ({ default: m.ProposalNotFound })),
);

export function ProposalNotFound() {
  return (
    <React.Suspense>
      <LazyProposalNotFound />
    </React.Suspense>
  );
}
