import 'server-only';
import { proposalState, toBigInt, type PassRuleGovernance, type ProposalStateInput } from '@/lib/domain';
import { utcDateTime } from '@/lib/format';

// The calendar's events for one token: each proposal's voting deadline and the token's metadata window
// end. An event starts at its deadline, to the second (a reminder set "15 minutes before" warns before the
// vote closes), lasts a quarter of an hour and takes no time in her day (TRANSPARENT). Events stay a week
// after their moment, so a deadline does not vanish from her calendar as it passes; what a proposal
// became (open, waiting for settlement, passed, failed) is in its text, so a decision changes the event.

/** How long an event lasts from its deadline. */
export const EVENT_SECONDS = 15n * 60n;
/** How long an event stays in the feed after its moment. */
export const KEPT_AFTER_SECONDS = 7n * 86_400n;

/** A UID's host part: the same on every server of the dashboard, so an event keeps its UID anywhere. */
const UID_DOMAIN = 'governance.partner-dashboard';

export const proposalUid = (proposal: string) => `vote-end-${proposal}@${UID_DOMAIN}`;
export const windowUid = (mint: string) => `window-end-${mint}@${UID_DOMAIN}`;

export interface CalendarEvent {
  uid: string;
  mint: string;
  kind: 'vote_end' | 'window_end';
  /** Its deadline (DTSTART), Unix seconds. */
  startUnix: string;
  /** DTSTART + EVENT_SECONDS. */
  endUnix: string;
  summary: string;
  description: string;
  /** The page it is about, a path on this server. */
  path: string;
}

export interface TokenRead {
  governance: PassRuleGovernance & {
    mint: string;
    mutableUntilUnix: string;
    finalized: boolean;
  };
  proposals: readonly (ProposalStateInput & {
    proposal: string;
    proposalIndex: string;
    actionKind: string;
  })[];
}

const ACTIONS: Record<string, string> = {
  update_content: 'change its content',
  extend_mutability: 'extend its metadata window',
  finalize_metadata: 'lock its metadata for good',
};

const PHASES = {
  open: 'Voting is open.',
  awaiting_settlement: 'Voting has ended; anyone may settle it now.',
  executed: 'Decided: passed, and applied.',
  passed: 'Decided: passed.',
  failed: 'Decided: failed.',
} as const;

/**
 * The events of one token as they stand at the network's time `nowUnix`; `all`: also those past the
 * feed's week (a proposal page's download).
 */
export function tokenEvents(
  read: TokenRead,
  label: string,
  nowUnix: bigint,
  options: { all?: boolean } = {},
): CalendarEvent[] {
  const { governance } = read;
  const mint = governance.mint;
  const events: CalendarEvent[] = [];
  const kept = (at: bigint) => options.all === true || at + KEPT_AFTER_SECONDS >= nowUnix;
  for (const proposal of read.proposals) {
    const endsAt = toBigInt(proposal.votingEndsAtUnix);
    if (!kept(endsAt)) continue;
    const { phase } = proposalState(proposal, governance, nowUnix);
    const action = ACTIONS[proposal.actionKind] ?? proposal.actionKind;
    events.push({
      uid: proposalUid(proposal.proposal),
      mint,
      kind: 'vote_end',
      startUnix: String(endsAt),
      endUnix: String(endsAt + EVENT_SECONDS),
      summary: `Voting ends: ${label} proposal #${proposal.proposalIndex}`,
      description: `Proposal #${proposal.proposalIndex} on ${label}, to ${action}. Voting ends ${utcDateTime(endsAt)}. ${PHASES[phase]}`,
      path: `/tokens/${mint}/proposals/${proposal.proposal}`,
    });
  }
  const windowEnd = toBigInt(governance.mutableUntilUnix);
  if (!governance.finalized && kept(windowEnd))
    events.push({
      uid: windowUid(mint),
      mint,
      kind: 'window_end',
      startUnix: String(windowEnd),
      endUnix: String(windowEnd + EVENT_SECONDS),
      summary: `Metadata window closes: ${label}`,
      description: `${label}'s metadata can be changed by proposals until ${utcDateTime(windowEnd)}; after that it is fixed.`,
      path: `/tokens/${mint}`,
    });
  return events;
}
