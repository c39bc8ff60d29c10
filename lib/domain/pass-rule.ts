// The proposal pass rule (decisions.md, "Pass rule arithmetic"): integer arithmetic in basis points,
// rounding against passing. A proposal passes only when all three conditions hold:
//   participatingVoters >= minVoterCount
//   participatingSupply * 10000 >= totalSupply * minParticipatingSupplyBps
//   yesVotes * 10000 >= (yesVotes + noVotes) * approvalBps
// The approval test is kept literal: with nothing cast it reads 0 >= 0 and is met; turnout is then what
// fails (unless the governance asks for no participation at all).

import { BPS_DENOMINATOR, shareBps } from './bps';
import { ceilDiv, toBigInt, type IntLike } from './int';

/** The governance fields the rule reads; wire strings or bigints for amounts. */
export interface PassRuleGovernance {
  totalSupply: bigint | string;
  minVoterCount: number | bigint;
  minParticipatingSupplyBps: number | bigint;
  approvalBps: number | bigint;
}

/** The proposal tally fields the rule reads. */
export interface PassRuleTally {
  yesVotes: bigint | string;
  noVotes: bigint | string;
  participatingSupply: bigint | string;
  participatingVoters: number | bigint;
}

export interface VotersCondition {
  met: boolean;
  /** Distinct qualifying voters so far. */
  current: bigint;
  threshold: bigint;
  /** More qualifying voters still needed (0 when met). */
  votersNeeded: bigint;
}

export interface ParticipationCondition {
  met: boolean;
  /** Participating weight so far, base units. */
  current: bigint;
  totalSupply: bigint;
  /** Required share of total supply, bps. */
  thresholdBps: bigint;
  /** Participating share of total supply, bps, rounded down (0 when supply is 0). */
  shareBps: bigint;
  /** Smallest extra weight x with (current + x) * 10000 >= totalSupply * thresholdBps. */
  weightNeeded: bigint;
}

export interface ApprovalCondition {
  met: boolean;
  yesVotes: bigint;
  noVotes: bigint;
  /** yesVotes + noVotes. */
  cast: bigint;
  /** Required yes share of cast weight, bps. */
  thresholdBps: bigint;
  /** Yes share of cast weight, bps, rounded down (0 when nothing is cast). */
  shareBps: bigint;
  /**
   * Smallest extra yes weight y, assuming no more no-votes, with
   * (yes + y) * 10000 >= (yes + y + no) * thresholdBps; null when no amount suffices.
   */
  yesNeeded: bigint | null;
  /** True when yes votes alone can no longer meet the threshold (approval of 100% or more, some no). */
  unreachable: boolean;
}

export interface PassRuleResult {
  passes: boolean;
  voters: VotersCondition;
  participation: ParticipationCondition;
  approval: ApprovalCondition;
}

const nonNegative = (value: IntLike, what: string): bigint => {
  const v = toBigInt(value, what);
  if (v < 0n) throw new RangeError(`${what} must not be negative`);
  return v;
};

const atLeastZero = (v: bigint): bigint => (v > 0n ? v : 0n);

/** Evaluates the pass rule. Inputs come from validated data; malformed numbers throw a RangeError. */
export function evaluatePassRule(governance: PassRuleGovernance, tally: PassRuleTally): PassRuleResult {
  const totalSupply = nonNegative(governance.totalSupply, 'totalSupply');
  const minVoters = toBigInt(governance.minVoterCount, 'minVoterCount');
  const participationBps = toBigInt(governance.minParticipatingSupplyBps, 'minParticipatingSupplyBps');
  const approvalBps = toBigInt(governance.approvalBps, 'approvalBps');
  const yes = nonNegative(tally.yesVotes, 'yesVotes');
  const no = nonNegative(tally.noVotes, 'noVotes');
  const participating = nonNegative(tally.participatingSupply, 'participatingSupply');
  const voterCount = nonNegative(tally.participatingVoters, 'participatingVoters');

  const voters: VotersCondition = {
    met: voterCount >= minVoters,
    current: voterCount,
    threshold: minVoters,
    votersNeeded: atLeastZero(minVoters - voterCount),
  };

  const requiredTimesDenominator = totalSupply * participationBps;
  const participation: ParticipationCondition = {
    met: participating * BPS_DENOMINATOR >= requiredTimesDenominator,
    current: participating,
    totalSupply,
    thresholdBps: participationBps,
    shareBps: shareBps(participating, totalSupply),
    weightNeeded: atLeastZero(ceilDiv(requiredTimesDenominator, BPS_DENOMINATOR) - participating),
  };

  const cast = yes + no;
  const approvalMet = yes * BPS_DENOMINATOR >= cast * approvalBps;
  // (yes + y) * (10000 - a) >= no * a; solvable by adding yes weight only while a < 10000.
  const unreachable = !approvalMet && approvalBps >= BPS_DENOMINATOR;
  let yesNeeded: bigint | null = 0n;
  if (unreachable) yesNeeded = null;
  else if (!approvalMet)
    yesNeeded = atLeastZero(ceilDiv(no * approvalBps, BPS_DENOMINATOR - approvalBps) - yes);
  const approval: ApprovalCondition = {
    met: approvalMet,
    yesVotes: yes,
    noVotes: no,
    cast,
    thresholdBps: approvalBps,
    shareBps: shareBps(yes, cast),
    yesNeeded,
    unreachable,
  };

  return { passes: voters.met && participation.met && approval.met, voters, participation, approval };
}
