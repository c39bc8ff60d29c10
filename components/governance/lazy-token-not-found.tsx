'use client';

import { lazyView } from '@/components/ui/lazy-view';

// The token pages' not-found view, loaded only when a boundary shows it (see lazy-read-error.tsx).
export const TokenNotFound = lazyView(() => import('./token-not-found').then((m) => m.TokenNotFound));
