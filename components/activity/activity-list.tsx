'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { IntentLink } from '@/components/ui/intent-link';
import { Signature } from '@/components/write/signature';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { activityEntries, activityQuery, type ActivityEntry } from '@/lib/client/activity';
import { txPagePath } from '@/lib/client/tx';
import { shortAddress } from '@/lib/domain';
import { activityRow } from './activity-view';
import { ActivityTime } from './activity-time';
import { StatusBadge } from '@/components/ui/status-badge';

function Entry({ entry }: { entry: ActivityEntry }) {
  const row = activityRow(entry);
  return (
    <li className="grid gap-2 border-t border-border py-4 first:border-t-0 first:pt-0 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-x-6">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-base font-semibold">{row.title}</h2>
          <StatusBadge tone={row.tone}>{row.status}</StatusBadge>
        </div>
        <p className="text-sm">{row.summary}</p>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <ActivityTime iso={entry.createdAt} />
          {row.tokenHref && entry.mint ? (
            <IntentLink
              href={row.tokenHref}
              className="font-mono text-primary underline-offset-4 hover:underline"
            >
              <span className="sr-only">Token </span>
              {shortAddress(entry.mint)}
            </IntentLink>
          ) : null}
        </p>
        <p className="text-sm text-muted-foreground">{row.explanation}</p>
        {entry.signature ? (
          <div className="flex flex-wrap items-center gap-x-2">
            <Signature signature={entry.signature} />
            <IntentLink
              href={txPagePath(entry.signature)}
              className="text-xs text-primary underline-offset-4 hover:underline"
            >
              Network record<span className="sr-only"> of this transaction</span>
            </IntentLink>
          </div>
        ) : null}
      </div>
      <div className="self-center">
        {row.action ? (
          <IntentLink href={row.action.href} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            {row.action.label}
          </IntentLink>
        ) : row.live ? (
          <span className="text-xs text-muted-foreground">Updates by itself</span>
        ) : null}
      </div>
    </li>
  );
}

/** The person's writes, newest first, a page at a time, followed live while any is still unsettled. */
export function ActivityList() {
  const query = useInfiniteQuery(activityQuery());
  const { data, error, isPending } = query;
  if (isPending) return <p className="text-sm text-muted-foreground">Loading your activity…</p>;
  if (error && !data)
    return (
      <p role="alert" className="text-sm">
        Your activity could not be read right now. {error.message}
      </p>
    );
  const entries = activityEntries(data);
  const checking = entries.filter((entry) => activityRow(entry).live).length;
  return (
    <div className="grid gap-3">
      <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
        {checking === 0
          ? `${entries.length === 0 ? 'No writes yet.' : 'Every write is settled.'}`
          : `${checking} ${checking === 1 ? 'write is' : 'writes are'} still being checked; this list updates by itself.`}
      </p>
      {entries.length === 0 ? (
        <Card>
          <p className="text-sm text-muted-foreground">
            Votes, cancels, withdrawals, settlements, proposals and trades you send from this dashboard appear
            here, with what became of each.
          </p>
        </Card>
      ) : (
        <Card>
          <ul aria-label="Your writes, newest first">
            {entries.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </ul>
        </Card>
      )}
      {query.hasNextPage ? (
        <div className="grid justify-items-start gap-2">
          <Button
            variant="secondary"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? 'Loading older writes…' : 'Show older writes'}
          </Button>
          {query.isFetchNextPageError ? (
            <p role="alert" className="text-sm">
              The older writes could not be read right now. {error?.message}
            </p>
          ) : null}
        </div>
      ) : entries.length > 0 ? (
        <p className="text-sm text-muted-foreground">That is every write you sent from this dashboard.</p>
      ) : null}
    </div>
  );
}
