'use client';

import { Button } from '@/components/ui/button';
import type { ProposalPhase } from '@/lib/domain';
import { freshnessText, refreshPolicyText } from './freshness';
import { useLocalNowMs } from '@/lib/client/time';

type Props = {
  updatedAtMs: number;
  fetching: boolean;
  phase: ProposalPhase;
  /** The last refresh's failure in words, while older figures are still shown. */
  error: string | null;
  onRefresh: () => void;
  /** The page's event stream is open: changes arrive as they happen. */
  live?: boolean;
};

/** "Updated 4 seconds ago", ticking, with the refresh policy and a way to refresh now. */
export function FreshnessLine({ updatedAtMs, fetching, phase, error, onRefresh, live = false }: Props) {
  const now = useLocalNowMs();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
      <span className="inline-flex items-center gap-1.5 tabular-nums" data-testid="freshness">
        <span
          aria-hidden="true"
          className={`size-2 rounded-full ${fetching ? 'animate-pulse bg-primary' : error ? 'bg-warning' : 'bg-success'}`}
        />
        {fetching ? 'Refreshing…' : freshnessText(updatedAtMs, now)}
      </span>
      <span>{refreshPolicyText(phase, live)}</span>
      <Button variant="link" size="sm" className="text-xs" onClick={onRefresh} disabled={fetching}>
        Refresh now
      </Button>
      <span role="status" className="basis-full font-medium text-foreground empty:hidden">
        {error ? `The last refresh failed: ${error} The figures shown are from before.` : ''}
      </span>
    </div>
  );
}
