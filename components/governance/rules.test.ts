import { describe, expect, it } from 'vitest';
import { describeRules } from './rules';

const LUMEN = {
  totalSupply: '1000000000000000',
  minVoterCount: 5,
  minLockAmount: '1000000000',
  minParticipatingSupplyBps: 1500,
  approvalBps: 6600,
  proposalBondBps: 150,
  contentRevision: '1',
};

describe('describeRules', () => {
  it('says the seed rules in words', () => {
    const rules = describeRules(LUMEN);
    expect(rules.sentence).toBe(
      'At least 5 distinct voters locking at least 1,000 tokens each; 15% of the supply must take part; 66% of the weight cast must be yes; a proposal locks a bond of 1.5% of supply (15,000,000 tokens).',
    );
    expect(rules.clauses).toHaveLength(4);
    expect(rules.revision).toBe('Content revision 1: 1 applied change by vote so far.');
  });

  it('handles one voter, no minimum lock, fractional shares and revisions', () => {
    const rules = describeRules({
      ...LUMEN,
      minVoterCount: 1,
      minLockAmount: '0',
      minParticipatingSupplyBps: 1555,
      approvalBps: 5001,
      contentRevision: '12',
    });
    expect(rules.clauses[0]).toBe('at least 1 voter');
    expect(rules.clauses[1]).toBe('15.55% of the supply must take part');
    expect(rules.clauses[2]).toBe('50.01% of the weight cast must be yes');
    expect(rules.revision).toBe('Content revision 12: 12 applied changes by vote so far.');
  });

  it('says when a condition asks for nothing', () => {
    const rules = describeRules({
      ...LUMEN,
      minVoterCount: 0,
      minParticipatingSupplyBps: 0,
      approvalBps: 0,
      proposalBondBps: 0,
      contentRevision: '0',
    });
    expect(rules.sentence).toBe(
      'No minimum number of voters; no minimum share of the supply must take part; no minimum share of yes is needed; a proposal locks no bond.',
    );
    expect(rules.revision).toBe('Content revision 0: no vote has changed the metadata yet.');
  });

  it('keeps exact amounts with fractions', () => {
    const rules = describeRules({ ...LUMEN, totalSupply: '1000000001', minLockAmount: '1500000' });
    expect(rules.clauses[0]).toContain('at least 1.5 tokens each');
    expect(rules.clauses[3]).toBe('a proposal locks a bond of 1.5% of supply (15 tokens)');
  });
});
