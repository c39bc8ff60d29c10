// The proposal header's facts: its state in words, the time left or since it closed, its bond, and a
// warning when the metadata moved on since it was written.

import type { ProposalPhase } from '@/lib/domain';
import type { Governance, Proposal } from '@/lib/partner';
import { formatDuration, tokenAmount } from '@/lib/format';

export const PHASE_BADGE: Record<
  ProposalPhase,
  { label: string; tone: 'info' | 'warning' | 'success' | 'danger' }
> = {
  open: { label: 'Voting open', tone: 'info' },
  awaiting_settlement: { label: 'Closed, awaiting settlement', tone: 'warning' },
  executed: { label: 'Passed and applied', tone: 'success' },
  passed: { label: 'Passed, not applied', tone: 'warning' },
  failed: { label: 'Failed', tone: 'danger' },
};

/** "Voting ends in 2 days 23 hours" or "Voting ended"; the date is shown beside it. */
export function timeLine(phase: ProposalPhase, secondsLeft: bigint): string {
  return phase === 'open' ? `Voting ends in ${formatDuration(secondsLeft)}` : 'Voting ended';
}

export function bondLine(
  proposal: Pick<Proposal, 'proposalBondAmount' | 'proposalBondWithdrawn' | 'settled'>,
  symbol?: string | null,
): string {
  const amount = BigInt(proposal.proposalBondAmount);
  if (amount === 0n) return 'No bond was locked for this proposal.';
  const tokens = tokenAmount(amount, symbol);
  if (proposal.proposalBondWithdrawn) return `The proposer’s bond of ${tokens} has been reclaimed.`;
  return proposal.settled
    ? `The proposer’s bond of ${tokens} can be reclaimed now.`
    : `The proposer locked a bond of ${tokens} until settlement.`;
}

/**
 * An unsettled content change written against an older revision may not be applied even if it passes
 * (another change came first); say so before people vote.
 */
export function staleRevisionWarning(
  proposal: Pick<Proposal, 'actionKind' | 'baseContentRevision' | 'settled'>,
  governance: Pick<Governance, 'contentRevision'>,
): string | null {
  if (proposal.settled || proposal.actionKind !== 'update_content') return null;
  if (proposal.baseContentRevision === governance.contentRevision) return null;
  return `This change was written against content revision ${proposal.baseContentRevision}; the metadata has changed since (now revision ${governance.contentRevision}). If it passes, the service may not apply it.`;
}
