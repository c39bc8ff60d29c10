import { describe, expect, it } from 'vitest';
import { notFoundReason } from './not-found-reason';
import { PROPOSAL, VOTER_A } from './test-votes';

describe('notFoundReason', () => {
  it('checks both addresses first', () => {
    expect(notFoundReason({ mint: 'nope', proposal: PROPOSAL })).toBe('bad_mint');
    expect(notFoundReason({ mint: VOTER_A, proposal: 'O0Il' })).toBe('bad_proposal');
  });

  it('tells a token without governance from a proposal not listed', () => {
    expect(
      notFoundReason({
        mint: VOTER_A,
        proposal: PROPOSAL,
        governance: { errorCode: 'governance_not_found' },
      }),
    ).toBe('no_governance');
    expect(notFoundReason({ mint: VOTER_A, proposal: PROPOSAL, governance: { proposals: [] } })).toBe(
      'not_listed',
    );
    expect(notFoundReason({ mint: VOTER_A, proposal: PROPOSAL, governance: { proposals: [PROPOSAL] } })).toBe(
      'unknown',
    );
    expect(notFoundReason({ mint: VOTER_A, proposal: PROPOSAL })).toBe('unknown');
    expect(notFoundReason({ mint: VOTER_A, proposal: PROPOSAL, governance: { errorCode: 'internal' } })).toBe(
      'unknown',
    );
  });
});
