import {
  evaluatePassRule,
  type PassRuleGovernance,
  type PassRuleResult,
  type PassRuleTally,
} from './pass-rule';
import { toBigInt } from './int';

/**
 * What a person sees of a proposal: still open, closed and waiting for anyone to settle it, or settled
 * (executed, passed but not applied, failed). Derived from `settled`, `executed`, the clock and the pass
 * rule; an `outcome` string the dashboard does not know is kept as `rawOutcome` to show as it is.
 */
export type ProposalPhase = 'open' | 'awaiting_settlement' | 'executed' | 'passed' | 'failed';

export interface ProposalStateInput extends PassRuleTally {
  settled: boolean;
  executed: boolean;
  outcome: string;
  votingEndsAtUnix: string | bigint;
}

export interface ProposalState {
  phase: ProposalPhase;
  /** Seconds until voting closes (0 once closed). */
  secondsLeft: bigint;
  rule: PassRuleResult;
  /** The upstream `outcome` when it is not one of `pending`, `passed`, `failed`. */
  rawOutcome: string | null;
}

const KNOWN_OUTCOMES = new Set(['pending', 'passed', 'failed']);

export function proposalState(
  proposal: ProposalStateInput,
  governance: PassRuleGovernance,
  nowUnix: bigint,
): ProposalState {
  const rule = evaluatePassRule(governance, proposal);
  const endsAt = toBigInt(proposal.votingEndsAtUnix, 'votingEndsAtUnix');
  const secondsLeft = endsAt > nowUnix ? endsAt - nowUnix : 0n;
  const rawOutcome = KNOWN_OUTCOMES.has(proposal.outcome) ? null : proposal.outcome;
  let phase: ProposalPhase;
  if (!proposal.settled) phase = secondsLeft > 0n ? 'open' : 'awaiting_settlement';
  else if (proposal.executed) phase = 'executed';
  else if (proposal.outcome === 'passed') phase = 'passed';
  else if (proposal.outcome === 'failed') phase = 'failed';
  else phase = rule.passes ? 'passed' : 'failed';
  return { phase, secondsLeft, rule, rawOutcome };
}
