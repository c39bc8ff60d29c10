'use client';

import * as React from 'react';
import type { ReadError as ReadErrorView } from './read-error';

// The views the token pages' error and not-found boundaries show, loaded only when a boundary shows one.
// A boundary is part of every page under it; importing these directly would put their code (and each
// boundary's own copy of what they use) in every such page's first load, for a view most visits never see.

const LazyReadError = React.lazy(() => import('./read-error').then((m) => ({ default: m.ReadError })));
const LazyTokenNotFound = React.lazy(() =>
  import('./token-not-found').then((m) => ({ default: m.TokenNotFound })),
);
const LazyProposalNotFound = React.lazy(() =>
  import('./proposal/proposal-not-found').then((m) => ({ default: m.ProposalNotFound })),
);

export function ReadError(props: React.ComponentProps<typeof ReadErrorView>) {
  return (
    <React.Suspense>
      <LazyReadError {...props} />
    </React.Suspense>
  );
}

export function TokenNotFound() {
  return (
    <React.Suspense>
      <LazyTokenNotFound />
    </React.Suspense>
  );
}

export function ProposalNotFound() {
  return (
    <React.Suspense>
      <LazyProposalNotFound />
    </React.Suspense>
  );
}
