import { describe, expect, it } from 'vitest';
import { tallyView } from './tally';

const supply = '1000000000000000';

describe('tallyView', () => {
  it('gives exact amounts and shares of the weight cast', () => {
    const view = tallyView(
      {
        yesVotes: '40180000000000',
        noVotes: '820000000000',
        participatingSupply: '41000000000000',
        participatingVoters: 6,
      },
      supply,
    );
    expect(view.sides.map((s) => [s.label, s.amountText, s.shareBps, s.shareText])).toEqual([
      ['Yes', '40,180,000 tokens', 9800n, '98% of the weight cast'],
      ['No', '820,000 tokens', 200n, '2% of the weight cast'],
    ]);
    expect(view.summary).toBe('41,000,000 tokens cast, 4.1% of supply, by 6 qualifying voters.');
  });

  it('keeps fractions of a token and truncates shares', () => {
    const view = tallyView(
      { yesVotes: '2000001', noVotes: '1000000', participatingSupply: '3000001', participatingVoters: 1 },
      supply,
    );
    expect(view.sides[0].amountText).toBe('2.000001 tokens');
    expect(view.sides[0].shareText).toBe('66.66% of the weight cast');
    expect(view.summary).toMatch(/by 1 qualifying voter\.$/);
  });

  it('says when nothing is cast', () => {
    const view = tallyView(
      { yesVotes: '0', noVotes: '0', participatingSupply: '0', participatingVoters: 0 },
      supply,
    );
    expect(view.sides[0].shareText).toBe('no votes yet');
    expect(view.summary).toBe('Nothing cast yet.');
  });
});
