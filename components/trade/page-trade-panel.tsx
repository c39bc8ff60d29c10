'use client';

import dynamic from 'next/dynamic';
import { Skeleton } from '@/components/ui/skeleton';

// The trade panel as a token page shows it: its code loads after the page's first JavaScript (the page
// reads and votes without it). The server's HTML of the panel stays in place meanwhile; a client-side
// visit shows a card of the panel's loading shape.
export const PageTradePanel = dynamic(() => import('./trade-panel').then((m) => m.TradePanel), {
  loading: () => (
    <div
      className="grid content-start gap-4 rounded-xl border border-border bg-card p-5 shadow-xs"
      aria-busy="true"
      aria-label="Loading the trade panel"
    >
      <Skeleton className="h-11" />
      <div className="grid gap-3">
        <Skeleton className="h-10" />
        <Skeleton className="h-24" />
      </div>
    </div>
  ),
});
