import { z } from 'zod';
import { INT_PATTERN, uintString } from '@/lib/partner/wire';

// GET /api/tx/{signature}: a signature's standing on the network and what it changed for the connected
// wallet. `processed` is not final; a confirmed transaction that carries an error is `failed` (its fees
// were still paid).

/** A signed integer string (a balance change). */
const intString = z.string().regex(INT_PATTERN);

export const TX_STATUSES = ['not_found', 'processed', 'confirmed', 'finalized', 'failed'] as const;
export type TxStatus = (typeof TX_STATUSES)[number];

export const tokenChangeSchema = z.looseObject({ mint: z.string(), delta: intString, decimals: z.int() });
export type TokenChange = z.infer<typeof tokenChangeSchema>;

/** The wallet's balance changes: SOL in lamports and each token in base units, signed integer strings. */
export const balanceChangesSchema = z.looseObject({ sol: intString, tokens: z.array(tokenChangeSchema) });
export type BalanceChanges = z.infer<typeof balanceChangesSchema>;

export const txReportSchema = z.looseObject({
  signature: z.string(),
  status: z.enum(TX_STATUSES),
  /** The transaction error as the RPC reports it (e.g. `{"InstructionError":[2,{"Custom":1}]}`), or null. */
  err: z.unknown(),
  slot: z.int().nullable(),
  blockTime: z.int().nullable(),
  /** Lamports, once the transaction can be read at `confirmed`. */
  fee: uintString.nullable(),
  /** Signatures the transaction carries (each pays the base fee), once it can be read. */
  signatures: z.int().nullable(),
  /**
   * Lamports the transaction moved into the partner's fee wallet, "0" when that wallet is among its
   * accounts and received nothing; null when no fee wallet is configured or the transaction does not
   * touch it.
   */
  partnerFee: uintString.nullable(),
  /** Lamports the wallet put into token accounts this transaction opened for it (rent), once readable. */
  accountRent: uintString.nullable(),
  changes: balanceChangesSchema,
});
export type TxReport = z.infer<typeof txReportSchema>;
