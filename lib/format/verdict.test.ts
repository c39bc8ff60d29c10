import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluatePassRule, parseAmount, type PassRuleGovernance } from '@/lib/domain';
import { explainVerdict } from './verdict';

const gov: PassRuleGovernance = {
  totalSupply: '1000000',
  minVoterCount: 5,
  minParticipatingSupplyBps: 1500,
  approvalBps: 6600,
};

const explain = (yes: bigint, no: bigint, voters: number, g: PassRuleGovernance = gov) =>
  explainVerdict(
    evaluatePassRule(g, {
      yesVotes: yes,
      noVotes: no,
      participatingSupply: yes + no,
      participatingVoters: voters,
    }),
  );

describe('explainVerdict', () => {
  it.each([
    [
      'a pass, with every figure',
      [178_200n, 41_800n, 7],
      'Passed: 7 qualifying voters (5 needed), 22% of supply took part (15% needed), 81% voted yes (66% needed).',
    ],
    [
      'low turnout despite strong approval',
      [40_180n, 820n, 9],
      'Failed: 4.1% of supply took part, 15% needed, although 98% voted yes.',
    ],
    ['too few voters', [200_000n, 0n, 3], 'Failed: 3 qualifying voters, 5 needed.'],
    ['one voter, in the singular', [200_000n, 0n, 1], 'Failed: 1 qualifying voter, 5 needed.'],
    [
      'every failing condition, in order',
      [10_000n, 20_000n, 2],
      'Failed: 2 qualifying voters, 5 needed; 3% of supply took part, 15% needed; 33.3% voted yes, 66% needed.',
    ],
  ] as const)('explains %s', (_, [yes, no, voters], sentence) => {
    expect(explain(yes, no, voters)).toBe(sentence);
  });

  it('never shows a failing share as reaching its threshold', () => {
    // 14.99% of supply: truncated to 14.9%, not rounded to 15%.
    expect(explain(149_900n, 0n, 9)).toBe(
      'Failed: 14.9% of supply took part, 15% needed, although 100% voted yes.',
    );
    // 65.99% yes.
    expect(explain(65_990n, 34_010n, 9, { ...gov, minParticipatingSupplyBps: 0 })).toBe(
      'Failed: 65.9% voted yes, 66% needed.',
    );
  });

  it('uses two decimals against a threshold that has two', () => {
    const g = { ...gov, minParticipatingSupplyBps: 1555 };
    expect(explain(155_400n, 0n, 9, g)).toBe(
      'Failed: 15.54% of supply took part, 15.55% needed, although 100% voted yes.',
    );
    expect(explain(155_600n, 0n, 9, g)).toContain('15.56% of supply took part (15.55% needed)');
  });

  it('says so when a pass had nothing cast', () => {
    expect(explain(0n, 0n, 0, { ...gov, minVoterCount: 0, minParticipatingSupplyBps: 0 })).toBe(
      'Passed: 0 qualifying voters (0 needed), 0% of supply took part (0% needed), no votes were cast (66% yes needed).',
    );
  });

  it('shows failing shares strictly below and met shares at or above their thresholds (property)', () => {
    // Reads a shown percentage back as exact bps.
    const percent = (text: string, pattern: RegExp): bigint => {
      const parsed = parseAmount(pattern.exec(text)?.[1] ?? '', 2);
      if (!parsed.ok) throw new Error(`no percentage in ${text}`);
      return parsed.value;
    };
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.integer({ min: 1, max: 9999 }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        (total, m, p) => {
          const g = { totalSupply: total, minVoterCount: 0, minParticipatingSupplyBps: m, approvalBps: 0 };
          const r = evaluatePassRule(g, {
            yesVotes: p,
            noVotes: 0n,
            participatingSupply: p,
            participatingVoters: 0,
          });
          const text = explainVerdict(r);
          const shown = percent(text, /([0-9][0-9.,]*)% of supply took part/);
          const needed = percent(text, /took part[ ,(]+([0-9.]+)% needed/);
          if (r.participation.met) expect(shown >= needed).toBe(true);
          else expect(shown < needed).toBe(true);
        },
      ),
    );
  });
});
