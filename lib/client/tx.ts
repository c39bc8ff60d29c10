import { itemRead } from './item-read';
import type { TxReport, TxStatus } from '@/lib/api';

// A transaction's standing on the network, as GET /api/tx/{signature} reports it. `confirmed` and
// `finalized` are final successes, `failed` is final (the fees were still paid), `not_found` and
// `processed` mean "not yet": ask again.

export type { TxReport, TxStatus };

const tx = itemRead('tx', (s) => s.txReportSchema);

export const txKeys = { all: tx.all, status: tx.one };
export const txPath = tx.path;
export const fetchTxReport = tx.fetch;

/** The page that shows a transaction as the network records it (status, fees, balance changes). */
export const txPagePath = (signature: string): string => `/tx/${encodeURIComponent(signature)}`;

/** Whether a status is final: the write landed (`confirmed`, `finalized`) or failed on-chain. */
export function isFinalTxStatus(status: TxStatus): boolean {
  return status === 'confirmed' || status === 'finalized' || status === 'failed';
}
