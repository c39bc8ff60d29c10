import { evaluatePassRule, shortAddress } from '@/lib/domain';
import { explainVerdict, tokenAmount } from '@/lib/format';
import type { Governance, Proposal } from '@/lib/partner';

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
