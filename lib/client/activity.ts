import { queryOptions } from '@tanstack/react-query';
import type { ActivityEntry } from '@/lib/api';
import { apiRead } from './api';

// The person's writes as GET /api/activity lists them, newest first. While any is still unsettled the
// list is asked for again every few seconds (the server checks the chain for it on each read), so the
// page follows a write until it is confirmed, failed or known not sent.

export const ACTIVITY_POLL_MS = 3_000;

export type { ActivityEntry };

export const activityKeys = {
  all: ['activity'] as const,
  list: () => ['activity', 'list'] as const,
};

/** Whether the chain may still change what an entry says. */
export function isUnsettled(entry: ActivityEntry): boolean {
  return entry.settlement === null && entry.status !== 'failed';
}

export function activityQuery() {
  return queryOptions({
    queryKey: activityKeys.list(),
    queryFn: async (): Promise<ActivityEntry[]> =>
      (await apiRead('/api/activity', (s) => s.activityResponseSchema)).activity,
    refetchInterval: (query) => (query.state.data?.some(isUnsettled) ? ACTIVITY_POLL_MS : false),
  });
}
