import { z } from 'zod';
import { uintString } from '@/lib/partner/wire';

// GET /api/trade/last-fill/{mint}: the token's latest confirmed trade on the network, to give a person who
// types an exact bound something to reason from. A past price, not a quote: it says what one trade paid,
// when, and nothing about what the next will.

export const lastFillSchema = z.looseObject({
  signature: z.string(),
  /** Unix seconds of its block, when the network knows it. */
  blockTime: z.int().nullable(),
  /** The trader's side: they bought the token from the venue, or sold it to the venue. */
  side: z.enum(['buy', 'sell']),
  /** Lamports that moved between the trader and the venue for the tokens (no network or partner fee). */
  lamports: uintString,
  /** Token base units that moved. */
  tokens: uintString,
  decimals: z.int().min(0).max(18),
  /** Lamports per whole token (10^decimals base units), rounded down. */
  price: uintString,
});
export type LastFill = z.infer<typeof lastFillSchema>;

export const lastFillResponseSchema = z.looseObject({
  mint: z.string(),
  /** Null when none of the token's recent transactions is a trade. */
  fill: lastFillSchema.nullable(),
  /** The network's clock when this was read (Unix seconds), to say how long ago the fill was. */
  readAtUnix: uintString,
});
export type LastFillResponse = z.infer<typeof lastFillResponseSchema>;
