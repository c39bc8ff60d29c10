import { z } from 'zod';
import { uintString } from '@/lib/partner/wire';

/** A wallet's balance of one token, as the chain reads it. */
export const tokenBalanceSchema = z.looseObject({
  mint: z.string(),
  owner: z.string(),
  /** Base units, a string of an integer. */
  amount: uintString,
  decimals: z.int().min(0),
});
export type TokenBalance = z.infer<typeof tokenBalanceSchema>;

/** GET /api/balance/{mint}: the connected wallet's balance of one token in base units, and its SOL. */
export const balanceResponseSchema = tokenBalanceSchema.extend({
  /** The wallet's SOL in lamports. */
  lamports: uintString.optional(),
});
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;
