'use client';

import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { IntentLink } from '@/components/ui/intent-link';
import * as React from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { readErrorText } from '@/components/write/error-text';
import { TokenPageSkeleton } from '@/components/ui/token-skeleton';
import { useDateTimeText } from '@/components/ui/local-date-time';
import { balanceQuery, knownBalance } from '@/lib/client/balance';
import { governanceQuery } from '@/lib/client/governance';
import { tokenMetadataQuery } from '@/lib/client/metadata';
import { useNetworkNow } from '@/lib/client/time';
import { shortAddress } from '@/lib/domain';
import type { GovernanceReadResponse } from '@/lib/partner';
import { PROPOSE_SCOPE } from '../availability';
import { contentAvailability, type ProposeBlock } from './availability';
import { currentContent, lockedFields } from './fields';

// The form, with its schema and the checks of links and images, loads after the page; the skeleton that
// stands for it while today's metadata loads keeps its place meanwhile. It is memoized outside its loader:
// until its code has arrived, its part of the server's HTML is not hydrated yet, and an urgent re-render of
// the view that reached it (a read landing) would make React drop that HTML, show the skeleton, then draw
// the form again in one long task. With equal props the re-render stops here; the clock's ticks and the
// switch to local dates are transitions, which wait for the code.
const ProposeForm = React.memo(
  dynamic(() => import('./propose-form').then((m) => m.ProposeForm), {
    loading: () => <TokenPageSkeleton />,
  }),
);

export interface ProposeViewer {
  scopes: string[];
  wallet: string | null;
  tradingEnabled: boolean | null;
}

function Blocked({ block }: { block: ProposeBlock }) {
  return (
    <Card role="status" aria-labelledby="blocked-title" className="grid max-w-2xl justify-items-start gap-3">
      <h2 id="blocked-title" className="text-lg font-semibold">
        {block.reason}
      </h2>
      <p className="text-sm text-muted-foreground">{block.next}</p>
      {block.link ? (
        block.link.href.startsWith('/api/') ? (
          <a href={block.link.href} className={buttonVariants({ variant: 'primary' })}>
            {block.link.label}
          </a>
        ) : (
          <IntentLink href={block.link.href} className={buttonVariants({ variant: 'primary' })}>
            {block.link.label}
          </IntentLink>
        )
      ) : null}
    </Card>
  );
}

function ReadFailure({ title, error, retry }: { title: string; error: unknown; retry: () => void }) {
  return (
    <Card role="alert" className="grid max-w-2xl justify-items-start gap-3 border-danger/40">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="text-sm text-muted-foreground">
        {readErrorText(error, 'The service did not answer.')} The form starts from today’s values, so it waits
        for them.
      </p>
      <Button variant="secondary" onClick={retry}>
        Read again
      </Button>
    </Card>
  );
}

/** The propose page: who may propose, today's values, then the form. */
export function ProposeView({
  mint,
  renderedAtUnix,
  viewer,
}: {
  mint: string;
  renderedAtUnix: string;
  viewer: ProposeViewer;
}) {
  const read = useQuery(governanceQuery(mint));
  if (read.isPending) return <TokenPageSkeleton />;
  if (read.isError && !read.data)
    return (
      <ReadFailure
        title="This token’s governance could not be read"
        error={read.error}
        retry={() => void read.refetch()}
      />
    );
  return <ProposeContent mint={mint} read={read.data} renderedAtUnix={renderedAtUnix} viewer={viewer} />;
}

function ProposeContent({
  mint,
  read: { governance, proposals },
  renderedAtUnix,
  viewer,
}: {
  mint: string;
  read: GovernanceReadResponse;
  renderedAtUnix: string;
  viewer: ProposeViewer;
}) {
  const nowUnix = useNetworkNow(renderedAtUnix);
  // While a send runs (and once it created the proposal), the form stays: the person's own new proposal
  // must not turn it into "one is open". A send that ended otherwise lets a re-read say what happened.
  const [sent, setSent] = React.useState(false);
  const formatDate = useDateTimeText();
  const metadata = useQuery(tokenMetadataQuery(governance.metadata));
  const balance = useQuery({
    ...balanceQuery(mint),
    enabled: viewer.wallet !== null && viewer.scopes.includes(PROPOSE_SCOPE),
  });
  // The form's props keep their identity while what they say is the same (its memo above).
  const locked = React.useMemo(() => lockedFields(governance), [governance]);
  const current = React.useMemo(() => metadata.data && currentContent(metadata.data), [metadata.data]);
  const { mutableUntilUnix } = governance;
  const durationWindow = React.useMemo(
    () => ({ nowUnix, mutableUntilUnix: BigInt(mutableUntilUnix), formatDate }),
    [nowUnix, mutableUntilUnix, formatDate],
  );
  const onSend = React.useCallback(() => setSent(true), []);
  const onNotCreated = React.useCallback(() => setSent(false), []);

  const symbol = metadata.data?.symbol ?? null;
  const title = metadata.data
    ? `${metadata.data.name} (${metadata.data.symbol})`
    : `token ${shortAddress(mint)}`;
  const availability = contentAvailability({
    mint,
    governance,
    proposals,
    nowUnix,
    scopes: viewer.scopes,
    wallet: viewer.wallet,
    tradingEnabled: viewer.tradingEnabled,
    locked,
    formatDate,
  });

  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <IntentLink
          href={`/tokens/${mint}`}
          className="text-sm text-primary underline-offset-4 hover:underline"
        >
          ← Back to the token
        </IntentLink>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Propose a change to {title}</h1>
        <p className="max-w-prose text-muted-foreground">
          Each field starts with today’s on-chain value. Only the fields you change are proposed; holders then
          vote, and if the proposal passes the change is applied.
        </p>
      </header>
      {!availability.ok && !sent ? (
        <Blocked block={availability} />
      ) : metadata.isPending ? (
        <TokenPageSkeleton />
      ) : metadata.isError || !current ? (
        <ReadFailure
          title="Today’s metadata could not be read"
          error={metadata.error}
          retry={() => void metadata.refetch()}
        />
      ) : (
        <ProposeForm
          key={governance.governance}
          onSend={onSend}
          onNotCreated={onNotCreated}
          mint={mint}
          governance={governance}
          current={current}
          locked={locked}
          symbol={symbol}
          balance={knownBalance(balance.data)}
          balanceState={
            balance.isSuccess ? 'known' : balance.isError || !balance.isEnabled ? 'unknown' : 'loading'
          }
          window={durationWindow}
        />
      )}
    </div>
  );
}
