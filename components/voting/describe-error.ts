import { formatSol } from '@/lib/domain';
import { ApiError, catalogueEntry, isErrorCode } from '@/lib/partner';
import { tokensText } from './format';
import type { ActionKind } from './availability';

// Every error a vote, cancel, withdraw or settle can meet, as a sentence and what to do next, with the
// buttons or links that do it. Catalogue texts are the default; the codes the voting panel meets most
// get words of their own.

export const ACTIVITY_PATH = '/api/activity';

export interface ErrorContext {
  action: ActionKind;
  /** Withdrawing for another wallet through `voter`. */
  forOther?: boolean;
  symbol?: string | null;
  minLockAmount: bigint;
  balance: bigint | null;
  /** The page to come back to after reconnecting. */
  returnTo: string;
}

export type ErrorCta =
  | { kind: 'link'; label: string; href: string }
  | { kind: 'cancel'; label: string }
  | { kind: 'settle'; label: string }
  | { kind: 'check'; label: string }
  | { kind: 'retry'; label: string; afterSeconds?: number };

export interface ErrorView {
  sentence: string;
  action: string;
  ctas: ErrorCta[];
  /** A transaction landed failed: the priority fee and tip were spent. */
  feesPaid: boolean;
  /** The write may or may not have happened: the person must check before sending again. */
  outcomeUnknown: boolean;
}

const NOUN: Record<ActionKind, string> = {
  vote: 'vote',
  cancel: 'cancellation',
  withdraw: 'withdrawal',
  settle: 'settlement',
};

export const loginHref = (returnTo: string) => `/api/auth/login?returnTo=${encodeURIComponent(returnTo)}`;

const CHECK: ErrorCta = { kind: 'check', label: 'Check again' };
const RETRY: ErrorCta = { kind: 'retry', label: 'Try again' };
const ACTIVITY: ErrorCta = { kind: 'link', label: 'See your recent activity', href: ACTIVITY_PATH };

function view(sentence: string, action: string, ctas: ErrorCta[], extra: Partial<ErrorView> = {}): ErrorView {
  return { sentence, action, ctas, feesPaid: false, outcomeUnknown: false, ...extra };
}

function bigintField(error: ApiError, name: string): bigint | null {
  const value = error.body[name];
  return typeof value === 'string' && /^[0-9]+$/.test(value) ? BigInt(value) : null;
}

function retryAfter(error: ApiError): number | null {
  const value = error.body.retryAfterSeconds;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
}

type Describer = (error: ApiError, ctx: ErrorContext) => ErrorView;

const reconnect = (ctx: ErrorContext, label = 'Reconnect'): ErrorCta => ({
  kind: 'link',
  label,
  href: loginHref(ctx.returnTo),
});

