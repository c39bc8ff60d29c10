// The open string sets of the resources (`actionKind`, `outcome`, `side`) as far as the dashboard knows
// them, and the patch fields of update-content: free of zod so that a page can name them without loading
// the schemas (resources.ts and requests-update-content.ts re-export them).

/** `actionKind` values known to this dashboard (the simulator's set; the spec does not name them). */
export const ACTION_KINDS = ['update_content', 'extend_mutability', 'finalize_metadata'] as const;
export type KnownActionKind = (typeof ACTION_KINDS)[number];

/** `outcome` values known to this dashboard: `pending` until settled, then `passed` or `failed`. */
export const OUTCOMES = ['pending', 'passed', 'failed'] as const;
export type KnownOutcome = (typeof OUTCOMES)[number];

/** Vote sides named by the spec. */
export const VOTE_SIDES = ['yes', 'no'] as const;
export type VoteSide = (typeof VOTE_SIDES)[number];

export function isKnownActionKind(value: string): value is KnownActionKind {
  return (ACTION_KINDS as readonly string[]).includes(value);
}

export function isKnownOutcome(value: string): value is KnownOutcome {
  return (OUTCOMES as readonly string[]).includes(value);
}

export function isVoteSide(value: string): value is VoteSide {
  return (VOTE_SIDES as readonly string[]).includes(value);
}

/** The patch fields of update-content, in form order. The `image` file part is a patch field too. */
export const CONTENT_PATCH_FIELDS = [
  'name',
  'symbol',
  'description',
  'website',
  'twitter',
  'telegram',
] as const;
export type ContentPatchField = (typeof CONTENT_PATCH_FIELDS)[number];
