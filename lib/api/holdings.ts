import { z } from 'zod';
import type { BatchPlan } from '@/lib/domain/batch';
import type { HoldingSummary, Urgency } from '@/lib/domain/holdings';
import { uintString } from '@/lib/partner/wire';

// The follow set and token search: GET /api/follows (every token the person follows, and why),
// PUT/DELETE /api/follows/{mint} (follow or unfollow one by hand), GET /api/tokens/search?q= (the tokens
// this server has read, by name, symbol or mint).

/** Why a token is in a person's follow set: her wallet holds it, she wrote to it here, she followed it. */
export const FOLLOW_REASONS = ['held', 'wrote', 'followed'] as const;
export type FollowReason = (typeof FOLLOW_REASONS)[number];

export const followedTokenSchema = z.object({
  mint: z.string(),
  reasons: z.array(z.enum(FOLLOW_REASONS)).min(1),
  /** Her balance in base units when she holds it; null otherwise. */
  balance: uintString.nullable(),
});
export type FollowedToken = z.infer<typeof followedTokenSchema>;

/** GET /api/follows. `heldRead`: false when the wallet's holdings could not be read from the chain. */
export const followsResponseSchema = z.object({
  wallet: z.string(),
  tokens: z.array(followedTokenSchema),
  heldRead: z.boolean(),
});
export type FollowsResponse = z.infer<typeof followsResponseSchema>;

/**
 * PUT or DELETE /api/follows/{mint}: where the token stands afterwards. `followed`: followed by hand;
 * `reasons` may still hold `held` or `wrote` after an unfollow (the token stays in her set).
 */
export const followChangeResponseSchema = z.object({
  mint: z.string(),
  followed: z.boolean(),
  reasons: z.array(z.enum(FOLLOW_REASONS)),
});
export type FollowChangeResponse = z.infer<typeof followChangeResponseSchema>;

/** A token as search shows it. `governed`: null when not known yet. */
export const tokenCardSchema = z.object({
  mint: z.string(),
  name: z.string().nullable(),
  symbol: z.string().nullable(),
  image: z.string().nullable(),
  governed: z.boolean().nullable(),
});
export type TokenCard = z.infer<typeof tokenCardSchema>;

/** GET /api/tokens/search?q=: at most 8 tokens, best match first. */
export const tokenSearchResponseSchema = z.object({ tokens: z.array(tokenCardSchema) });
export type TokenSearchResponse = z.infer<typeof tokenSearchResponseSchema>;

export const TOKEN_SEARCH_LIMIT = 8;
export const TOKEN_SEARCH_MAX_QUERY = 64;

/** One followed token on My governance (server-rendered; amounts are bigint). */
export type HoldingRow = {
  mint: string;
  reasons: FollowReason[];
  /** Her balance when her holdings were read (0 when she holds none); null when they could not be read. */
  balance: bigint | null;
  token: TokenCard;
  urgency: Urgency;
  /** What the row is called: the symbol, else the name, else the mint. */
  label: string;
} & (
  | { kind: 'governed'; summary: HoldingSummary }
  | { kind: 'trade_only' }
  | { kind: 'unreadable'; message: string }
);

/**
 * My governance: her followed tokens, most urgent first, at the network's time `nowUnix`, and the writes
 * its batch actions would send (Withdraw all, Settle all).
 */
export type HoldingsOverview = { rows: HoldingRow[]; heldRead: boolean; nowUnix: bigint; batch: BatchPlan };
