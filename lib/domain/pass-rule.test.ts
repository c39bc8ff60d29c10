import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluatePassRule, type PassRuleGovernance, type PassRuleTally } from './pass-rule';

const gov: PassRuleGovernance = {
  totalSupply: '1000000000000000',
  minVoterCount: 5,
  minParticipatingSupplyBps: 1500,
  approvalBps: 6600,
};

const tally = (yes: bigint, no: bigint, voters: number): PassRuleTally => ({
  yesVotes: yes.toString(),
  noVotes: no.toString(),
  participatingSupply: (yes + no).toString(),
  participatingVoters: voters,
});

const SUPPLY = 1_000_000_000_000_000n;

describe('evaluatePassRule', () => {
  it('passes when all three conditions hold, at the exact thresholds', () => {
    // 15% of supply, 66% of it yes.
    const cast = (SUPPLY * 15n) / 100n;
    const yes = (cast * 66n) / 100n;
    const r = evaluatePassRule(gov, tally(yes, cast - yes, 5));
    expect(r.passes).toBe(true);
    expect(r.voters).toEqual({ met: true, current: 5n, threshold: 5n, votersNeeded: 0n });
    expect(r.participation).toMatchObject({
      met: true,
      shareBps: 1500n,
      thresholdBps: 1500n,
      weightNeeded: 0n,
    });
    expect(r.approval).toMatchObject({ met: true, shareBps: 6600n, yesNeeded: 0n, unreachable: false, cast });
  });

  it('fails on low turnout despite strong approval', () => {
    const r = evaluatePassRule(gov, tally(SUPPLY / 100n, 0n, 10));
    expect(r.passes).toBe(false);
    expect(r.participation.met).toBe(false);
    expect(r.participation.weightNeeded).toBe((SUPPLY * 14n) / 100n);
    expect(r.approval.met).toBe(true);
  });

  it('fails on too few voters and reports how many more', () => {
    const r = evaluatePassRule(gov, tally(SUPPLY / 2n, 0n, 3));
    expect(r.passes).toBe(false);
    expect(r.voters).toEqual({ met: false, current: 3n, threshold: 5n, votersNeeded: 2n });
  });

  it('fails on approval and reports the yes weight still needed', () => {
    const r = evaluatePassRule({ ...gov, approvalBps: 5000 }, tally(40n * 10n ** 13n, 60n * 10n ** 13n, 9));
    expect(r.approval).toMatchObject({ met: false, shareBps: 4000n, yesNeeded: 20n * 10n ** 13n });
  });

  it('keeps the literal approval test: nothing cast meets it', () => {
    const r = evaluatePassRule(gov, tally(0n, 0n, 0));
    expect(r.approval).toMatchObject({ met: true, cast: 0n, shareBps: 0n, yesNeeded: 0n });
    expect(r.passes).toBe(false);
    const open = evaluatePassRule(
      { ...gov, minVoterCount: 0, minParticipatingSupplyBps: 0 },
      tally(0n, 0n, 0),
    );
    expect(open.passes).toBe(true);
  });

  it('marks 100% approval with any no vote as unreachable', () => {
    const r = evaluatePassRule({ ...gov, approvalBps: 10000 }, tally(100n, 1n, 9));
    expect(r.approval).toMatchObject({ met: false, yesNeeded: null, unreachable: true });
    const clean = evaluatePassRule({ ...gov, approvalBps: 10000 }, tally(100n, 0n, 9));
    expect(clean.approval).toMatchObject({ met: true, yesNeeded: 0n, unreachable: false });
  });

  it('treats zero supply literally and accepts bigint inputs', () => {
    const r = evaluatePassRule(
      { totalSupply: 0n, minVoterCount: 1n, minParticipatingSupplyBps: 1500n, approvalBps: 6600n },
      { yesVotes: 1n, noVotes: 0n, participatingSupply: 1n, participatingVoters: 1n },
    );
    expect(r.participation).toMatchObject({ met: true, shareBps: 0n, weightNeeded: 0n });
    expect(r.passes).toBe(true);
  });

  it('uses participatingSupply for turnout and yes/no for approval', () => {
    const r = evaluatePassRule(gov, { ...tally(1n, 0n, 5), participatingSupply: SUPPLY.toString() });
    expect(r.participation.met).toBe(true);
    expect(r.passes).toBe(true);
  });

  it('throws for malformed or negative inputs', () => {
    expect(() => evaluatePassRule({ ...gov, totalSupply: '1.5' }, tally(1n, 1n, 1))).toThrow(RangeError);
    expect(() => evaluatePassRule(gov, { ...tally(1n, 1n, 1), noVotes: '-1' })).toThrow(/negative/);
    expect(() => evaluatePassRule({ ...gov, approvalBps: 66.5 }, tally(1n, 1n, 1))).toThrow(RangeError);
  });
});

