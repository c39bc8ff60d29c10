'use client';

import { useQuery } from '@tanstack/react-query';
import type * as React from 'react';
import { mintMetadataQuery } from '@/lib/client/metadata';
import { useRecordRecentToken } from '@/lib/client/recent-tokens';
import { PageTradePanel } from './page-trade-panel';

/** The page of a token without governance: what it is, a short note about governance, and the trade panel. */
export function TradingToken({ mint, follow }: { mint: string; follow?: React.ReactNode }) {
  const { data } = useQuery({ ...mintMetadataQuery(mint), retry: false });
  const name = data?.name || null;
  const symbol = data?.symbol || null;
  // Remembered among the recently opened tokens like a token with governance.
  useRecordRecentToken({ mint, name, symbol });
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_28rem]">
      <div className="grid content-start gap-5">
        <section aria-labelledby="token-title" className="flex flex-wrap items-start gap-4">
          {data?.image ? (
            // eslint-disable-next-line @next/next/no-img-element -- pinned upstream images, allowed by the CSP
            <img
              src={data.image}
              alt={`${name ?? symbol ?? 'Token'} image`}
              width={80}
              height={80}
              className="size-16 shrink-0 rounded-xl border border-border bg-muted object-cover sm:size-20"
            />
          ) : null}
          <div className="grid min-w-0 flex-1 basis-56 gap-1">
            <h1 id="token-title" className="text-2xl font-semibold tracking-tight">
              {name ?? 'Token'}
              {symbol ? <span className="ml-2 text-muted-foreground">{symbol}</span> : null}
            </h1>
            {data?.description ? <p className="text-muted-foreground">{data.description}</p> : null}
            <p className="font-mono text-xs break-all text-muted-foreground">Mint {mint}</p>
          </div>
          {follow ? <div className="shrink-0 sm:ml-auto">{follow}</div> : null}
        </section>
        <section
          aria-labelledby="no-governance-title"
          className="grid gap-1.5 rounded-xl border border-border bg-muted/40 px-4 py-3"
          data-testid="no-governance"
        >
          <h2 id="no-governance-title" className="text-base font-semibold">
            This token has no governance
          </h2>
          <p className="text-sm text-muted-foreground">
            Its metadata is not voted on by holders here: there are no proposals and nothing to lock. You can
            still buy and sell it.
          </p>
        </section>
      </div>
      <PageTradePanel mint={mint} />
    </div>
  );
}
