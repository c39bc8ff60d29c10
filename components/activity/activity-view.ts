import { catalogueEntry, isErrorCode } from '@/lib/partner';
import type { ActivityEntry } from '@/lib/client/activity';

// What the activity page says of one write: what it was, where it stands (the journal's status, or the
// chain's settlement of it), why, and what the person can still do about it.

import type { Tone } from '@/components/ui/status-badge';

export type { Tone };

const KINDS: Record<string, string> = {
  vote: 'Vote',
  cancelVote: 'Cancel a vote',
  withdrawVote: 'Withdraw vote tokens',
  settleProposal: 'Settle a proposal',
  buy: 'Buy',
  buyExactOut: 'Buy an exact amount',
  sell: 'Sell',
  updateContent: 'Propose a content change',
  extendMutability: 'Propose a longer window',
  finalizeMetadata: 'Propose locking the metadata',
  finalizeExpired: 'Record the lapsed window',
  withdrawBond: 'Withdraw a proposal bond',
};

export type ActivityAction = { label: string; href: string } | null;

export type ActivityRow = {
  title: string;
  /** The write as sent ("vote yes 10,000 tokens"). */
  summary: string;
  status: string;
  tone: Tone;
  /** Why it stands so, in a sentence. */
  explanation: string;
  /** Still changing: the page keeps asking. */
  live: boolean;
  action: ActivityAction;
  /** Where the token's page is, when the token is known. */
  tokenHref: string | null;
};

function place(entry: ActivityEntry): { href: string; noun: string } | null {
  if (entry.mint && entry.proposal)
    return { href: `/tokens/${entry.mint}/proposals/${entry.proposal}`, noun: 'the proposal' };
  if (entry.mint) return { href: `/tokens/${entry.mint}`, noun: 'the token' };
  return null;
}

function refusal(code: string | null): string {
  if (code && isErrorCode(code)) return `${catalogueEntry(code).message} Nothing was done.`;
  return `The service refused it${code ? ` (${code})` : ''}. Nothing was done.`;
}

export function activityRow(entry: ActivityEntry): ActivityRow {
  const where = place(entry);
  const open = (verb: string): ActivityAction =>
    where ? { label: `${verb} ${where.noun}`, href: where.href } : null;
  const base = {
    title: KINDS[entry.kind] ?? entry.kind,
    summary: entry.summary,
    tokenHref: entry.mint ? `/tokens/${entry.mint}` : null,
  };
  const settledAfter = entry.status === 'outcome_unknown' || entry.status === 'pending';
  const reason = entry.settledReason ?? '';
  switch (entry.settlement) {
    case 'confirmed':
      return {
        ...base,
        status: settledAfter ? 'Confirmed (found on the network)' : 'Confirmed',
        tone: 'success',
        explanation: reason || 'It is confirmed on the network.',
        live: false,
        action: open('Open'),
      };
    case 'failed':
      return {
        ...base,
        status: 'Failed on the network',
        tone: 'danger',
        explanation: reason || 'It landed with an error, so nothing changed; its network fees were spent.',
        live: false,
        action: open('Try again from'),
      };
    case 'not_sent':
      return {
        ...base,
        status: 'Not sent',
        tone: 'neutral',
        explanation: reason || 'It never reached the network: nothing was done.',
        live: false,
        action: open('Send it again from'),
      };
  }
  if (entry.status === 'failed')
    return {
      ...base,
      status: 'Refused',
      tone: 'danger',
      explanation: refusal(entry.error),
      live: false,
      action: open('Try again from'),
    };
  if (entry.status === 'submitted')
    return {
      ...base,
      status: 'Submitted',
      tone: 'info',
      explanation: 'The service sent it; waiting for the network to confirm it.',
      live: true,
      action: null,
    };
  if (entry.status === 'outcome_unknown')
    return {
      ...base,
      status: 'Unknown, checking',
      tone: 'warning',
      explanation:
        'Its answer was lost, so we are looking for it on the network. Do not send it again until this settles.',
      live: true,
      action: null,
    };
  return {
    ...base,
    status: 'Sending',
    tone: 'info',
    explanation: 'It is being sent, or checked on the network if sending was interrupted.',
    live: true,
    action: null,
  };
}
