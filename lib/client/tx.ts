import { apiRead } from './api';
import type { TxReport, TxStatus } from '@/lib/api';

// A transaction's standing on the network, as GET /api/tx/{signature} reports it. `confirmed` and
// `finalized` are final successes, `failed` is final (the fees were still paid), `not_found` and
// `processed` mean "not yet": ask again.

export type { TxReport, TxStatus };

export const txKeys = {
  all: ['tx'] as const,
  status: (signature: string) => ['tx', signature] as const,
};

export function txPath(signature: string): string {
  return `/api/tx/${encodeURIComponent(signature)}`;
}

export function fetchTxReport(signature: string): Promise<TxReport> {
  return apiRead(txPath(signature), (s) => s.txReportSchema);
}

/** Whether a status is final: the write landed (`confirmed`, `finalized`) or failed on-chain. */
export function isFinalTxStatus(status: TxStatus): boolean {
  return status === 'confirmed' || status === 'finalized' || status === 'failed';
}
