'use client';

import { useQuery } from '@tanstack/react-query';
import { IntentLink } from '@/components/ui/intent-link';
import type * as React from 'react';
import { buttonVariants } from '@/components/ui/button';
import { TroubleRetryButton, TroubleText } from '@/components/write/trouble-retry';
import { cn } from '@/components/ui/cn';
import { governanceQuery } from '@/lib/client/governance';
import { tokenMetadataQuery } from '@/lib/client/metadata';
import { useGovernanceStream } from '@/lib/client/use-governance-stream';
import { windowState } from '@/lib/domain';
import { useNetworkNow } from '@/lib/client/time';
import { readErrorText } from '@/components/write/error-text';
import { MetadataPanel } from './metadata-panel';
import { MyLocksPanel } from './my-locks-panel';
import { PanelBoundary } from '@/components/ui/panel-boundary';
import { ProposalList } from './proposal-list';
import type { Viewer } from '@/lib/api';
import { RecordVisit } from './record-visit';
import { governanceRefetchMs } from './refetch';
import { RulesPanel } from './rules-panel';
import { useGovernanceSlots } from './slots';
import { TokenPageSkeleton } from '@/components/ui/token-skeleton';
import { WindowPanel } from './window-panel';

type Props = {
  mint: string;
  renderedAtUnix: string;
  viewer: Viewer;
  /** Shown atop the side column (the trade panel of a governance token that also trades). */
  aside?: React.ReactNode;
  /** Beside the token's name (the Follow button). */
  follow?: React.ReactNode;
};

const nowSeconds = () => BigInt(Math.floor(Date.now() / 1000));

/** A token's governance: metadata, the mutable window, proposals, my locks and the rules. */
export function TokenGovernance({ mint, renderedAtUnix, viewer, aside, follow }: Props) {
  const nowUnix = useNetworkNow(renderedAtUnix);
  const streaming = useGovernanceStream(mint);
  const { WindowActions } = useGovernanceSlots();
  const query = useQuery({
    ...governanceQuery(mint),
    // The page's event stream says when to refetch; polling only while it is down.
    refetchInterval: (q) => (streaming ? false : governanceRefetchMs(q.state.data?.proposals, nowSeconds())),
  });
  const metadataAddress = query.data?.governance.metadata;
  const metadata = useQuery({
    ...tokenMetadataQuery(metadataAddress ?? ''),
    enabled: Boolean(metadataAddress),
  });

  if (query.isPending) return <TokenPageSkeleton />;
  if (query.isError && !query.data)
    return (
      <section
        role="alert"
        className="grid justify-items-start gap-3 rounded-xl border border-danger/40 bg-card p-5"
      >
        <h1 className="text-xl font-semibold">This token’s governance could not be read</h1>
        <p className="text-sm text-muted-foreground">
          <TroubleText
            error={query.error}
            fallback={readErrorText(query.error, 'The service did not answer. Try again in a moment.')}
          />
        </p>
        <TroubleRetryButton error={query.error} variant="secondary" onClick={() => void query.refetch()} />
      </section>
    );

  const { governance, proposals, viewerVotes } = query.data;
  // What the window, proposal and lock panels all stand on.
  const page = { mint, governance, proposals, viewerVotes, nowUnix, viewer, symbol: metadata.data?.symbol };
  return (
    <div className="grid gap-6">
      <RecordVisit mint={mint} metadataAddress={governance.metadata} />
      <PanelBoundary title="The metadata">
        <MetadataPanel
          mint={mint}
          governance={governance}
          windowState={windowState(governance, nowUnix)}
          headerAction={follow}
          action={
            windowState(governance, nowUnix) === 'mutable' ? (
              <div>
                <IntentLink
                  href={`/tokens/${mint}/propose`}
                  className={buttonVariants({ variant: 'secondary' })}
                >
                  Propose a change
                </IntentLink>
              </div>
            ) : null
          }
        />
      </PanelBoundary>
      {query.isRefetchError ? (
        <p role="status" className="rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-sm">
          The latest refresh failed, so what you see may be out of date.{' '}
          {readErrorText(query.error, 'It is tried again shortly.')}
        </p>
      ) : null}
      <div
        className={cn(
          'grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]',
          aside ? 'lg:grid-rows-[auto_auto_auto_1fr]' : 'lg:grid-rows-[auto_auto_1fr]',
        )}
      >
        <PanelBoundary
          title="The mutable window"
          className={cn('lg:col-start-2', aside ? 'lg:row-start-2' : 'lg:row-start-1')}
        >
          <WindowPanel governance={governance} nowUnix={nowUnix}>
            {WindowActions ? <WindowActions {...page} /> : null}
          </WindowPanel>
        </PanelBoundary>
        <PanelBoundary
          title="The proposals"
          className={cn(
            'below-fold lg:col-start-1 lg:row-start-1',
            aside ? 'lg:row-span-4' : 'lg:row-span-3',
          )}
        >
          <ProposalList {...page} live={streaming} />
        </PanelBoundary>
        <PanelBoundary
          title="My locks and obligations"
          className={cn('below-fold lg:col-start-2', aside ? 'lg:row-start-3' : 'lg:row-start-2')}
        >
          <MyLocksPanel {...page} />
        </PanelBoundary>
        <PanelBoundary
          title="The rules"
          className={cn('below-fold lg:col-start-2', aside ? 'lg:row-start-4' : 'lg:row-start-3')}
        >
          <RulesPanel governance={governance} symbol={metadata.data?.symbol} />
        </PanelBoundary>
        {aside ? (
          <PanelBoundary title="Trading" className="lg:col-start-2 lg:row-start-1">
            {aside}
          </PanelBoundary>
        ) : null}
      </div>
    </div>
  );
}
