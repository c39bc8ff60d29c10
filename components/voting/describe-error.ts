import {
  bigintField,
  CHECK,
  describeWriteError,
  loginHref,
  errorView as view,
  RETRY,
  withContext,
  type ContextDescriber,
  type ErrorView,
} from '@/components/write/describe-error';
import type { ActionKind } from './availability';
import { solAmount, tokenAmount } from '@/lib/format';
import { NOUN } from './nouns';

// The voting panel's own words for the codes a vote, cancel, withdraw or settle meets most; everything
// else (connection, delegation, lost answers, busy service, the catalogue) is the one write flow's.

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

export { NOUN, NOUN_PHRASE } from './nouns';

const CANCEL = { kind: 'do', action: 'cancel', label: 'Cancel my vote' } as const;
const SETTLE = { kind: 'do', action: 'settle', label: 'Settle this proposal' } as const;

const DESCRIBERS: Record<string, ContextDescriber<ErrorContext>> = {
  already_voted: () =>
    view(
      'You already have an active vote on this proposal.',
      'Cancel it first, then vote again. The cancelled vote’s tokens stay locked until settlement.',
      [CANCEL, CHECK],
    ),
  insufficient_scope: (_e, ctx) =>
    view(
      'Your connection does not include permission to vote. Nothing was sent.',
      'Reconnect and approve “Vote, cancel, withdraw and settle for you” on the consent screen.',
      [{ kind: 'link', label: 'Reconnect with the vote permission', href: loginHref(ctx.returnTo) }],
    ),
  proposal_closed: (_e, ctx) =>
    view(
      'Voting on this proposal has ended.',
      'Settle it so its result applies — anyone can.',
      ctx.action === 'settle' ? [CHECK] : [SETTLE, CHECK],
    ),
  invalid_vote_amount: (error, ctx) => {
    const min = bigintField(error, 'minLockAmount') ?? ctx.minLockAmount;
    const balance = bigintField(error, 'balance') ?? ctx.balance;
    const held = balance === null ? '' : ` or more than the ${tokenAmount(balance, ctx.symbol)} you hold`;
    return view(
      `The amount is below the minimum of ${tokenAmount(min, ctx.symbol)}${held}.`,
      `Enter at least ${tokenAmount(min, ctx.symbol)}${balance === null ? '' : ', and no more than you hold'}.`,
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
      [SETTLE],
    ),
  tx_failed: () =>
    view(
      'The transaction failed on the network. Its fees (the priority fee and the tip) were paid; nothing else changed.',
      'Check the proposal before trying again.',
      [CHECK, RETRY],
      { feesPaid: true },
    ),
  insufficient_sol: (error) => {
    const required = bigintField(error, 'requiredLamports');
    return view(
      'Your wallet does not hold enough SOL to pay the fees. Nothing was sent.',
      `Add SOL to your wallet${required === null ? '' : ` (this needs ${solAmount(required)})`}, or lower the fees under “Advanced”, then try again.`,
      [RETRY],
    );
  },
};

/** The sentence, the next step and the buttons for an error of a voting action. */
export function describeActionError(error: unknown, ctx: ErrorContext): ErrorView {
  return describeWriteError(error, {
    noun: NOUN[ctx.action],
    returnTo: ctx.returnTo,
    describers: withContext(DESCRIBERS, ctx),
  });
}
