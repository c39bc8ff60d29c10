import { formatDuration } from '@/components/governance/durations';
import { tokensText } from '@/components/voting/format';
import type { ApiError } from '@/lib/partner';

// The creator writes' own words for the refusals they meet, keyed by code, for the shared error notice
// (every other code keeps the catalogue's sentence and action). Each says that nothing changed, and what to do.

export interface ErrorWords {
  sentence: string;
  action: string;
}

export type Describer = (error: ApiError) => ErrorWords;

function uintField(error: ApiError, name: string): bigint | null {
  const value = error.body[name];
  if (typeof value === 'string' && /^[0-9]+$/.test(value)) return BigInt(value);
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  return null;
}

/** The cap an `mutability_extension_exceeds_cap` refusal names, when it names one. */
export function capOf(error: ApiError): bigint | null {
  return error.code === 'mutability_extension_exceeds_cap' ? uintField(error, 'extensionCapSeconds') : null;
}

const NOTHING_SENT = 'The service refused it; nothing changed.';
const SHORTER_VOTE: ErrorWords = {
  sentence: `The vote would not end before the metadata locks, or its length is outside what the service allows. ${NOTHING_SENT}`,
  action: 'Choose a shorter vote duration and send it again.',
};

export function creatorDescribers(ctx: { symbol?: string | null }): Record<string, Describer> {
  const t = (units: bigint) => tokensText(units, ctx.symbol);
  return {
    mutability_already_extended: () => ({
      sentence: `The window was already extended once, and it can be extended only once. ${NOTHING_SENT}`,
      action: 'Nothing more to do: the window panel shows when it ends.',
    }),
    mutability_extension_exceeds_cap: (error) => {
      const cap = capOf(error);
      return {
        sentence:
          cap === null
            ? `The service allows a shorter extension than the one you asked for. ${NOTHING_SENT}`
            : `The service allows at most ${formatDuration(cap)} for an extension. ${NOTHING_SENT}`,
        action: 'Ask for less time and send it again.',
      };
    },
    active_proposal_exists: () => ({
      sentence: `Another proposal on this token is still active, and only one may be at a time. ${NOTHING_SENT}`,
      action: 'Check again to see it; propose once its voting has ended (settle it if it waits for that).',
    }),
    insufficient_proposal_bond: (error) => {
      const bond = uintField(error, 'requiredTokens');
      const held = uintField(error, 'availableTokens');
      return {
        sentence:
          bond !== null && held !== null
            ? `The bond is ${t(bond)} and you hold ${t(held)}. ${NOTHING_SENT}`
            : `Your balance does not cover the bond. ${NOTHING_SENT}`,
        action: 'Get more of the token, then propose again.',
      };
    },
    missing_proposal_token_account: () => ({
      sentence: `You hold none of this token, and a proposal locks its bond from it. ${NOTHING_SENT}`,
      action: 'Get some of the token first.',
    }),
    invalid_vote_duration: () => SHORTER_VOTE,
    vote_duration_exceeds_window: () => SHORTER_VOTE,
    proposal_window_closing: () => ({
      sentence: `Too little time is left before the metadata locks for any vote. ${NOTHING_SENT}`,
      action: 'No proposal can be made any more; the metadata locks when the window ends.',
    }),
    mutability_expired: () => ({
      sentence: `The window has ended, so the metadata can no longer change. ${NOTHING_SENT}`,
      action: 'Record the lapse on the token page instead; it needs no vote.',
    }),
    metadata_still_mutable: () => ({
      sentence: `On the service’s clock the window has not ended yet. ${NOTHING_SENT}`,
      action: 'Record it once the window has ended.',
    }),
    governance_finalized: () => ({
      sentence: `The metadata is already finalized. ${NOTHING_SENT}`,
      action: 'Nothing more to do.',
    }),
    metadata_not_mutable: () => ({
      sentence: `The lapse of the window is already recorded; the metadata can no longer change. ${NOTHING_SENT}`,
      action: 'Nothing more to do.',
    }),
    proposal_not_settled: () => ({
      sentence: `The proposal is not settled yet, so its bond stays locked. ${NOTHING_SENT}`,
      action: 'Settle it first (anyone can), then reclaim the bond.',
    }),
    no_proposal_bond: () => ({
      sentence: `This proposal locked no bond, so there is nothing to reclaim. ${NOTHING_SENT}`,
      action: 'Nothing more to do.',
    }),
    proposal_bond_already_withdrawn: () => ({
      sentence: `This bond was already reclaimed. ${NOTHING_SENT}`,
      action: 'Check your wallet: the tokens are back in it.',
    }),
    insufficient_scope: () => ({
      sentence: `Your connection does not include permission to propose or reclaim bonds. ${NOTHING_SENT}`,
      action: 'Reconnect and approve “Create proposals and reclaim bonds for you”.',
    }),
    delegation_missing: () => ({
      sentence: `1-click trading is off for your wallet, so the service cannot sign this for you. ${NOTHING_SENT}`,
      action: 'Turn on 1-click trading in your account on the launch service, then try again.',
    }),
  };
}
