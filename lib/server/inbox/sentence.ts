import 'server-only';
import type { InboxDetail, RaisedEvent } from '@/lib/domain';
import { explainVerdict } from '@/lib/format';
import type { NewInboxEvent } from './store';

// The sentence each inbox event shows, written once when it is raised. Moments are not written into it
// (the server does not know her time zone): the page shows the event's `aboutAt` in hers, beside it.

const SETTLEMENTS: Record<string, string> = {
  confirmed: 'it went through',
  failed: 'it failed',
  not_sent: 'it was never sent',
};

export function sentenceOf(detail: InboxDetail): string {
  switch (detail.kind) {
    case 'new_proposal':
      return `Proposal #${detail.proposalIndex} is open for votes.`;
    case 'ends_soon':
      return detail.unsure
        ? `Voting on proposal #${detail.proposalIndex} ends within a day; it may need your vote (the voter list is too long to tell whether you voted).`
        : `Voting on proposal #${detail.proposalIndex} ends within a day and you have not voted.`;
    case 'decided': {
      const whose = detail.role === 'proposer' ? 'Your proposal' : 'Proposal';
      const what =
        detail.role === 'proposer'
          ? `#${detail.proposalIndex}`
          : `#${detail.proposalIndex}, which you voted on,`;
      return `${whose} ${what} was decided. ${explainVerdict(detail.rule)}`;
    }
    case 'ready_to_settle':
      return `Voting on proposal #${detail.proposalIndex} has ended; anyone may settle it now.`;
    case 'withdrawable':
      return `Your tokens locked on proposal #${detail.proposalIndex} can be withdrawn now.`;
    case 'reclaimable':
      return `Your bond for proposal #${detail.proposalIndex} can be reclaimed now.`;
    case 'window_closing':
      return 'The window to change your token’s metadata closes within 7 days.';
    case 'write_settled':
      return `Your write “${detail.summary}”, whose outcome was not known, is settled: ${SETTLEMENTS[detail.settlement] ?? detail.settlement}.`;
  }
}

/** The facts an event keeps beside its sentence (amounts as strings of base units). */
function payloadOf(detail: InboxDetail): Record<string, unknown> {
  switch (detail.kind) {
    case 'decided':
      return { proposalIndex: detail.proposalIndex, passed: detail.passed, role: detail.role };
    case 'withdrawable':
    case 'reclaimable':
      return { proposalIndex: detail.proposalIndex, amount: detail.amount.toString() };
    case 'ends_soon':
      return { proposalIndex: detail.proposalIndex, unsure: detail.unsure };
    case 'window_closing':
      return { endsAtUnix: detail.endsAtUnix.toString() };
    case 'write_settled':
      return { settlement: detail.settlement, reason: detail.reason };
    default:
      return { proposalIndex: detail.proposalIndex };
  }
}

/** A raised event as the store keeps it. */
export function toNewEvent(event: RaisedEvent): NewInboxEvent {
  return {
    key: event.key,
    kind: event.kind,
    mint: event.mint,
    proposal: event.proposal,
    sentence: sentenceOf(event.detail),
    payload: payloadOf(event.detail),
    aboutAt: event.atUnix === null ? null : new Date(Number(event.atUnix) * 1000),
  };
}
