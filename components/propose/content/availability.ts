import { SEND_MARGIN_SECONDS, voteDurationRange, windowState } from '@/lib/domain';
import { accessProblem, openProposal, proposalHref, type CreatorInput } from '../availability';
import { TEXT_FIELDS, type ContentField } from './fields';
import { formatDuration } from '@/lib/format';

// Whether the connected person can propose a content change at all, said before they fill the form: the
// metadata window, the one open proposal, the permission and 1-click trading (the creator writes' shared
// checks), and fields left to change. The bond is checked inside the form, where its cost is shown.

/** The creator writes' input, without the balance (the form checks the bond) and with the locked fields. */
export interface ContentAvailabilityInput extends Omit<CreatorInput, 'balance' | 'symbol'> {
  locked: ReadonlySet<ContentField>;
}

export type ProposeBlock = {
  ok: false;
  reason: string;
  next: string;
  link: { href: string; label: string } | null;
};
export type ProposeAvailability = { ok: true } | ProposeBlock;

const block = (reason: string, next: string, link: ProposeBlock['link'] = null): ProposeBlock => ({
  ok: false,
  reason,
  next,
  link,
});

export const loginHref = (returnTo: string) => `/api/auth/login?returnTo=${encodeURIComponent(returnTo)}`;

export function contentAvailability(input: ContentAvailabilityInput): ProposeAvailability {
  const { governance, nowUnix, mint } = input;
  const tokenPage = { href: `/tokens/${mint}`, label: 'Back to the token' };
  const window = windowState(governance, nowUnix);
  const closes = input.formatDate(BigInt(governance.mutableUntilUnix));
  if (window === 'finalized')
    return block(
      'This token’s metadata is finalized: it can never change again.',
      'Nothing can be proposed.',
      tokenPage,
    );
  if (window === 'lapsed_unrecorded')
    return block(
      `The metadata window closed on ${closes}; metadata can no longer change.`,
      'Nothing can be proposed.',
      tokenPage,
    );
  const open = openProposal(input.proposals, nowUnix);
  if (open)
    return block(
      `Proposal #${open.proposalIndex} is open for voting until ${input.formatDate(BigInt(open.votingEndsAtUnix))}. Only one proposal may be open at a time.`,
      'You can propose a change once voting on it has ended.',
      { href: proposalHref(mint, open.proposal), label: `Open proposal #${open.proposalIndex}` },
    );
  const range = voteDurationRange(nowUnix, governance.mutableUntilUnix);
  if (!range.possible)
    return block(
      `The metadata window closes on ${closes}, too soon for a vote to run.`,
      `A vote needs at least ${formatDuration(range.min + SEND_MARGIN_SECONDS)} before the window closes, so no proposal can be made any more.`,
      tokenPage,
    );
  const access = accessProblem(input, 'to propose a change');
  if (access && !access.available) {
    const link = access.fix
      ? {
          href: loginHref(`/tokens/${mint}/propose`),
          label: access.fix === 'connect' ? 'Connect' : 'Reconnect with that permission',
        }
      : null;
    return block(
      access.reason,
      link ? 'You come straight back to this form.' : 'Then come back to this page.',
      link,
    );
  }
  if ([...TEXT_FIELDS, 'image' as const].every((field) => input.locked.has(field)))
    return block(
      'Every metadata field of this token is locked for good.',
      'Nothing can be proposed.',
      tokenPage,
    );
  return { ok: true };
}
