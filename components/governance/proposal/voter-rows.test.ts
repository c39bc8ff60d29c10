import { describe, expect, it } from 'vitest';
import { listNote, ownVoteNote, voterRows } from './voter-rows';
import { VOTER_A, VOTER_B, vote } from './test-votes';

const opts = { wallet: VOTER_A, minLockAmount: '1000000000' };

describe('voterRows', () => {
  it('shows side, exact amount, whether it counts, status and the person’s own vote', () => {
    const rows = voterRows(
      [
        vote({ amount: '25000000000000' }),
        vote({ voter: VOTER_B, side: 'no', amount: '500000000', countedAsVoter: false }),
        vote({ voter: VOTER_B, amount: '5000000000000', active: false }),
        vote({ voter: VOTER_B, amount: '1000000000', withdrawn: true }),
        vote({ voter: VOTER_B, side: 'abstain', active: false, withdrawn: true }),
      ],
      opts,
    );
    expect(rows.map((r) => [r.sideLabel, r.amountText, r.countsText, r.statusText, r.isYou])).toEqual([
      ['Yes', '25,000,000', 'Yes', 'Active', true],
      ['No', '500', 'No: below the 1,000 minimum', 'Active', false],
      ['Yes', '5,000,000', 'Yes', 'Cancelled', false],
      ['Yes', '1,000', 'Yes', 'Withdrawn', false],
      ['abstain', '1,000', 'Yes', 'Cancelled, tokens withdrawn', false],
    ]);
    expect(rows[0]?.short).toBe('kGVV…wxoU');
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
  });

  it('marks nobody without a wallet', () => {
    expect(voterRows([vote()], { ...opts, wallet: null })[0]?.isYou).toBe(false);
  });
});

describe('listNote', () => {
  const many = (n: number) => Array.from({ length: n }, () => vote());

  it('says nothing when the service returned fewer than asked', () => {
    expect(listNote(many(6), 50, 5)).toBeNull();
  });

  it('says when a proposal has more voters than the service can list', () => {
    expect(listNote(many(200), 200, 210)).toEqual({
      tone: 'warning',
      text: 'This proposal has more voters than the service can list (200 at most); the list and chart show the 200 largest.',
    });
    expect(listNote(many(200), 200, 200)?.text).toMatch(
      /^The service lists 200 votes at most; if this proposal has more/,
    );
  });

  it('suggests a larger size below the maximum', () => {
    expect(listNote(many(50), 50, 210)?.text).toBe(
      'Showing the 50 largest votes; this proposal has more. Choose a larger size to see more (200 at most).',
    );
  });
});

describe('ownVoteNote', () => {
  it('shows the person’s vote when it is not in the loaded list', () => {
    const rows = voterRows([vote({ voter: VOTER_B })], opts);
    expect(ownVoteNote([vote({ amount: '1500000000' })], rows, 50)).toBe(
      'Your vote: yes, 1,500 tokens. Not among the 50 largest shown.',
    );
    expect(ownVoteNote([vote({ active: false }), vote({ side: 'no' })], rows, 50)).toBe(
      'Your votes: yes, 1,000 tokens (cancelled); no, 1,000 tokens. Not among the 50 largest shown.',
    );
  });

  it('says nothing when the vote is listed or there is none', () => {
    expect(ownVoteNote([vote()], voterRows([vote()], opts), 50)).toBeNull();
    expect(ownVoteNote([], [], 50)).toBeNull();
  });
});
