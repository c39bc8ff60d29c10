import { describe, expect, it } from 'vitest';
import { csvField, csvFileName, votesToCsv } from './votes-csv';
import { PROPOSAL, VOTER_A, VOTER_B, vote } from './test-votes';

describe('votesToCsv', () => {
  it('writes a header and one CRLF-terminated row per vote, amounts exact', () => {
    const csv = votesToCsv([
      vote({ amount: '25000000000000', signature: 'sigA' }),
      vote({
        voter: VOTER_B,
        side: 'no',
        amount: '500000001',
        countedAsVoter: false,
        active: false,
        withdrawn: true,
        signature: 'sigB',
      }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'voter,side,amount,amountTokens,countedAsVoter,active,withdrawn,signature,blockTime',
      `${VOTER_A},yes,25000000000000,25000000,true,true,false,sigA,2027-01-15T08:01:00.000Z`,
      `${VOTER_B},no,500000001,500.000001,false,false,true,sigB,2027-01-15T08:01:00.000Z`,
      '',
    ]);
  });

  it('is just the header for no votes', () => {
    expect(votesToCsv([])).toBe(
      'voter,side,amount,amountTokens,countedAsVoter,active,withdrawn,signature,blockTime\r\n',
    );
  });

  it('quotes fields with commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "yes"')).toBe('"say ""yes"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('@sum')).toBe("'@sum");
    const csv = votesToCsv([vote({ side: 'maybe, "later"' })]);
    expect(csv).toContain(',"maybe, ""later""",');
  });

  it('names the file after the proposal and the row count', () => {
    expect(csvFileName(PROPOSAL, 200)).toBe('votes-DyKVEeLx-top-200.csv');
  });
});
