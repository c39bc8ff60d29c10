import type { TxReport } from '@/lib/api';

/** A confirmed transaction's report as GET /api/tx/{signature} answers it, nothing changed; tests override. */
export function txReport(overrides: Partial<TxReport> = {}): TxReport {
  return {
    signature: 'sig',
    status: 'confirmed',
    err: null,
    slot: null,
    blockTime: null,
    fee: null,
    signatures: null,
    partnerFee: null,
    accountRent: null,
    changes: { sol: '0', tokens: [] },
    ...overrides,
  };
}
