// The verdict panel's rows: each condition of the pass rule as a meter (current value, threshold marker,
// met or not) with what it still takes while voting is open, or by how much it fell short once closed.
// All figures come from `evaluatePassRule`; amounts and shares stay bigint, formatted exactly.

import { ceilDiv, type PassRuleResult } from '@/lib/domain';
import { count, percent, tokenAmount, tokens, turnoutPercent, yesPercent } from '@/lib/format';

export type ConditionKey = 'voters' | 'participation' | 'approval';

export interface VerdictRow {
  key: ConditionKey;
  title: string;
  met: boolean;
  /** The current value, e.g. "4.1% of supply (41,000,000 LUMEN)". */
  current: string;
  /** The threshold, e.g. "15% needed (150,000,000 LUMEN)", from the governance object. */
  threshold: string;
  /** Bar fill and threshold marker, in basis points of the bar. */
  valueBps: bigint;
  thresholdBps: bigint;
  /** What the right end of the bar stands for, e.g. "50% of supply". */
  scaleEnd: string;
  /** What it still takes (open), or how far it fell short (closed); null when met. */
  stillTakes: string | null;
  /** Words to put before `stillTakes` ("Still takes"), or null when it reads on its own. */
  lead: string | null;
  /** The meter's spoken value. */
  meterText: string;
}

export interface GovernanceRuleFields {
  minLockAmount: string;
}

const FULL = 10_000n;

const clampBps = (bps: bigint) => (bps < 0n ? 0n : bps > FULL ? FULL : bps);

/**
 * The participation bar's span, in bps of supply: twice the threshold (so the marker sits mid-bar), widened
 * in steps of 10% to fit a larger share, at least 10% and at most 100% of supply.
 */
export function participationScaleBps(thresholdBps: bigint, shareBps: bigint): bigint {
  const fitShare = ceilDiv(shareBps, 1000n) * 1000n;
  const span = [thresholdBps * 2n, fitShare, 1000n].reduce((a, b) => (a > b ? a : b));
  return span > FULL ? FULL : span;
}

const ofScale = (value: bigint, scale: bigint) => (scale === 0n ? 0n : clampBps((value * FULL) / scale));

function votersRow(rule: PassRuleResult, minLock: bigint, open: boolean, symbol?: string | null): VerdictRow {
  const { voters } = rule;
  const scale = [voters.threshold, voters.current, 1n].reduce((a, b) => (a > b ? a : b));
  const need = voters.votersNeeded;
  let stillTakes: string | null = null;
  if (!voters.met)
    stillTakes = open
      ? `${count(need, 'more qualifying voter', 'more qualifying voters')}, each locking at least ${tokenAmount(minLock, symbol)}`
      : `Fell short by ${count(need, 'qualifying voter')}`;
  return {
    key: 'voters',
    title: 'Distinct qualifying voters',
    met: voters.met,
    current: count(voters.current, 'qualifying voter'),
    threshold: `${voters.threshold} needed, each locking at least ${tokenAmount(minLock, symbol)}`,
    valueBps: ofScale(voters.current, scale),
    thresholdBps: ofScale(voters.threshold, scale),
    scaleEnd: count(scale, 'voter'),
    stillTakes,
    lead: open && stillTakes ? 'Still takes' : null,
    meterText: `${voters.current} of ${count(voters.threshold, 'qualifying voter')} needed`,
  };
}

function participationRow(rule: PassRuleResult, open: boolean, symbol?: string | null): VerdictRow {
  const p = rule.participation;
  const scale = participationScaleBps(p.thresholdBps, p.shareBps);
  const share = turnoutPercent(p.shareBps, p.thresholdBps);
  const requiredTokens = ceilDiv(p.totalSupply * p.thresholdBps, FULL);
  let stillTakes: string | null = null;
  if (!p.met)
    stillTakes = open
      ? `${tokenAmount(p.weightNeeded, symbol)} more must take part`
      : `Fell short by ${tokenAmount(p.weightNeeded, symbol)}`;
  return {
    key: 'participation',
    title: 'Participation',
    met: p.met,
    current: `${share} of supply (${tokenAmount(p.current, symbol)})`,
    threshold: `${percent(p.thresholdBps)} needed (${tokenAmount(requiredTokens, symbol)})`,
    valueBps: ofScale(p.shareBps, scale),
    thresholdBps: ofScale(p.thresholdBps, scale),
    scaleEnd: `${percent(scale)} of supply`,
    stillTakes,
    lead: open && stillTakes ? 'Still takes' : null,
    meterText: `${share} of supply took part, ${percent(p.thresholdBps)} needed`,
  };
}

function approvalRow(rule: PassRuleResult, open: boolean, symbol?: string | null): VerdictRow {
  const a = rule.approval;
  const share = yesPercent(a.shareBps, a.thresholdBps);
  let stillTakes: string | null = null;
  if (a.unreachable)
    stillTakes = `Cannot pass: approval needs ${percent(a.thresholdBps)} yes and ${tokenAmount(a.noVotes, symbol)} already voted no`;
  else if (!a.met && a.yesNeeded !== null)
    stillTakes = open
      ? `${tokenAmount(a.yesNeeded, symbol)} more yes if no more no`
      : `Fell short by ${tokenAmount(a.yesNeeded, symbol)} of yes`;
  return {
    key: 'approval',
    title: 'Approval',
    met: a.met,
    current:
      a.cast === 0n
        ? 'No weight cast yet'
        : `${share} yes (${tokens(a.yesVotes)} of ${tokenAmount(a.cast, symbol)})`,
    threshold: `${percent(a.thresholdBps)} needed`,
    valueBps: clampBps(a.shareBps),
    thresholdBps: clampBps(a.thresholdBps),
    scaleEnd: '100% of the weight cast',
    stillTakes,
    lead: open && stillTakes && !a.unreachable ? 'Still takes' : null,
    meterText:
      a.cast === 0n
        ? `No weight cast yet, ${percent(a.thresholdBps)} yes needed`
        : `${share} voted yes, ${percent(a.thresholdBps)} needed`,
  };
}

/** The three conditions, in the order voters, participation, approval. */
export function verdictRows(
  rule: PassRuleResult,
  governance: GovernanceRuleFields,
  opts: { open?: boolean; symbol?: string | null } = {},
): VerdictRow[] {
  const open = opts.open ?? true;
  return [
    votersRow(rule, BigInt(governance.minLockAmount), open, opts.symbol),
    participationRow(rule, open, opts.symbol),
    approvalRow(rule, open, opts.symbol),
  ];
}
