import { z } from 'zod';
import { apiFetch } from './api';

// A transaction's standing on the network, as GET /api/tx/{signature} reports it. `confirmed` and
// `finalized` are final successes, `failed` is final (the fees were still paid), `not_found` and
// `processed` mean "not yet": ask again.

export const txKeys = {
  all: ['tx'] as const,
  status: (signature: string) => ['tx', signature] as const,
};

export const TX_STATUSES = ['not_found', 'processed', 'confirmed', 'finalized', 'failed'] as const;
export type TxStatus = (typeof TX_STATUSES)[number];

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

export function txPath(signature: string): string {
  return `/api/tx/${encodeURIComponent(signature)}`;
}

export async function fetchTxReport(signature: string): Promise<TxReport> {
  return txReportSchema.parse(await apiFetch(txPath(signature)));
}

/** Whether a status is final: the write landed (`confirmed`, `finalized`) or failed on-chain. */
export function isFinalTxStatus(status: TxStatus): boolean {
  return status === 'confirmed' || status === 'finalized' || status === 'failed';
}
