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

/** Why the service refused it: the catalogue's sentence the server added to the entry, else its bare code. */
function refusal({ error: code, errorMessage }: ActivityEntry): string {
  if (errorMessage) return `${errorMessage} Nothing was done.`;
  return `The service refused it${code ? ` (${code})` : ''}. Nothing was done.`;
}

type Standing = Pick<ActivityRow, 'status' | 'tone' | 'explanation'>;

/** What the chain showed, with the verb of the way back to where the write was made ("Open the proposal"). */
const SETTLED: Record<NonNullable<ActivityEntry['settlement']>, Standing & { verb: string }> = {
  confirmed: {
    status: 'Confirmed',
    tone: 'success',
    explanation: 'It is confirmed on the network.',
    verb: 'Open',
  },
  failed: {
    status: 'Failed on the network',
    tone: 'danger',
    explanation: 'It landed with an error, so nothing changed; its network fees were spent.',
    verb: 'Try again from',
  },
  not_sent: {
    status: 'Not sent',
    tone: 'neutral',
    explanation: 'It never reached the network: nothing was done.',
    verb: 'Send it again from',
  },
};

/** A write still on its way: the page keeps asking, and there is nothing to do but wait. */
const UNSETTLED: Record<Exclude<ActivityEntry['status'], 'failed'>, Standing> = {
  pending: {
    status: 'Sending',
    tone: 'info',
    explanation: 'It is being sent, or checked on the network if sending was interrupted.',
  },
  submitted: {
    status: 'Submitted',
    tone: 'info',
    explanation: 'The service sent it; waiting for the network to confirm it.',
  },
  outcome_unknown: {
    status: 'Unknown, checking',
    tone: 'warning',
    explanation:
      'Its answer was lost, so we are looking for it on the network. Do not send it again until this settles.',
  },
};

export function activityRow(entry: ActivityEntry): ActivityRow {
  const where = place(entry);
  const base = {
    title: KINDS[entry.kind] ?? entry.kind,
    summary: entry.summary,
    tokenHref: entry.mint ? `/tokens/${entry.mint}` : null,
  };
  /** Settled or refused: nothing will change, and the person may go back to where it was made. */
  const done = (standing: Standing, verb: string): ActivityRow => ({
    ...base,
    ...standing,
    live: false,
    action: where ? { label: `${verb} ${where.noun}`, href: where.href } : null,
  });
  if (entry.settlement) {
    const { verb, ...settled } = SETTLED[entry.settlement];
    const settledAfter = entry.status === 'outcome_unknown' || entry.status === 'pending';
    return done(
      {
        ...settled,
        status:
          entry.settlement === 'confirmed' && settledAfter
            ? 'Confirmed (found on the network)'
            : settled.status,
        explanation: entry.settledReason || settled.explanation,
      },
      verb,
    );
  }
  if (entry.status === 'failed')
    return done({ status: 'Refused', tone: 'danger', explanation: refusal(entry) }, 'Try again from');
  return { ...base, ...UNSETTLED[entry.status], live: true, action: null };
}
