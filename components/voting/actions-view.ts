import {
  cancelAvailability,
  settleAvailability,
  voteAvailability,
  withdrawAvailability,
  type ActionKind,
  type Availability,
  type AvailabilityInput,
} from './availability';
import { proposalPhaseOf, viewerStanding } from '@/lib/domain';

// A proposal's four actions at once, and for a proposal row the one action it offers with one line of
// text (what the action does, or why nothing can be done now).

export interface ActionsView {
  vote: Availability;
  cancel: Availability;
  withdraw: Availability;
  settle: Availability;
  /** The one action a proposal row offers, and the line of text beside it. */
  primary: ActionKind | null;
  line: string;
  /** The unavailable action the line explains (its fix is offered beside it), when there is no primary. */
  why: Availability | null;
}

function text(a: Availability): string {
  return a.available ? a.hint : a.reason;
}

const CHANGE_LINE = 'To change your vote, cancel it and vote again; its tokens stay locked until settlement.';

export function actionsView(input: AvailabilityInput): ActionsView {
  const view = {
    vote: voteAvailability(input),
    cancel: cancelAvailability(input),
    withdraw: withdrawAvailability(input),
    settle: settleAvailability(input),
  };
  const offer = (primary: ActionKind | null, shown: Availability, line = text(shown)): ActionsView => ({
    ...view,
    primary,
    line,
    why: primary === null && !shown.available ? shown : null,
  });
  const { phase } = proposalPhaseOf(input);
  if (phase === 'open') {
    if (view.vote.available) return offer('vote', view.vote);
    // The row already says how the person voted; its line says how to change it.
    if (view.cancel.available) return offer('cancel', view.cancel, CHANGE_LINE);
    return offer(null, view.vote);
  }
  if (phase === 'awaiting_settlement') return offer(view.settle.available ? 'settle' : null, view.settle);
  if (view.withdraw.available) return offer('withdraw', view.withdraw);
  const standing = viewerStanding(input.proposal.proposal, input.viewerVotes);
  if (standing.voted) return offer(null, view.withdraw);
  return {
    ...offer(null, view.withdraw, 'Settled; nothing for you to do here.'),
    why: null,
  };
}
