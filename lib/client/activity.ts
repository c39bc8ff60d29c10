import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ActivityEntry, ActivityResponse } from '@/lib/api';
import { apiRead } from './api';

// The person's writes as GET /api/activity lists them, newest first, a page at a time: the first page,
// then each older page after the cursor the one before it gave ("Show older writes"). While any is still
// unsettled the list is asked for again every few seconds (the server checks the chain for it on each
// read), so the page follows a write until it is confirmed, failed or known not sent. A refetch reads the
// pages again from the newest, each after the cursor of the one just read, so a write recorded meanwhile
// goes on top and nothing is shown twice or skipped.

export const ACTIVITY_POLL_MS = 3_000;

export type { ActivityEntry, ActivityResponse };

export const activityKeys = {
  all: ['activity'] as const,
  list: () => ['activity', 'list'] as const,
};

/** Whether the chain may still change what an entry says. */
export function isUnsettled(entry: ActivityEntry): boolean {
  return entry.settlement === null && entry.status !== 'failed';
}

/** The path of the page after `cursor` (the newest page when null). */
export function activityPath(cursor: string | null): string {
  return cursor === null ? '/api/activity' : `/api/activity?cursor=${encodeURIComponent(cursor)}`;
}

/** Every entry of the pages read so far, newest first. */
export function activityEntries(data: { pages: readonly ActivityResponse[] }): ActivityEntry[] {
  return data.pages.flatMap((page) => page.activity);
}

export function activityQuery() {
  return infiniteQueryOptions({
    queryKey: activityKeys.list(),
    queryFn: ({ pageParam }): Promise<ActivityResponse> =>
      apiRead(activityPath(pageParam), (s) => s.activityResponseSchema),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.activity.some(isUnsettled)) ? ACTIVITY_POLL_MS : false,
  });
}
