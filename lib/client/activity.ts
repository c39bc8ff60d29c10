import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from './api';

// The person's writes as GET /api/activity lists them, newest first. While any is still unsettled the
// list is asked for again every few seconds (the server checks the chain for it on each read), so the
// page follows a write until it is confirmed, failed or known not sent.

export const ACTIVITY_POLL_MS = 3_000;

export const activityEntrySchema = z.looseObject({
  id: z.string(),
  kind: z.string(),
  mint: z.string().nullable(),
  proposal: z.string().nullable(),
  summary: z.string(),
  status: z.string(),
  signature: z.string().nullable(),
  error: z.string().nullable(),
  settlement: z.enum(['confirmed', 'failed', 'not_sent']).nullable().catch(null),
  settledReason: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityResponseSchema = z.object({ activity: z.array(activityEntrySchema) });

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
      activityResponseSchema.parse(await apiFetch('/api/activity')).activity,
    refetchInterval: (query) => (query.state.data?.some(isUnsettled) ? ACTIVITY_POLL_MS : false),
  });
}
