import { describe, expect, it } from 'vitest';
import { evaluatePassRule, type PassRuleGovernance } from '@/lib/domain';
import { participationScaleBps, verdictRows } from './verdict';
import { verdictHeadline, verdictReason } from './verdict-headline';

const T = 1_000_000n; // one token in base units
const gov: PassRuleGovernance & { minLockAmount: string } = {
  totalSupply: (1_000_000_000n * T).toString(),
  minVoterCount: 5,
  minParticipatingSupplyBps: 1500,
  approvalBps: 6600,
  minLockAmount: (1_000n * T).toString(),
};

const rule = (yes: bigint, no: bigint, voters: number, g: PassRuleGovernance = gov) =>
  evaluatePassRule(g, {
    yesVotes: yes,
    noVotes: no,
    participatingSupply: yes + no,
    participatingVoters: voters,
  });

describe('verdictRows', () => {
  it('says what the open LUMEN proposal still takes', () => {
    const rows = verdictRows(rule(39_000_500n * T, 9_000_000n * T, 4), gov, { symbol: 'LUMEN' });
    expect(rows.map((r) => r.key)).toEqual(['voters', 'participation', 'approval']);
    const [voters, participation, approval] = rows;
    expect(voters).toMatchObject({
      met: false,
      current: '4 qualifying voters',
      threshold: '5 needed, each locking at least 1,000 LUMEN',
      stillTakes: '1 more qualifying voter, each locking at least 1,000 LUMEN',
      valueBps: 8000n,
      thresholdBps: 10000n,
    });
    expect(participation).toMatchObject({
      met: false,
      current: '4.8% of supply (48,000,500 LUMEN)',
      threshold: '15% needed (150,000,000 LUMEN)',
      stillTakes: '101,999,500 LUMEN more must take part',
      scaleEnd: '30% of supply',
      thresholdBps: 5000n,
      valueBps: 1600n,
    });
    expect(approval).toMatchObject({
      met: true,
      current: '81.2% yes (39,000,500 of 48,000,500 LUMEN)',
      stillTakes: null,
      thresholdBps: 6600n,
    });
  });

  it('phrases the yes still needed exactly, assuming no more no', () => {
    const [, , approval] = verdictRows(rule(10n * T, 20n * T, 9), gov, { symbol: 'LUMEN' });
    // (10 + y) * 10000 >= (30 + y) * 6600  →  y >= 28.823529…, rounded up to the base unit.
    expect(approval?.stillTakes).toBe('28.82353 LUMEN more yes if no more no');
    expect(approval?.met).toBe(false);
  });

  it('says when approval can no longer be reached', () => {
    const [, , approval] = verdictRows(rule(10n * T, 1n * T, 9, { ...gov, approvalBps: 10000 }), gov);
    expect(approval?.stillTakes).toBe('Cannot pass: approval needs 100% yes and 1 token already voted no');
  });

  it('says by how much a closed proposal fell short', () => {
    const rows = verdictRows(rule(40_180_000n * T, 820_000n * T, 6), gov, { open: false });
    expect(rows.map((r) => r.stillTakes)).toEqual([null, 'Fell short by 109,000,000 tokens', null]);
    const few = verdictRows(rule(200_000_000n * T, 0n, 3), gov, { open: false });
    expect(few[0]?.stillTakes).toBe('Fell short by 2 qualifying voters');
  });

  it('handles nothing cast', () => {
    const [voters, participation, approval] = verdictRows(rule(0n, 0n, 0), gov);
    expect(voters?.current).toBe('0 qualifying voters');
    expect(participation?.stillTakes).toBe('150,000,000 tokens more must take part');
    expect(approval).toMatchObject({ met: true, current: 'No weight cast yet', valueBps: 0n });
  });

  it('keeps the bar full and moves the marker when the voter count exceeds the threshold', () => {
    const [voters] = verdictRows(rule(200_000_000n * T, 0n, 8), gov);
    expect(voters).toMatchObject({ met: true, valueBps: 10000n, thresholdBps: 6250n, scaleEnd: '8 voters' });
  });
});

