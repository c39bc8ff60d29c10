import { ownError } from '@/lib/client/errors';
import { loginHref } from '@/lib/client/session';
import { ApiError, personWords } from '@/lib/partner';
import { busySentence, DOWN_SENTENCE, retryAfterSeconds, serviceTrouble } from './service-trouble';
import { solAmount } from '@/lib/format';

// Every error a write can meet, as a sentence, what to do next, and the buttons that do it. The catalogue's
// texts, as the server wrote them into the error's body, are the default; the codes every write shares (connection, delegation, lost answers, busy service) have
// words of their own here, and each feature adds describers for its own codes. Nothing is ever resent on
// the person's behalf: "Try again" is a new attempt they choose.

/** The activity page, where a write whose outcome is not known yet is followed until it settles. */
export const ACTIVITY_PATH = '/activity';

export type ErrorCta =
  | { kind: 'link'; label: string; href: string }
  | { kind: 'check'; label: string }
  | { kind: 'retry'; label: string; afterSeconds?: number }
  /** A feature's own next step ("Cancel my vote", "Open the active proposal"), by name. */
  | { kind: 'do'; action: string; label: string };

export interface ErrorView {
  sentence: string;
  action: string;
  ctas: ErrorCta[];
  /** A transaction landed failed: the priority fee and tip were spent. */
  feesPaid: boolean;
  /** The write may or may not have happened: the person must check before sending again. */
  outcomeUnknown: boolean;
  /**
   * The service is busy: the sentence is counted down on screen from these seconds ("try again in 12 seconds"),
   * null when it named no wait. Absent for every other error.
   */
  busySeconds?: number | null;
}

export type WriteDescriber = (error: ApiError) => ErrorView;

export interface WriteErrorContext {
  /** The write in a sentence's middle: "vote", "proposal", "buy". */
  noun: string;
  /** The page to come back to after reconnecting. */
  returnTo: string;
  /** What the missing scope allows, for `insufficient_scope` ("create proposals"). */
  permission?: string;
  /** The feature's own words for its codes; they win over the shared ones. */
  describers?: Partial<Record<string, WriteDescriber>>;
}

export { loginHref };

export const CHECK: ErrorCta = { kind: 'check', label: 'Check again' };
export const RETRY: ErrorCta = { kind: 'retry', label: 'Try again' };
export const ACTIVITY: ErrorCta = { kind: 'link', label: 'See your recent activity', href: ACTIVITY_PATH };

export function errorView(
  sentence: string,
  action: string,
  ctas: ErrorCta[],
  extra: Partial<ErrorView> = {},
): ErrorView {
  return { sentence, action, ctas, feesPaid: false, outcomeUnknown: false, ...extra };
}

/** A code-specific extra field holding an integer string (`requiredLamports`, `maxTradeLamports`, …). */
export function bigintField(error: ApiError, name: string): bigint | null {
  const value = error.body[name];
  return typeof value === 'string' && /^[0-9]+$/.test(value) ? BigInt(value) : null;
}

/** What an `insufficient_*` error says was needed and what there was (`requiredLamports`, `availableTokens`, …). */
export function shortfallFields(
  error: ApiError,
  unit: 'Lamports' | 'Tokens',
): { required: bigint | null; available: bigint | null } {
  return {
    required: bigintField(error, `required${unit}`),
    available: bigintField(error, `available${unit}`),
  };
}

export { retryAfterSeconds };

const reconnect = (ctx: WriteErrorContext, label = 'Reconnect'): ErrorCta => ({
  kind: 'link',
  label,
  href: loginHref(ctx.returnTo),
});

/** A describer that also reads its feature's context (the noun, the symbol, the action). */
export type ContextDescriber<C> = (error: ApiError, ctx: C) => ErrorView;

/** A table of context describers bound to one context, as `describers` for `describeWriteError`. */
export function withContext<C>(
  describers: Record<string, ContextDescriber<C>>,
  ctx: C,
): Record<string, WriteDescriber> {
  const bound: Record<string, WriteDescriber> = {};
  for (const [code, describe] of Object.entries(describers)) bound[code] = (error) => describe(error, ctx);
  return bound;
}

