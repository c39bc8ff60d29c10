import { z } from 'zod';
import { formatSol, parseAmount, SOL_DECIMALS } from '@/lib/domain';
import { LIMITS } from '@/lib/partner';

// The two fee fields every write carries, typed in SOL, starting at the spec's minimums (1000 lamports of
// priority fee, 1000000 lamports of tip). Both are spent whether or not the proposal goes through.

export const FEE_MINIMUMS = {
  priorityFee: LIMITS.priorityFeeLamportsMin,
  tip: LIMITS.tipLamportsMin,
} as const;

export const DEFAULT_FEE_VALUES = {
  priorityFee: formatSol(FEE_MINIMUMS.priorityFee, { group: false }),
  tip: formatSol(FEE_MINIMUMS.tip, { group: false }),
};

/** SOL as typed → lamports, at least `min`. */
export function solText(min: bigint, what: string) {
  return z.string().transform((text, ctx) => {
    const parsed = parseAmount(text, SOL_DECIMALS);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }
    if (parsed.value < min) {
      ctx.addIssue({ code: 'custom', message: `The ${what} must be at least ${formatSol(min)} SOL.` });
      return z.NEVER;
    }
    return parsed.value;
  });
}

/** Lamports of both fee fields, or null while either is not valid. */
export function feesOf(values: { priorityFee: string; tip: string }) {
  const priority = solText(FEE_MINIMUMS.priorityFee, 'priority fee').safeParse(values.priorityFee);
  const tip = solText(FEE_MINIMUMS.tip, 'tip').safeParse(values.tip);
  return priority.success && tip.success
    ? { priorityFeeLamports: priority.data, tipLamports: tip.data }
    : null;
}

/** "Spent even if it fails: priority fee 0.000001 SOL + tip 0.001 SOL = 0.001001 SOL." */
export function feesLine(fees: { priorityFeeLamports: bigint; tipLamports: bigint } | null): string {
  if (fees === null) return 'Enter valid fees to see what is spent.';
  const total = fees.priorityFeeLamports + fees.tipLamports;
  return `Spent even if it fails: priority fee ${formatSol(fees.priorityFeeLamports)} SOL + tip ${formatSol(fees.tipLamports)} SOL = ${formatSol(total)} SOL, plus the network’s base fee.`;
}
