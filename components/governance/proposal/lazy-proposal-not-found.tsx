'use client';

import { lazyView } from '@/components/ui/lazy-view';

// The proposal pages' not-found view, loaded only when a boundary shows it (see ../lazy-read-error.tsx).
export const ProposalNotFound = lazyView(() =>
  import('./proposal-not-found').then((m) => m.ProposalNotFound),
);
