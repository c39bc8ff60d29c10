import { formatSol } from '@/lib/domain';
import { feesLine as writeFeesLine } from '@/components/write/fees';
import { LIMITS } from '@/lib/partner';

// The two fee fields every write carries, typed in SOL (checked with the write kit's `feeText`),
// starting here at the spec's minimums: 1000 lamports of priority fee, 1000000 lamports of tip. Both are
// spent whether or not the proposal goes through.

export const FEE_MINIMUMS = {
  priorityFee: LIMITS.priorityFeeLamportsMin,
  tip: LIMITS.tipLamportsMin,
} as const;

export const DEFAULT_FEE_VALUES = {
  priorityFee: formatSol(FEE_MINIMUMS.priorityFee, { group: false }),
  tip: formatSol(FEE_MINIMUMS.tip, { group: false }),
};

/** "Spent even if it fails: priority fee 0.000001 SOL + tip 0.001 SOL = 0.001001 SOL, …" */
export function feesLine(fees: { priorityFeeLamports: bigint; tipLamports: bigint } | null): string {
  return fees === null ? 'Enter valid fees to see what is spent.' : writeFeesLine(fees);
}
