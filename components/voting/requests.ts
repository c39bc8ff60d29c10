import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { isAddress, parseAmount, TOKEN_DECIMALS } from '@/lib/domain';
import { feeText } from '@/components/write/fee-schemas';
import { DEFAULT_FEE_VALUES, lamports, type FeeValues } from '@/components/write/fees';
import {
  cancelVoteRequestSchema,
  settleProposalRequestSchema,
  VOTE_SIDES,
  voteRequestSchema,
  withdrawVoteRequestSchema,
  type CancelVoteRequest,
  type SettleProposalRequest,
  type VoteRequest,
  type WithdrawVoteRequest,
} from '@/lib/partner';
import { tokenAmount } from '@/lib/format';

// The request bodies of the four actions, built from what the person typed: text in tokens and SOL
// becomes base units, the domain checks (minimum lock, balance, fee minimums, a valid address) come
// first with plain messages, and the result is piped through the lib/partner request schema the proxy
// validates with, so the browser check and the server check cannot drift.

export interface VoteValues extends FeeValues {
  side: string;
  /** In tokens, as typed. */
  amount: string;
}

export type FieldName = 'side' | 'amount' | 'voter' | 'priorityFee' | 'tip' | 'form';
export type FieldErrors = Partial<Record<FieldName, string>>;
export type Built<T> = { ok: true; body: T } | { ok: false; errors: FieldErrors };

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

/**
 * The zod resolver over a form's schema, its errors under the fields the person typed in: an issue of
 * the request body (`priorityFeeLamports`) shows on its field (`priorityFee`), any other on the form.
 */
export function fieldResolver<V extends FieldValues, T>(schema: z.ZodType<T, V>): Resolver<V, unknown, T> {
  const resolve = zodResolver(schema as z.ZodType<T, V>) as unknown as Resolver<V, unknown, T>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const entries = Object.entries(result.errors);
    if (entries.length === 0) return result;
    const errors: Partial<Record<FieldName, FieldError>> = {};
    for (const [path, error] of entries) errors[FIELD_OF_PATH[path] ?? 'form'] ??= error as FieldError;
    return { values: {}, errors: errors as typeof result.errors };
  };
}

function build<T>(schema: z.ZodType<T>, values: unknown): Built<T> {
  const parsed = schema.safeParse(values);
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, errors: errorsOf(parsed.error) };
}

export function buildVote(values: VoteValues, ctx: VoteContext): Built<VoteRequest> {
  return build(voteFormSchema(ctx), values);
}

/** The fee fields (typed in SOL) as a body of `proposal` and the fees in lamports. */
function feeBody(proposal: string) {
  return z.object(feeText).transform((fees) => ({ proposal, ...lamports(fees) }));
}

export function cancelFormSchema(proposal: string) {
  return feeBody(proposal).pipe(cancelVoteRequestSchema);
}

export function settleFormSchema(proposal: string) {
  return feeBody(proposal).pipe(settleProposalRequestSchema);
}

export function buildCancel(values: FeeValues, proposal: string): Built<CancelVoteRequest> {
  return build(cancelFormSchema(proposal), values);
}

export function buildSettle(values: FeeValues, proposal: string): Built<SettleProposalRequest> {
  return build(settleFormSchema(proposal), values);
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

/** Withdraw for the person (`voter` left empty), or for another wallet (`voter` required and checked). */
export function withdrawFormSchema(proposal: string, forOther: boolean) {
  return z
    .object({ ...feeText, voter: voterAddress(forOther) })
    .transform(({ voter, ...fees }) => ({ proposal, ...(voter ? { voter } : {}), ...lamports(fees) }))
    .pipe(withdrawVoteRequestSchema);
}

/** Withdraw for the person (no `voter`), or for another wallet (`voter` required and checked). */
export function buildWithdraw(
  values: FeeValues & { voter?: string },
  proposal: string,
): Built<WithdrawVoteRequest> {
  const forOther = values.voter !== undefined;
  return build(withdrawFormSchema(proposal, forOther), { ...values, voter: values.voter ?? '' });
}

/**
 * The wallet of "Withdraw for another wallet", trimmed: a valid address that nothing the page already
 * knows (`check`) stops.
 */
export function voterFormSchema(check?: (voter: string) => string | null) {
  return z.object({
    voter: z
      .string()
      .transform((s) => s.trim())
      .refine(isAddress, { error: 'Enter a valid wallet address (base58, 32 to 44 characters).' })
      .transform((voter, ctx) => {
        const problem = check?.(voter) ?? null;
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
        return voter;
      }),
  });
}

/** What the person types in an action's dialog (fields an action does not ask for stay empty). */
export interface ActionValues extends VoteValues {
  voter: string;
}

export function initialActionValues(initial: { side?: string; voter?: string } = {}): ActionValues {
  return { side: initial.side ?? '', amount: '', voter: initial.voter ?? '', ...DEFAULT_FEE_VALUES };
}

export type ActionBody = VoteRequest | CancelVoteRequest | SettleProposalRequest | WithdrawVoteRequest;

/** The schema of one action's dialog: its typed fields to the request body the proxy checks again. */
export function actionFormSchema(
  action: 'vote' | 'cancel' | 'withdraw' | 'settle',
  forOther: boolean,
  ctx: VoteContext,
): z.ZodType<ActionBody, ActionValues> {
  switch (action) {
    case 'vote':
      return voteFormSchema(ctx) as unknown as z.ZodType<ActionBody, ActionValues>;
    case 'cancel':
      return cancelFormSchema(ctx.proposal) as unknown as z.ZodType<ActionBody, ActionValues>;
    case 'settle':
      return settleFormSchema(ctx.proposal) as unknown as z.ZodType<ActionBody, ActionValues>;
    case 'withdraw':
      return withdrawFormSchema(ctx.proposal, forOther) as unknown as z.ZodType<ActionBody, ActionValues>;
  }
}
