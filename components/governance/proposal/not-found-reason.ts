// Why a proposal page is "not found", for the segment's not-found page (which learns it from the URL and
// the governance read it repeats, since notFound() carries no reason).

import { isAddress } from '@/lib/domain';

export type NotFoundReason = 'bad_mint' | 'bad_proposal' | 'no_governance' | 'not_listed' | 'unknown';

export const NOT_FOUND_TEXT: Record<NotFoundReason, { title: string; body: string }> = {
  bad_mint: {
    title: 'This is not a token address',
    body: 'A token mint is a base58 address of 32 bytes. Check the link you followed.',
  },
  bad_proposal: {
    title: 'This is not a proposal address',
    body: 'A proposal is a base58 address of 32 bytes. Check the link you followed.',
  },
  no_governance: {
    title: 'This token has no governance',
    body: 'The service holds no governance for this token, so it has no proposals to show.',
  },
  not_listed: {
    title: 'Proposal not found',
    body: 'This proposal is not among the 100 newest of this token, or does not exist. The service lists only the 100 newest proposals of a token, so older ones cannot be opened.',
  },
  unknown: {
    title: 'Proposal not found',
    body: 'This token has no governance, or this proposal is not among its 100 newest, or it does not exist.',
  },
};

export function notFoundReason(input: {
  mint: string;
  proposal: string;
  /** The governance read: its error code, or the listed proposal addresses; undefined while unknown. */
  governance?: { errorCode: string } | { proposals: readonly string[] };
}): NotFoundReason {
  if (!isAddress(input.mint)) return 'bad_mint';
  if (!isAddress(input.proposal)) return 'bad_proposal';
  const g = input.governance;
  if (g === undefined) return 'unknown';
  if ('errorCode' in g) return g.errorCode === 'governance_not_found' ? 'no_governance' : 'unknown';
  return g.proposals.includes(input.proposal) ? 'unknown' : 'not_listed';
}
