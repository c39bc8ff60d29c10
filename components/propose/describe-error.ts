import {
  CHECK,
  errorView,
  type ErrorCta,
  type ErrorView,
  type WriteDescriber,
} from '@/components/write/describe-error';
import { formatDuration, tokenAmount } from '@/lib/format';
import { capOf, uintField } from './cap';

// The creator writes' own words for the refusals they meet, keyed by code, for the shared error notice
// (the connection, 1-click trading, lost answers and every other code keep the shared words). Each says
// that nothing changed and what to do; none offers to send the same thing again unchanged.

/** What the propose permission allows, for the shared `insufficient_scope` words. */
export const PROPOSE_PERMISSION = 'create proposals and reclaim bonds';

export { capOf } from './cap';

const NOTHING_SENT = 'The service refused it; nothing changed.';

const words = (sentence: string, action: string, ctas: ErrorCta[] = [CHECK]): ErrorView =>
  errorView(`${sentence} ${NOTHING_SENT}`, action, ctas);

const CHANGE_DURATION: ErrorCta = { kind: 'retry', label: 'Change the duration' };

// The service's bounds on a vote's length are not published: a refusal is how the dashboard learns them.
const voteLengthRefused = () =>
  words(
    'The service does not allow a vote of this length (its bounds are not published).',
    'Choose another vote duration (the service’s default is 10 minutes) and send it again.',
    [CHANGE_DURATION],
  );

const voteEndsTooLate = () =>
  words(
    'On the service’s clock, the vote would not end before the metadata locks.',
    'Choose a shorter vote duration and send it again.',
    [CHANGE_DURATION],
  );

export function creatorDescribers(ctx: { symbol?: string | null }): Record<string, WriteDescriber> {
  const t = (units: bigint) => tokenAmount(units, ctx.symbol);
  return {
    mutability_already_extended: () =>
      words(
        'The window was already extended once, and it can be extended only once.',
        'Nothing more to do: the window panel shows when it ends.',
      ),
    mutability_extension_exceeds_cap: (error) => {
      const cap = capOf(error);
      return words(
        cap === null
          ? 'The service allows a shorter extension than the one you asked for.'
          : `The service allows at most ${formatDuration(cap)} for an extension.`,
        'Ask for less time and send it again.',
        [{ kind: 'retry', label: 'Change the extension' }],
      );
    },
    active_proposal_exists: () =>
      words(
        'Another proposal on this token is still active, and only one may be at a time.',
        'Check again to see it; propose once its voting has ended (settle it if it waits for that).',
      ),
    insufficient_proposal_bond: (error) => {
      const bond = uintField(error, 'requiredTokens');
      const held = uintField(error, 'availableTokens');
      return words(
        bond !== null && held !== null
          ? `The bond is ${t(bond)} and you hold ${t(held)}.`
          : 'Your balance does not cover the bond.',
        'Get more of the token, then propose again.',
        [],
      );
    },
    missing_proposal_token_account: () =>
      words(
        'You hold none of this token, and a proposal locks its bond from it.',
        'Get some of the token first.',
        [],
      ),
    invalid_vote_duration: voteLengthRefused,
    vote_duration_exceeds_window: voteEndsTooLate,
    proposal_window_closing: () =>
      words(
        'Too little time is left before the metadata locks for any vote.',
        'No proposal can be made any more; the metadata locks when the window ends.',
      ),
    mutability_expired: () =>
      words(
        'The window has ended, so the metadata can no longer change.',
        'Check again: the token page then offers to record the lapse, which needs no vote.',
      ),
    metadata_still_mutable: () =>
      words('On the service’s clock the window has not ended yet.', 'Record it once the window has ended.'),
    governance_finalized: () => words('The metadata is already finalized.', 'Nothing more to do.'),
    metadata_not_mutable: () =>
      words(
        'The lapse of the window is already recorded; the metadata can no longer change.',
        'Nothing more to do.',
      ),
    proposal_not_settled: () =>
      words(
        'The proposal is not settled yet, so its bond stays locked.',
        'Settle it first (anyone can), then reclaim the bond.',
      ),
    no_proposal_bond: () =>
      words('This proposal locked no bond, so there is nothing to reclaim.', 'Nothing more to do.'),
    proposal_bond_already_withdrawn: () =>
      words('This bond was already reclaimed.', 'Check your wallet: the tokens are back in it.'),
  };
}
