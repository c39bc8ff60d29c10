import { z } from 'zod';
import { formatSol, parseAmount, SOL_DECIMALS } from '@/lib/domain';
import { solAmount } from '@/lib/format';
import { LIMITS } from '@/lib/partner';

// The two fees every write carries, typed in SOL: the priority fee and the tip, checked against the
// spec's minimums with plain messages, and sent in lamports. Both are spent whether or not the write
// goes through.

/** Fees sent unless the person changes them: above the spec's minimums (1000 and 1000000 lamports). */
export const DEFAULT_FEES = { priorityFeeLamports: 5_000n, tipLamports: 1_000_000n } as const;

export interface FeeValues {
  /** In SOL, as typed. */
  priorityFee: string;
  tip: string;
}

export const DEFAULT_FEE_VALUES: FeeValues = {
  priorityFee: formatSol(DEFAULT_FEES.priorityFeeLamports, { group: false }),
  tip: formatSol(DEFAULT_FEES.tipLamports, { group: false }),
};

function solText(minLamports: bigint, what: string) {
  return z.string().transform((text, ctx) => {
    const parsed = parseAmount(text, SOL_DECIMALS);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }
    if (parsed.value < minLamports) {
      ctx.addIssue({
        code: 'custom',
        message: `The ${what} must be at least ${solAmount(minLamports)}.`,
      });
      return z.NEVER;
    }
    return parsed.value;
  });
}

/** The two fee fields as typed (in SOL), checked against the minimums, as lamports. */
export const feeText = {
  priorityFee: solText(LIMITS.priorityFeeLamportsMin, 'priority fee'),
  tip: solText(LIMITS.tipLamportsMin, 'tip'),
};

/** The fee fields alone, in lamports, for the summary (null while a fee is not valid). */
export function feesOf(values: FeeValues): { priorityFeeLamports: bigint; tipLamports: bigint } | null {
  const parsed = z.object(feeText).safeParse({ priorityFee: values.priorityFee, tip: values.tip });
  return parsed.success
    ? { priorityFeeLamports: parsed.data.priorityFee, tipLamports: parsed.data.tip }
    : null;
}

/** The parsed fees as the request body's two fields, in lamports. */
export const lamports = (fees: { priorityFee: bigint; tip: bigint }) => ({
  priorityFeeLamports: fees.priorityFee.toString(),
  tipLamports: fees.tip.toString(),
});

/** "Spent even if it fails: priority fee 0.000005 SOL + tip 0.001 SOL = 0.001005 SOL, …" */
export function feesLine(fees: { priorityFeeLamports: bigint; tipLamports: bigint } | null): string {
  if (fees === null) return 'Enter valid fees under “Advanced” to see what is spent.';
  const total = fees.priorityFeeLamports + fees.tipLamports;
  return `Spent even if it fails: priority fee ${solAmount(fees.priorityFeeLamports)} + tip ${solAmount(fees.tipLamports)} = ${solAmount(total)}, plus the network’s base fee.`;
}
