import { MIN_VOTE_DURATION_SECONDS, proposalState, windowState } from '@/lib/domain';
import type { Governance, Proposal } from '@/lib/partner';
import { TEXT_FIELDS, type ContentField } from './content';

// Whether the connected person can propose a content change at all, said before they fill the form: the
// metadata window, the permission, 1-click trading, the one active proposal, fields left to change.

export const PROPOSE_SCOPE = 'governance:propose';

export interface ProposeAvailabilityInput {
  mint: string;
  governance: Governance;
  proposals: readonly Proposal[];
  nowUnix: bigint;
  scopes: readonly string[];
  /** From the profile; null when it could not be read (the service then answers for itself). */
  tradingEnabled: boolean | null;
  locked: ReadonlySet<ContentField>;
  formatDate: (unix: bigint) => string;
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

/** The proposal still open for voting on this governance, if any (only one may be). */
export function activeProposal(
  input: Pick<ProposeAvailabilityInput, 'governance' | 'proposals' | 'nowUnix'>,
) {
  return (
    input.proposals.find((p) => proposalState(p, input.governance, input.nowUnix).phase === 'open') ?? null
  );
}

export function proposeAvailability(input: ProposeAvailabilityInput): ProposeAvailability {
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
  if (BigInt(governance.mutableUntilUnix) - nowUnix < BigInt(MIN_VOTE_DURATION_SECONDS))
    return block(
      `The metadata window closes on ${closes}, too soon for a vote to run.`,
      'A vote lasts at least a minute, so no proposal can be made any more.',
      tokenPage,
    );
  if (!input.scopes.includes(PROPOSE_SCOPE))
    return block(
      'Your connection does not include permission to create proposals.',
      'Reconnect and approve “Create proposals and reclaim bonds for you” on the consent screen.',
      { href: loginHref(`/tokens/${mint}/propose`), label: 'Reconnect with that permission' },
    );
  if (input.tradingEnabled === false)
    return block(
      '1-click trading is off for your wallet, so the service cannot sign a proposal for you.',
      'Turn on 1-click trading (wallet delegation) in your account on the launch service, then come back.',
    );
  const active = activeProposal(input);
  if (active)
    return block(
      `Proposal #${active.proposalIndex} is open for voting until ${input.formatDate(BigInt(active.votingEndsAtUnix))}. Only one proposal may be open at a time.`,
      'You can propose a change once voting on it has ended.',
      {
        href: `/tokens/${mint}/proposals/${active.proposal}`,
        label: `Open proposal #${active.proposalIndex}`,
      },
    );
  if ([...TEXT_FIELDS, 'image'].every((field) => input.locked.has(field as ContentField)))
    return block(
      'Every metadata field of this token is locked for good.',
      'Nothing can be proposed.',
      tokenPage,
    );
  return { ok: true };
}
