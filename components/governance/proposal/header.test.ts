import { describe, expect, it } from 'vitest';
import { bondLine, staleRevisionWarning, timeLine } from './header';

describe('header facts', () => {
  it('says how long voting has left', () => {
    expect(timeLine('open', 2n * 86_400n + 23n * 3600n + 59n)).toBe('Voting ends in 2 days 23 hours');
    expect(timeLine('failed', 0n)).toBe('Voting ended');
  });

  it('describes the bond', () => {
    const p = { proposalBondAmount: '15000000000000', proposalBondWithdrawn: false, settled: false };
    expect(bondLine(p)).toBe('The proposer locked a bond of 15,000,000 tokens until settlement.');
    expect(bondLine({ ...p, settled: true })).toBe(
      'The proposer’s bond of 15,000,000 tokens can be reclaimed now.',
    );
    expect(bondLine({ ...p, settled: true, proposalBondWithdrawn: true })).toMatch(/has been reclaimed/);
    expect(bondLine({ ...p, proposalBondAmount: '0' })).toBe('No bond was locked for this proposal.');
  });

  it('warns when an unsettled content change is behind the current revision', () => {
    const p = { actionKind: 'update_content', baseContentRevision: '0', settled: false };
    expect(staleRevisionWarning(p, { contentRevision: '0' })).toBeNull();
    expect(staleRevisionWarning(p, { contentRevision: '1' })).toMatch(
      /^This change was written against content revision 0/,
    );
    expect(staleRevisionWarning({ ...p, settled: true }, { contentRevision: '1' })).toBeNull();
    expect(
      staleRevisionWarning({ ...p, actionKind: 'extend_mutability' }, { contentRevision: '1' }),
    ).toBeNull();
  });
});
