import { z } from 'zod';
import { formatSol, isAddress, parseAmount, SOL_DECIMALS, TOKEN_DECIMALS } from '@/lib/domain';
import {
  cancelVoteRequestSchema,
  LIMITS,
  settleProposalRequestSchema,
  VOTE_SIDES,
  voteRequestSchema,
  withdrawVoteRequestSchema,
  type CancelVoteRequest,
  type SettleProposalRequest,
  type VoteRequest,
  type WithdrawVoteRequest,
} from '@/lib/partner';
import { solAmount, tokenAmount } from '@/lib/format';

// The request bodies of the four actions, built from what the person typed: text in tokens and SOL
// becomes base units, the domain checks (minimum lock, balance, fee minimums, a valid address) come
// first with plain messages, and the result is piped through the lib/partner request schema the proxy
// validates with, so the browser check and the server check cannot drift.

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

export interface VoteValues extends FeeValues {
  side: string;
  /** In tokens, as typed. */
  amount: string;
}

export type FieldName = 'side' | 'amount' | 'voter' | 'priorityFee' | 'tip' | 'form';
export type FieldErrors = Partial<Record<FieldName, string>>;
export type Built<T> = { ok: true; body: T } | { ok: false; errors: FieldErrors };

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

export interface VoteContext {
  proposal: string;
  minLockAmount: bigint;
  /** Base units, or null when not known. */
  balance: bigint | null;
  symbol?: string | null;
}

function tokenText(ctx: VoteContext) {
  return z.string().transform((text, issue) => {
    const parsed = parseAmount(text, TOKEN_DECIMALS);
    const fail = (message: string) => {
      issue.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (!parsed.ok) return fail(parsed.message);
    if (parsed.value < ctx.minLockAmount)
      return fail(`Enter at least ${tokenAmount(ctx.minLockAmount, ctx.symbol)}; smaller votes are refused.`);
    if (ctx.balance !== null && parsed.value > ctx.balance)
      return fail(`That is more than you hold: you hold ${tokenAmount(ctx.balance, ctx.symbol)}.`);
    return parsed.value;
  });
}

/** The vote form: zod rules = domain checks on the typed text, then the partner request schema. */
export function voteFormSchema(ctx: VoteContext) {
  return z
    .object({
      side: z.enum(VOTE_SIDES, { error: 'Choose yes or no.' }),
      amount: tokenText(ctx),
      ...feeText,
    })
    .transform((v): VoteRequest => ({
      proposal: ctx.proposal,
      side: v.side,
      amount: v.amount.toString(),
      priorityFeeLamports: v.priorityFee.toString(),
      tipLamports: v.tip.toString(),
    }))
    .pipe(voteRequestSchema);
}

const FIELD_OF_PATH: Record<string, FieldName> = {
  side: 'side',
  amount: 'amount',
  voter: 'voter',
  priorityFee: 'priorityFee',
  priorityFeeLamports: 'priorityFee',
  tip: 'tip',
  tipLamports: 'tip',
};

function errorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = FIELD_OF_PATH[String(issue.path[0])] ?? 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}

function build<T>(schema: z.ZodType<T>, values: unknown): Built<T> {
  const parsed = schema.safeParse(values);
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, errors: errorsOf(parsed.error) };
}

export function buildVote(values: VoteValues, ctx: VoteContext): Built<VoteRequest> {
  return build(voteFormSchema(ctx), values);
}

/** The fee fields alone, in lamports, for the summary (null while a fee is not valid). */
export function feesOf(values: FeeValues): { priorityFeeLamports: bigint; tipLamports: bigint } | null {
  const parsed = z.object(feeText).safeParse({ priorityFee: values.priorityFee, tip: values.tip });
  return parsed.success
    ? { priorityFeeLamports: parsed.data.priorityFee, tipLamports: parsed.data.tip }
    : null;
}

const lamports = (fees: { priorityFee: bigint; tip: bigint }) => ({
  priorityFeeLamports: fees.priorityFee.toString(),
  tipLamports: fees.tip.toString(),
});

/** The fee fields (typed in SOL) as a body of `proposal` and the fees in lamports. */
function feeBody(proposal: string) {
  return z.object(feeText).transform((fees) => ({ proposal, ...lamports(fees) }));
}

export function buildCancel(values: FeeValues, proposal: string): Built<CancelVoteRequest> {
  return build(feeBody(proposal).pipe(cancelVoteRequestSchema), values);
}

export function buildSettle(values: FeeValues, proposal: string): Built<SettleProposalRequest> {
  return build(feeBody(proposal).pipe(settleProposalRequestSchema), values);
}

function voterAddress(required: boolean) {
  return z
    .string()
    .transform((s) => s.trim())
    .refine((s) => !required || s !== '', { error: 'Enter the wallet address of the voter.' })
    .refine((s) => s === '' || isAddress(s), {
      error: 'Enter a valid wallet address (base58, 32 to 44 characters).',
    })
    .transform((s) => (s === '' ? undefined : s));
}

/** Withdraw for the person (no `voter`), or for another wallet (`voter` required and checked). */
export function buildWithdraw(
  values: FeeValues & { voter?: string },
  proposal: string,
): Built<WithdrawVoteRequest> {
  const forOther = values.voter !== undefined;
  const schema = z
    .object({ ...feeText, voter: voterAddress(forOther) })
    .transform(({ voter, ...fees }) => ({ proposal, ...(voter ? { voter } : {}), ...lamports(fees) }))
    .pipe(withdrawVoteRequestSchema);
  return build(schema, {
    ...values,
    voter: values.voter ?? '',
  });
}