const SHARED: Record<string, ContextDescriber<WriteErrorContext>> = {
  delegation_missing: () =>
    errorView(
      '1-click trading is off for your wallet, so the service cannot sign this for you. Nothing was sent.',
      'Turn on 1-click trading (wallet delegation) in your account on the launch service, then come back and try again.',
      [RETRY],
    ),
  insufficient_scope: (_e, ctx) =>
    errorView(
      `Your connection does not include permission to ${ctx.permission ?? 'do this'}. Nothing was sent.`,
      'Reconnect and approve that permission on the consent screen.',
      [reconnect(ctx, 'Reconnect with that permission')],
    ),
  not_connected: (_e, ctx) =>
    errorView('You are not connected. Nothing was sent.', 'Connect your account, then try again.', [
      reconnect(ctx, 'Connect'),
    ]),
  needs_reconnect: (_e, ctx) =>
    errorView(
      'Your session has ended. Nothing was sent.',
      'Connect again; you come back to this page, then send it again.',
      [reconnect(ctx, 'Connect again')],
    ),
  invalid_token: (_e, ctx) =>
    errorView(
      'Your session has expired or was revoked. Nothing was sent.',
      'Connect again; you come back to this page, then send it again.',
      [reconnect(ctx, 'Connect again')],
    ),
  tx_failed: () =>
    errorView(
      'The transaction failed on the network. Its fees (the priority fee and the tip) were paid; nothing else changed.',
      'Check the current state before trying again.',
      [CHECK, RETRY],
      { feesPaid: true },
    ),
  tx_expired: () =>
    errorView(
      'The transaction expired before it landed, so it did not go through.',
      'Try again; a new transaction will be built.',
      [RETRY],
    ),
  insufficient_sol: (error) => {
    const { required, available } = shortfallFields(error, 'Lamports');
    const figures =
      required === null
        ? ''
        : ` (this needs ${solAmount(required)}${available === null ? '' : `; you have ${solAmount(available)}`})`;
    return errorView(
      `Your wallet does not hold enough SOL${figures}. Nothing was sent.`,
      'Add SOL to your wallet, or lower the fees, then try again.',
      [RETRY],
    );
  },
  write_outcome_unknown: (_e, ctx) =>
    errorView(
      `We could not tell whether your ${ctx.noun} went through.`,
      'Do not send it again blindly — it could happen twice. Check again to see whether it took effect, or look at your recent activity.',
      [CHECK, ACTIVITY],
      { outcomeUnknown: true },
    ),
  idempotency_in_flight: (_e, ctx) =>
    errorView(
      `Your ${ctx.noun} is already being processed, so its outcome is not known yet.`,
      'Do not send it again; wait a moment and check again, or look at your recent activity.',
      [CHECK, ACTIVITY],
      { outcomeUnknown: true },
    ),
};

/** A transaction that was sent but not confirmed when the automatic checks stopped. */
export function notConfirmedYetView(): ErrorView {
  return errorView(
    'It is not confirmed yet; we stopped checking automatically. It may still confirm.',
    'Check again in a moment, or look at your recent activity, before sending anything again.',
    [CHECK, ACTIVITY],
    { outcomeUnknown: true },
  );
}

const TRY_LATER = new Set(['rpc_unavailable', 'wallet_sign_failed', 'pin_unavailable', 'internal']);

/** Any 429: nothing was sent; the sentence counts the wait down and "Try again" waits for it. */
function busyView(error: ApiError): ErrorView {
  const seconds = retryAfterSeconds(error);
  return errorView(
    busySentence(seconds),
    'Nothing was sent. Your entries are kept; send again once the wait is over.',
    [{ kind: 'retry', label: 'Try again', ...(seconds === null ? {} : { afterSeconds: seconds }) }],
    { busySeconds: seconds },
  );
}

/** Any 502/503: no wait can be promised; what failed, in the catalogue's words, follows the sentence. */
function downView(error: ApiError): ErrorView {
  const words = personWords(error);
  const what = words ? `${words.message} ` : '';
  const check = TRY_LATER.has(error.code)
    ? 'If you are not sure whether it went through, check your recent activity first.'
    : 'Nothing was sent.';
  return errorView(DOWN_SENTENCE, `${what}${check}`, TRY_LATER.has(error.code) ? [ACTIVITY, RETRY] : [RETRY]);
}

/** The sentence, the next step and the buttons for an error of a write. */
export function describeWriteError(error: unknown, ctx: WriteErrorContext): ErrorView {
  const apiError = error instanceof ApiError ? error : ownError('internal');
  const own = ctx.describers?.[apiError.code];
  if (own) return own(apiError);
  const shared = SHARED[apiError.code];
  if (shared) return shared(apiError, ctx);
  const trouble = serviceTrouble(apiError);
  if (trouble?.kind === 'busy') return busyView(apiError);
  if (trouble?.kind === 'down') return downView(apiError);
  if (TRY_LATER.has(apiError.code)) {
    return errorView(
      apiError.body.message ?? 'The service could not complete this request.',
      'Try again later. If you are not sure whether it went through, check your recent activity first.',
      [ACTIVITY, RETRY],
    );
  }
  return errorView(
    apiError.body.message ?? 'The service could not complete this request.',
    apiError.body.action ?? 'Check the details and try again.',
    [RETRY],
  );
}
