import { formatSol } from '@/lib/domain';
import { LIMITS } from '@/lib/partner';

// The two fee fields every write carries, typed in SOL (checked with the voting panel's `feeText`),
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
  if (fees === null) return 'Enter valid fees to see what is spent.';
  const total = fees.priorityFeeLamports + fees.tipLamports;
  return `Spent even if it fails: priority fee ${formatSol(fees.priorityFeeLamports)} SOL + tip ${formatSol(fees.tipLamports)} SOL = ${formatSol(total)} SOL, plus the network’s base fee.`;
}
