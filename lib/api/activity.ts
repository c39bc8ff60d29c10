import { z } from 'zod';

// GET /api/activity: the person's writes through the proxy, newest first, a page at a time. Each is recorded before it is
// sent, then carries its signature, its error code, or `outcome_unknown` when its answer was lost; the
// chain later settles it.

export const ACTIVITY_STATUSES = ['pending', 'submitted', 'failed', 'outcome_unknown'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** What the chain later showed: the transaction landed, landed failed, or never landed. */
export const SETTLEMENTS = ['confirmed', 'failed', 'not_sent'] as const;
export type Settlement = (typeof SETTLEMENTS)[number];

export const activityEntrySchema = z.looseObject({
  id: z.string(),
  kind: z.string(),
  mint: z.string().nullable(),
  proposal: z.string().nullable(),
  summary: z.string(),
  idempotencyKey: z.string().nullable().optional(),
  status: z.enum(ACTIVITY_STATUSES),
  signature: z.string().nullable(),
  error: z.string().nullable(),
  /** The catalogue's sentence for `error`, for a person; null for a code the catalogue does not hold. */
  errorMessage: z.string().nullable().optional(),
  settlement: z.enum(SETTLEMENTS).nullable().catch(null),
  /** Why it was settled so, in a sentence. */
  settledReason: z.string().nullable().optional(),
  settledAt: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/**
 * One page of the list, newest first (`?limit=`, 50 by default, at most 200). `nextCursor` is the
 * `?cursor=` of the next, older page, null on the page that reaches the oldest write. Pages are cut by
 * the journal's order, so writes recorded while a person reads go on top and never shift the older pages.
 */
export const activityResponseSchema = z.object({
  activity: z.array(activityEntrySchema),
  nextCursor: z.string().nullable(),
});
export type ActivityResponse = z.infer<typeof activityResponseSchema>;
