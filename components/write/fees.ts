import { formatSol, parseAmount, SOL_DECIMALS } from '@/lib/domain';
import { solAmount } from '@/lib/format';
import { LIMITS } from '@/lib/partner/limits';

// The two fees every write carries, typed in SOL: the priority fee and the tip, checked against the
// spec's minimums with plain messages, and sent in lamports. Both are spent whether or not the write
// goes through. No zod here: the fees line and the summary are on every page with a write, and the
// forms' schemas (fee-schemas.ts) load with the forms.

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

/** A fee as typed (in SOL), checked against its minimum: lamports, or the message saying what is wrong. */
export function checkFee(
  text: string,
  field: keyof FeeValues,
): { ok: true; lamports: bigint } | { ok: false; message: string } {
  const { min, what } = FEE_RULES[field];
  const parsed = parseAmount(text, SOL_DECIMALS);
  if (!parsed.ok) return { ok: false, message: parsed.message };
  if (parsed.value < min) return { ok: false, message: `The ${what} must be at least ${solAmount(min)}.` };
  return { ok: true, lamports: parsed.value };
}

const FEE_RULES = {
  priorityFee: { min: LIMITS.priorityFeeLamportsMin, what: 'priority fee' },
  tip: { min: LIMITS.tipLamportsMin, what: 'tip' },
} as const;

/** The fee fields alone, in lamports, for the summary (null while a fee is not valid). */
export function feesOf(values: FeeValues): { priorityFeeLamports: bigint; tipLamports: bigint } | null {
  const priorityFee = checkFee(values.priorityFee, 'priorityFee');
  const tip = checkFee(values.tip, 'tip');
  return priorityFee.ok && tip.ok
    ? { priorityFeeLamports: priorityFee.lamports, tipLamports: tip.lamports }
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
