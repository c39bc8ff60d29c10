import type { ApiError } from '@/lib/partner';
import {
  bigintField,
  CHECK,
  errorView,
  RETRY,
  type WriteDescriber,
  type WriteErrorContext,
} from '@/components/write/describe-error';
import { tokensText } from './bond';

// The propose form's own words for the codes a content proposal meets; everything else (connection,
// delegation, lost answers, busy service, the catalogue) is the shared write flow's. Most of these are
// checked in the browser first, so they appear only when the chain moved between the check and the send.

export function proposeErrorContext(mint: string, symbol: string | null): WriteErrorContext {
  const describers: Record<string, WriteDescriber> = {
    stale_content_revision: () =>
      errorView(
        'The token’s metadata changed after you started this proposal. Nothing was sent.',
        'Your edits are kept. Review what moved, then confirm to send your proposal again.',
        [],
      ),
    active_proposal_exists: () =>
      errorView(
        'Another proposal was opened on this token meanwhile; only one may be open at a time. Nothing was sent.',
        'Check again to see it; you can propose once voting on it has ended.',
        [CHECK],
      ),
    insufficient_proposal_bond: (error: ApiError) => {
      const required = bigintField(error, 'requiredTokens');
      const available = bigintField(error, 'availableTokens');
      const figures =
        required === null || available === null
          ? ''
          : ` It needs ${tokensText(required, symbol)}; you hold ${tokensText(available, symbol)}.`;
      return errorView(
        `You no longer hold enough to lock the bond.${figures} Nothing was sent.`,
        'Get more of the token, then try again.',
        [CHECK],
      );
    },
    missing_proposal_token_account: () =>
      errorView(
        `You hold no ${symbol || 'tokens of this token'}, so you cannot lock the bond. Nothing was sent.`,
        'Get some of the token, then propose.',
        [],
      ),
    no_metadata_changes: () =>
      errorView(
        'Every value you send matches the token’s metadata now, so there is nothing to propose. Nothing was sent.',
        'Check again to see the latest metadata, then change at least one field.',
        [CHECK, RETRY],
      ),
  };
  return {
    noun: 'proposal',
    returnTo: `/tokens/${mint}/propose`,
    permission: 'create proposals',
    describers,
  };
}
