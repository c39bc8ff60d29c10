import { describe, expect, it } from 'vitest';
import { tallyView } from './tally';

const rules = { totalSupply: '1000000000000000', approvalBps: 6600, minParticipatingSupplyBps: 1500 };

describe('tallyView', () => {
  it('gives exact amounts and shares of the weight cast', () => {
    const view = tallyView(
      {
        yesVotes: '40180000000000',
        noVotes: '820000000000',
        participatingSupply: '41000000000000',
        participatingVoters: 6,
      },
      rules,
      'LUMEN',
    );
    expect(view.sides.map((s) => [s.label, s.amountText, s.shareBps, s.shareText])).toEqual([
      ['Yes', '40,180,000 LUMEN', 9800n, '98% of the weight cast'],
      ['No', '820,000 LUMEN', 200n, '2% of the weight cast'],
    ]);
    expect(view.summary).toBe('41,000,000 LUMEN cast, 4.1% of supply, by 6 qualifying voters.');
  });

  it('keeps fractions of a token, truncates the yes share and lets yes + no make 100%', () => {
    const view = tallyView(
      { yesVotes: '2000001', noVotes: '1000000', participatingSupply: '3000001', participatingVoters: 1 },
      rules,
    );
    expect(view.sides[0].amountText).toBe('2.000001 tokens');
    expect(view.sides.map((s) => s.shareText)).toEqual([
      '66.6% of the weight cast',
      '33.4% of the weight cast',
    ]);
    expect(view.summary).toMatch(/by 1 qualifying voter\.$/);
  });

  it('shows two decimals only next to a two-decimal threshold', () => {
    const view = tallyView(
      { yesVotes: '2000001', noVotes: '1000000', participatingSupply: '3000001', participatingVoters: 1 },
      { ...rules, approvalBps: 6666 },
    );
    expect(view.sides.map((s) => s.shareText)).toEqual([
      '66.66% of the weight cast',
      '33.34% of the weight cast',
    ]);
  });

  it('says when nothing is cast', () => {
    const view = tallyView(
      { yesVotes: '0', noVotes: '0', participatingSupply: '0', participatingVoters: 0 },
      rules,
    );
    expect(view.sides[0].shareText).toBe('no votes yet');
    expect(view.summary).toBe('Nothing cast yet.');
  });
});
