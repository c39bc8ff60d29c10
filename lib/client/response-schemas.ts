import { z } from 'zod';
import { uintString } from '@/lib/partner/wire';

// The browser's checks of our own API's answers, in one module that the client loads with the first answer
// it checks (`apiRead` in api.ts), not with the page: zod and these schemas stay out of the first-load
// JavaScript. Feature modules import only their types from here.

export { metadataJsonViewSchema, tokenMetadataViewSchema } from '@/lib/partner/metadata';
export {
  governanceReadResponseSchema,
  governanceWriteResponseSchema,
  meResponseSchema,
  tradeWriteResponseSchema,
  votesListResponseSchema,
} from '@/lib/partner/responses';

/** GET /api/auth/session: connected or not, scopes, wallet; never a token. */
export const sessionResponseSchema = z.looseObject({
  connected: z.boolean(),
  reconnect: z.boolean().optional(),
  username: z.string().nullable().optional(),
  wallet: z.string().nullable().optional(),
  scopes: z.array(z.string()).optional(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** The widget's view of the same answer (lib/client/embed.ts). */
export const sessionStatusSchema = z.looseObject({
  connected: z.boolean(),
  reconnect: z.boolean().optional(),
  username: z.string().nullable().optional(),
});
export type SessionStatus = z.infer<typeof sessionStatusSchema>;

/** GET /api/balance/{mint}. */
export const balanceResponseSchema = z.looseObject({
  mint: z.string(),
  owner: z.string(),
  amount: uintString,
  decimals: z.int().min(0),
  /** The wallet's SOL in lamports. */
  lamports: uintString.optional(),
});
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;

export const TX_STATUSES = ['not_found', 'processed', 'confirmed', 'finalized', 'failed'] as const;

/** GET /api/tx/{signature}. */
export const txReportSchema = z.looseObject({
  signature: z.string(),
  status: z.enum(TX_STATUSES),
  err: z.unknown().optional(),
  fee: z.string().nullable().optional(),
  /** Signatures the transaction carries (each pays the base fee). */
  signatures: z.int().nullable().optional(),
  /** Lamports the partner's fee wallet received, when the server knows that wallet. */
  partnerFee: z.string().nullable().optional(),
  /** Lamports put into token accounts the transaction opened for the person (rent). */
  accountRent: z.string().nullable().optional(),
  changes: z
    .looseObject({
      sol: z.string(),
      tokens: z.array(z.looseObject({ mint: z.string(), delta: z.string(), decimals: z.int() })),
    })
    .optional(),
});
export type TxReport = z.infer<typeof txReportSchema>;

/** GET /api/trade/settings: the partner fee rate the server applies. */
export const tradeSettingsSchema = z.looseObject({ partnerFeeBps: uintString });
