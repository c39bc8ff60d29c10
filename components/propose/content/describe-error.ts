import type { WriteErrorContext } from '@/components/write/describe-error';
import { CHECK, errorView, RETRY, type WriteDescriber } from '@/components/write/describe-error';
import { creatorDescribers, PROPOSE_PERMISSION } from '../describe-error';

// The content proposal's words for its refusals: the creator writes' own (bond, open proposal, vote
// duration, window), plus the two only update-content meets. Both are checked in the browser first, so
// they appear only when the chain moved between the check and the send.

export function contentErrorContext(mint: string, symbol: string | null): WriteErrorContext {
  const describers: Record<string, WriteDescriber> = {
    ...creatorDescribers({ symbol }),
    stale_content_revision: () =>
      errorView(
        'The token’s metadata changed after you started this proposal. Nothing was sent.',
        'Your edits are kept. Review what moved, then confirm to send your proposal again.',
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
    permission: PROPOSE_PERMISSION,
    describers,
  };
}
