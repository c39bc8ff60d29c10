// Data freshness: how old the figures are, and how often they are refreshed. Reads share a budget of
// 300 a minute per access token (and the app's tier budget), so an open proposal page refreshes its two
// reads (governance and the voter list) every 12 s: 10 reads a minute, paused while the tab is hidden.

import type { ProposalPhase } from '@/lib/domain';
import { formatDuration, relativeTime } from '@/lib/format';

export const OPEN_REFRESH_MS = 12_000;
/** Closed but not settled: anyone may settle it at any moment, so look now and then. */
export const AWAITING_REFRESH_MS = 30_000;

/** How often the page refreshes in a phase; false once settled (nothing but withdrawals changes then). */
export function refreshInterval(phase: ProposalPhase | null): number | false {
  if (phase === 'open') return OPEN_REFRESH_MS;
  if (phase === 'awaiting_settlement') return AWAITING_REFRESH_MS;
  return false;
}

/** "Updated just now", "Updated 4 seconds ago", "Updated 3 minutes ago", "Updated over an hour ago". */
export function freshnessText(updatedAtMs: number, nowMs: number | null): string {
  if (nowMs === null || updatedAtMs <= 0) return 'Updated just now';
  const seconds = Math.max(0, Math.floor((nowMs - updatedAtMs) / 1000));
  if (seconds < 1) return 'Updated just now';
  if (seconds < 3600) return `Updated ${relativeTime(-seconds)}`;
  return 'Updated over an hour ago';
}

/** What the refresh line promises, in words; `live` while the page's event stream is open. */
export function refreshPolicyText(phase: ProposalPhase | null, live = false): string {
  const interval = refreshInterval(phase);
  if (live && interval !== false) return 'Live: new votes and results appear as they happen.';
  if (interval === false)
    return 'Settled: the figures no longer change. They refresh when you return to this tab.';
  const every = `every ${formatDuration(interval / 1000)}`;
  return phase === 'open'
    ? `Refreshes ${every} while voting is open (paused while this tab is hidden).`
    : `Refreshes ${every} until someone settles it (paused while this tab is hidden).`;
}