describe('participationScaleBps', () => {
  // Spans twice the threshold, widened to fit the share, between 10% and 100%.
  it.each([
    ['twice the threshold', 1500n, 410n, 3000n],
    ['widened to fit the share', 1500n, 4100n, 5000n],
    ['at least 10%', 0n, 0n, 1000n],
    ['at most 100%', 6000n, 100n, 10000n],
  ])('spans %s: threshold %s, share %s gives %s', (_rule, thresholdBps, shareBps, scale) => {
    expect(participationScaleBps(thresholdBps, shareBps)).toBe(scale);
  });
});

describe('verdictHeadline', () => {
  const state = (
    phase: 'open' | 'awaiting_settlement' | 'executed' | 'passed' | 'failed',
    r = rule(0n, 0n, 0),
  ) => ({
    phase,
    rule: r,
    rawOutcome: null,
  });

  it('explains the LUMEN turnout failure in one sentence', () => {
    const h = verdictHeadline(state('failed', rule(40_180_000n * T, 820_000n * T, 6)));
    expect(h).toEqual({
      tone: 'danger',
      title: 'Failed: 4.1% of supply took part, 15% needed, although 98% voted yes.',
      sentence: null,
    });
  });

  it('says what a closed proposal will be when settled', () => {
    const fail = verdictHeadline(state('awaiting_settlement', rule(200_000_000n * T, 0n, 3)));
    expect(fail.title).toBe('Will fail when settled: 3 qualifying voters, 5 needed.');
    const pass = verdictHeadline(state('awaiting_settlement', rule(200_000_000n * T, 0n, 5)));
    expect(pass.title).toBe('Will pass when settled');
    expect(pass.sentence).toMatch(/^5 qualifying voters \(5 needed\), 20% of supply took part/);
  });

  it('counts the conditions met while open', () => {
    expect(verdictHeadline(state('open', rule(39_000_500n * T, 9_000_000n * T, 4))).sentence).toMatch(
      /^1 of 3 conditions met/,
    );
    expect(verdictHeadline(state('open', rule(200_000_000n * T, 0n, 5))).title).toBe('Passing so far');
  });

  it('says whether a passed proposal was applied, and when the service disagrees with the tally', () => {
    const passing = rule(200_000_000n * T, 0n, 5);
    expect(verdictHeadline(state('executed', passing)).sentence).toBe('The change was applied.');
    expect(verdictHeadline(state('passed', passing)).sentence).toMatch(/^The change was not applied/);
    expect(verdictHeadline(state('failed', passing)).sentence).toMatch(/recorded this proposal as failed/);
    expect(verdictHeadline({ ...state('failed', rule(0n, 0n, 0)), rawOutcome: 'vetoed' }).sentence).toBe(
      'The service reports the outcome “vetoed”.',
    );
  });

  it('strips the prefix of a verdict sentence', () => {
    expect(verdictReason('Failed: 3 qualifying voters, 5 needed.')).toBe('3 qualifying voters, 5 needed.');
  });
});

describe('verdictRows lead', () => {
  it('leads with "Still takes" only while open and reachable', () => {
    const open = verdictRows(rule(39_000_500n * T, 9_000_000n * T, 4), gov);
    expect(open.map((r) => r.lead)).toEqual(['Still takes', 'Still takes', null]);
    const closed = verdictRows(rule(39_000_500n * T, 9_000_000n * T, 4), gov, { open: false });
    expect(closed.map((r) => r.lead)).toEqual([null, null, null]);
    const [, , impossible] = verdictRows(rule(10n * T, 1n * T, 9, { ...gov, approvalBps: 10000 }), gov);
    expect(impossible?.lead).toBeNull();
  });
});
