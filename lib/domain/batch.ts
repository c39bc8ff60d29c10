import type { HoldingInput } from './holdings';
import { toBigInt } from './int';
import { proposalState } from './proposal-state';
import { settleDecision, withdrawDecision, type ActorInput } from './voting';

// My governance's batch actions: "Withdraw all" (every lock she may withdraw now, across her tokens) and
// "Settle all" (every proposal whose voting ended that she may settle). The voting rules decide each item
// (withdrawDecision, settleDecision); one item is one write of its own, with the figures its review shows.

/** A token as the planner reads it: what it is called, and its governance read for her. */
export interface BatchToken {
  mint: string;
  label: string;
  symbol: string | null;
  input: HoldingInput;
  balance: bigint | null;
}

export interface WithdrawItem {
  kind: 'withdraw';
  mint: string;
  label: string;
  symbol: string | null;
  proposal: string;
  proposalIndex: string;
  /** Her locked tokens on the proposal that the withdrawal returns, base units. */
  amount: bigint;
}

export interface SettleItem {
  kind: 'settle';
  mint: string;
  label: string;
  symbol: string | null;
  proposal: string;
  proposalIndex: string;
  /** What settling decides, by the pass rule on the final tally. */
  verdict: 'passes' | 'fails';
}

export type BatchItem = WithdrawItem | SettleItem;

export interface BatchPlan {
  withdraw: WithdrawItem[];
  settle: SettleItem[];
}

const byIndex = (a: { proposalIndex: string }, b: { proposalIndex: string }) => {
  const x = toBigInt(a.proposalIndex);
  const y = toBigInt(b.proposalIndex);
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * Every write the two batch actions would send, in the tokens' order (most urgent first, as given), then
 * by proposal number. A proposal listed twice (the same token given twice) is planned once.
 */
export function batchPlan(tokens: readonly BatchToken[], viewer: ActorInput, nowUnix: bigint): BatchPlan {
  const withdraw: WithdrawItem[] = [];
  const settle: SettleItem[] = [];
  const seen = new Set<string>();
  for (const token of tokens) {
    const { governance, proposals, viewerVotes } = token.input;
    const votes = [...viewerVotes];
    const named = { mint: token.mint, label: token.label, symbol: token.symbol };
    for (const proposal of [...proposals].sort(byIndex)) {
      if (seen.has(proposal.proposal)) continue;
      seen.add(proposal.proposal);
      const input = { ...viewer, governance, proposal, viewerVotes: votes, nowUnix, balance: token.balance };
      const withdrawal = withdrawDecision(input);
      if (withdrawal.allowed)
        withdraw.push({
          kind: 'withdraw',
          ...named,
          proposal: proposal.proposal,
          proposalIndex: proposal.proposalIndex,
          amount: withdrawal.locked,
        });
      if (settleDecision(input).allowed) {
        const { rule } = proposalState(proposal, governance, nowUnix);
        settle.push({
          kind: 'settle',
          ...named,
          proposal: proposal.proposal,
          proposalIndex: proposal.proposalIndex,
          verdict: rule.passes ? 'passes' : 'fails',
        });
      }
    }
  }
  return { withdraw, settle };
}

/** Whether the plan has nothing to send. */
export const isEmptyPlan = (plan: BatchPlan): boolean => plan.withdraw.length + plan.settle.length === 0;