describe('pass rule boundaries (property)', () => {
  const supply = fc.bigInt({ min: 1n, max: 10n ** 18n });
  const bps = fc.integer({ min: 0, max: 10000 });

  it('participation: weightNeeded is minimal and exactly meets the threshold', () => {
    fc.assert(
      fc.property(supply, bps, fc.bigInt({ min: 0n, max: 10n ** 18n }), (total, m, p) => {
        const g = { ...gov, totalSupply: total, minParticipatingSupplyBps: m, minVoterCount: 0 };
        const at = (w: bigint) => evaluatePassRule(g, { ...tally(w, 0n, 0), participatingSupply: w });
        const r = at(p);
        const x = r.participation.weightNeeded;
        expect(r.participation.met).toBe(x === 0n);
        // The threshold weight itself passes; one base unit less fails.
        const threshold = p + x;
        expect(at(threshold).participation.met).toBe(true);
        if (threshold > 0n && x > 0n) expect(at(threshold - 1n).participation.met).toBe(false);
        // From nothing cast, the weight needed is the exact threshold weight.
        const fromZero = at(0n).participation.weightNeeded;
        expect(at(fromZero).participation.met).toBe(true);
        if (fromZero > 0n) expect(at(fromZero - 1n).participation.met).toBe(false);
        expect(r.participation.met).toBe(p * 10000n >= total * BigInt(m));
      }),
    );
  });

  it('approval: yesNeeded is minimal and exactly meets the threshold', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 18n }),
        fc.bigInt({ min: 0n, max: 10n ** 18n }),
        bps,
        (yes, no, a) => {
          const g = { ...gov, approvalBps: a };
          const r = evaluatePassRule(g, tally(yes, no, 9)).approval;
          expect(r.met).toBe(yes * 10000n >= (yes + no) * BigInt(a));
          if (r.yesNeeded === null) {
            expect(r.unreachable).toBe(true);
            expect(a).toBe(10000);
            expect(no > 0n).toBe(true);
            return;
          }
          expect(r.met).toBe(r.yesNeeded === 0n);
          expect(evaluatePassRule(g, tally(yes + r.yesNeeded, no, 9)).approval.met).toBe(true);
          if (r.yesNeeded > 0n) {
            expect(evaluatePassRule(g, tally(yes + r.yesNeeded - 1n, no, 9)).approval.met).toBe(false);
          }
        },
      ),
    );
  });

  it('voters: exactly the minimum passes, one fewer fails', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }), (min, count) => {
        const g = { ...gov, minVoterCount: min };
        const r = evaluatePassRule(g, tally(1n, 0n, count)).voters;
        expect(r.met).toBe(count >= min);
        expect(r.votersNeeded).toBe(BigInt(Math.max(0, min - count)));
        expect(evaluatePassRule(g, tally(1n, 0n, min)).voters.met).toBe(true);
        expect(evaluatePassRule(g, tally(1n, 0n, min - 1)).voters.met).toBe(false);
      }),
    );
  });

  it('shares in bps reach the threshold exactly when the condition is met', () => {
    fc.assert(
      fc.property(
        supply,
        bps,
        bps,
        fc.bigInt({ min: 0n, max: 10n ** 18n }),
        fc.bigInt({ min: 0n, max: 10n ** 18n }),
        (total, m, a, yes, no) => {
          const r = evaluatePassRule(
            { totalSupply: total, minVoterCount: 0, minParticipatingSupplyBps: m, approvalBps: a },
            tally(yes, no, 0),
          );
          expect(r.participation.met).toBe(r.participation.shareBps >= BigInt(m));
          if (r.approval.cast > 0n) expect(r.approval.met).toBe(r.approval.shareBps >= BigInt(a));
          expect(r.passes).toBe(r.voters.met && r.participation.met && r.approval.met);
        },
      ),
    );
  });
});
