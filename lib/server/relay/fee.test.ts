import { describe, expect, it } from 'vitest';
import { withPartnerFee } from './fee';

describe('withPartnerFee', () => {
  const trade = { mint: 'M', maxSolIn: '1', partnerFeeBps: 9999 };
  it('replaces the browser fee with the server setting on trades', () => {
    expect(withPartnerFee('buy', trade, 25n)).toEqual({ mint: 'M', maxSolIn: '1', partnerFeeBps: 25 });
    expect(withPartnerFee('sell', { mint: 'M' }, 150n)).toEqual({ mint: 'M', partnerFeeBps: 150 });
  });
  it('leaves the field out when the setting is 0', () => {
    expect(withPartnerFee('buyExactOut', trade, 0n)).toEqual({ mint: 'M', maxSolIn: '1' });
  });
  it('does not touch other writes', () => {
    const vote = { proposal: 'P', partnerFeeBps: 3 };
    expect(withPartnerFee('vote', vote, 25n)).toBe(vote);
  });
});
