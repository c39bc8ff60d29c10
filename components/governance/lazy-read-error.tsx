'use client';

import { lazyView } from '@/components/ui/lazy-view';

// The view a token page's error boundary shows, loaded only when the boundary shows it. A boundary is part
// of every page under it; importing the view directly would put its code in every such page's first load,
// for a view most visits never see. Each boundary's view has a module of its own, so that a boundary's
// chunk carries only the loader of the view it shows.
export const ReadError = lazyView(() => import('./read-error').then((m) => m.ReadError));