const DESCRIBERS: Record<string, Describer> = {
  already_voted: () =>
    view(
      'You already have an active vote on this proposal.',
      'Cancel it first, then vote again. The cancelled vote’s tokens stay locked until settlement.',
      [{ kind: 'cancel', label: 'Cancel my vote' }, CHECK],
    ),
  delegation_missing: () =>
    view(
      '1-click trading is off for your wallet, so the service cannot sign this for you. Nothing was sent.',
      'Turn on 1-click trading (wallet delegation) in your account on the launch service, then come back and try again.',
      [RETRY],
    ),
  insufficient_scope: (_e, ctx) =>
    view(
      'Your connection does not include permission to vote. Nothing was sent.',
      'Reconnect and approve “Vote, cancel, withdraw and settle for you” on the consent screen.',
      [reconnect(ctx, 'Reconnect with the vote permission')],
    ),
  not_connected: (_e, ctx) =>
    view('You are not connected. Nothing was sent.', 'Connect your account, then try again.', [
      reconnect(ctx, 'Connect'),
    ]),
  needs_reconnect: (_e, ctx) =>
    view('Your connection has ended. Nothing was sent.', 'Reconnect your account, then try again.', [
      reconnect(ctx),
    ]),
  invalid_token: (_e, ctx) =>
    view('Your connection has expired or was revoked. Nothing was sent.', 'Reconnect, then try again.', [
      reconnect(ctx),
    ]),
  proposal_closed: (_e, ctx) =>
    view(
      'Voting on this proposal has ended.',
      'Settle it so its result applies — anyone can.',
      ctx.action === 'settle' ? [CHECK] : [{ kind: 'settle', label: 'Settle this proposal' }, CHECK],
    ),
  invalid_vote_amount: (error, ctx) => {
    const min = bigintField(error, 'minLockAmount') ?? ctx.minLockAmount;
    const balance = bigintField(error, 'balance') ?? ctx.balance;
    const held = balance === null ? '' : ` or more than the ${tokensText(balance, ctx.symbol)} you hold`;
    return view(
      `The amount is below the minimum of ${tokensText(min, ctx.symbol)}${held}.`,
      `Enter at least ${tokensText(min, ctx.symbol)}${balance === null ? '' : ', and no more than you hold'}.`,
      [{ kind: 'retry', label: 'Change the amount' }],
    );
  },
  missing_vote_token_account: (_e, ctx) =>
    view(
      `You hold no ${ctx.symbol || 'tokens of this token'}, so you have nothing to vote with.`,
      'Get some of the token first, then vote.',
      [],
    ),
  vote_not_active: () =>
    view(
      'Your vote on this proposal is already cancelled.',
      'Check again to see your current vote; while voting is open you can vote again.',
      [CHECK],
    ),
  vote_already_withdrawn: (_e, ctx) =>
    view(
      ctx.forOther
        ? 'That wallet’s tokens were already returned.'
        : 'Your tokens were already returned to you.',
      'Nothing more to do.',
      [CHECK],
    ),
  vote_receipt_not_found: (_e, ctx) =>
    ctx.forOther
      ? view('That wallet has no vote on this proposal.', 'Check the wallet address.', [RETRY])
      : view('There is no vote from you on this proposal.', 'Check again to see your votes.', [CHECK]),
  proposal_still_open: () =>
    view('Voting is still open, so the proposal cannot be settled yet.', 'Settle it once voting ends.', [
      CHECK,
    ]),
  proposal_already_settled: () =>
    view('This proposal is already settled.', 'Check again to see its outcome; nothing more to do.', [CHECK]),
  proposal_not_settled: () =>
    view(
      'The proposal is not settled yet, so locked tokens cannot be returned.',
      'Settle it first — anyone can — then withdraw.',
      [{ kind: 'settle', label: 'Settle this proposal' }],
    ),
  tx_failed: () =>
    view(
      'The transaction failed on the network. Its fees (the priority fee and the tip) were paid; nothing else changed.',
      'Check the proposal before trying again.',
      [CHECK, RETRY],
      { feesPaid: true },
    ),
  tx_expired: () =>
    view(
      'The transaction expired before it landed, so it did not go through.',
      'Try again; a new transaction will be built.',
      [RETRY],
    ),
  insufficient_sol: (error) => {
    const required = bigintField(error, 'requiredLamports');
    return view(
      'Your wallet does not hold enough SOL to pay the fees. Nothing was sent.',
      `Add SOL to your wallet${required === null ? '' : ` (this needs ${formatSol(required)} SOL)`}, or lower the fees under “Advanced”, then try again.`,
      [RETRY],
    );
  },
  rate_limit_exceeded: (error) => {
    const seconds = retryAfter(error);
    return view(
      'Too many requests right now. Nothing was sent.',
      seconds === null ? 'Wait a minute, then try again.' : `Wait ${seconds} s, then try again.`,
      [{ kind: 'retry', label: 'Try again', ...(seconds === null ? {} : { afterSeconds: seconds }) }],
    );
  },
  write_outcome_unknown: (_e, ctx) =>
    view(
      `We could not tell whether your ${NOUN[ctx.action]} went through.`,
      'Do not send it again blindly — it could happen twice. Check again to see whether it took effect, or look at your recent activity.',
      [CHECK, ACTIVITY],
      { outcomeUnknown: true },
    ),
  idempotency_in_flight: (_e, ctx) =>
    view(
      `Your ${NOUN[ctx.action]} is already being processed, so its outcome is not known yet.`,
      'Do not send it again; wait a moment and check again, or look at your recent activity.',
      [CHECK, ACTIVITY],
      { outcomeUnknown: true },
    ),
};

const TRY_LATER = new Set(['rpc_unavailable', 'wallet_sign_failed', 'internal']);

/** The sentence, the next step and the buttons for an error of an action. */
export function describeActionError(error: unknown, ctx: ErrorContext): ErrorView {
  const apiError = error instanceof ApiError ? error : ApiError.from('internal');
  const describer = DESCRIBERS[apiError.code];
  if (describer) return describer(apiError, ctx);
  if (TRY_LATER.has(apiError.code)) {
    const entry = catalogueEntry(apiError.code as 'internal');
    return view(
      entry.message,
      'Try again later. If you are not sure whether it went through, check your recent activity first.',
      [ACTIVITY, RETRY],
    );
  }
  if (isErrorCode(apiError.code)) {
    const entry = catalogueEntry(apiError.code);
    return view(entry.message, entry.action, [RETRY]);
  }
  return view(
    apiError.body.message ?? 'The service could not complete this request.',
    apiError.body.action ?? 'Check the details and try again.',
    [RETRY],
  );
}
