import { evaluatePassRule, shortAddress, type ViewerStanding } from '@/lib/domain';
import { explainVerdict, tokenAmount } from '@/lib/format';
import type { Governance, Proposal } from '@/lib/partner';
import type { ActionKind } from './availability';

// What the confirmation of each action says will happen: what is locked or released, and the fees that
// are spent even if it fails.

export function voteSummary(amount: bigint | null, side: string, symbol?: string | null): string {
  const what = amount === null ? 'the tokens you enter' : tokenAmount(amount, symbol);
  const how = side === 'yes' || side === 'no' ? `Votes ${side}. ` : '';
  return `${how}Locks ${what} until the proposal is settled.`;
}

export function cancelSummary(locked: bigint, free: bigint | null, symbol?: string | null): string[] {
  const freeText = free === null ? '' : ` (you hold ${tokenAmount(free, symbol)} besides the locked ones)`;
  return [
    `Your ${tokenAmount(locked, symbol)} stay locked until settlement; you withdraw them after the proposal is settled.`,
    `To change your vote, cancel it here, then vote again: a new vote locks tokens from your balance${freeText}.`,
  ];
}

export function withdrawSummary(amount: bigint, symbol?: string | null): string {
  return `Releases ${tokenAmount(amount, symbol)} back to you.`;
}

export function withdrawForOtherSummary(voter: string | null): string {
  const who = voter ? shortAddress(voter) : 'that wallet';
  return `Releases the tokens ${who} locked on this proposal back to ${voter ? 'that wallet' : 'it'} — never to you. You pay the fees.`;
}

/** What settling will do, with the verdict the current tally gives. */
export function settleSummary(governance: Governance, proposal: Proposal): string[] {
  const result = evaluatePassRule(governance, proposal);
  const applies = result.passes
    ? 'it passes and its change is applied if it still can be'
    : 'it fails and nothing changes';
  return [
    `Records the result on the network: on the final tally ${applies}. No tokens move.`,
    explainVerdict(result),
  ];
}

/** What an action is on and who takes it: the token's governance, the proposal, her standing and balance. */
export interface ActionSubject {
  governance: Governance;
  proposal: Proposal;
  standing: ViewerStanding;
  balance: bigint | null;
  symbol?: string | null;
}

/**
 * The lines the confirmation of `action` shows (`forOther`: a withdrawal for another wallet), for what the
 * person typed so far: the amount (null while not a positive amount), the side and the voter.
 */
export function reviewLines(
  action: ActionKind,
  forOther: boolean,
  typed: { amount: bigint | null; side: string; voter: string },
  subject: ActionSubject,
): string[] {
  const { governance, proposal, standing, balance, symbol } = subject;
  if (action === 'vote') return [voteSummary(typed.amount, typed.side, symbol)];
  if (action === 'cancel')
    return cancelSummary(standing.active ? BigInt(standing.active.amount) : standing.locked, balance, symbol);
  if (action === 'withdraw')
    return [
      forOther
        ? withdrawForOtherSummary(typed.voter.trim() || null)
        : withdrawSummary(standing.locked, symbol),
    ];
  return settleSummary(governance, proposal);
}
