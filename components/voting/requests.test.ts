import { describe, expect, it } from 'vitest';
import { ALICE, TOKEN } from '@/test/support/fixtures/voting';
import {
  buildCancel,
  buildSettle,
  buildVote,
  buildWithdraw,
  DEFAULT_FEE_VALUES,
  feesOf,
  type VoteContext,
} from './requests';

const PROPOSAL = 'Prop111111111111111111111111111111111111111';
const VOTER = '11111111111111111111111111111111';
const ctx: VoteContext = {
  proposal: PROPOSAL,
  minLockAmount: 1_000n * TOKEN,
  balance: 40_000_000n * TOKEN,
  symbol: 'LUMEN',
};
const values = { side: 'yes', amount: '10,000', ...DEFAULT_FEE_VALUES };

describe('default fees', () => {
  it('are 0.000005 SOL priority fee and 0.001 SOL tip, above the minimums', () => {
    expect(DEFAULT_FEE_VALUES).toEqual({ priorityFee: '0.000005', tip: '0.001' });
    expect(feesOf(DEFAULT_FEE_VALUES)).toEqual({ priorityFeeLamports: 5000n, tipLamports: 1_000_000n });
  });
});

describe('buildVote', () => {
  it('builds the partner request body in base units', () => {
    expect(buildVote(values, ctx)).toEqual({
      ok: true,
      body: {
        proposal: PROPOSAL,
        side: 'yes',
        amount: String(10_000n * TOKEN),
        priorityFeeLamports: '5000',
        tipLamports: '1000000',
      },
    });
    expect(buildVote({ ...values, side: 'no', amount: '1000.5' }, ctx)).toMatchObject({
      ok: true,
      body: { side: 'no', amount: '1000500000' },
    });
  });

  it('asks for a side', () => {
    expect(buildVote({ ...values, side: '' }, ctx)).toEqual({
      ok: false,
      errors: { side: 'Choose yes or no.' },
    });
  });

  it.each([
    ['', 'Enter an amount.'],
    ['abc', expect.stringMatching(/^Enter a number/)],
    ['1.0000001', 'Use at most 6 decimal places.'],
    ['999.999999', 'Enter at least 1,000 LUMEN; smaller votes are refused.'],
    ['40,000,001', 'That is more than you hold: you hold 40,000,000 LUMEN.'],
  ])('refuses the amount %j', (amount, message) => {
    expect(buildVote({ ...values, amount }, ctx)).toEqual({ ok: false, errors: { amount: message } });
  });

  it('accepts the whole balance, and any amount above the minimum when the balance is unknown', () => {
    expect(buildVote({ ...values, amount: '40000000' }, ctx).ok).toBe(true);
    expect(buildVote({ ...values, amount: '90,000,000' }, { ...ctx, balance: null }).ok).toBe(true);
  });

  it('checks the fees against the spec minimums, in SOL', () => {
    expect(buildVote({ ...values, priorityFee: '0.0000009', tip: '0.0009' }, ctx)).toEqual({
      ok: false,
      errors: {
        priorityFee: 'The priority fee must be at least 0.000001 SOL.',
        tip: 'The tip must be at least 0.001 SOL.',
      },
    });
    expect(buildVote({ ...values, priorityFee: '0.000001', tip: '0.001' }, ctx).ok).toBe(true);
    expect(buildVote({ ...values, tip: '1e-3' }, ctx)).toMatchObject({
      ok: false,
      errors: { tip: expect.any(String) },
    });
    expect(feesOf({ priorityFee: 'x', tip: '0.001' })).toBeNull();
  });

  it('still applies the partner schema (an empty proposal is refused)', () => {
    expect(buildVote(values, { ...ctx, proposal: '' })).toEqual({ ok: false, errors: { form: 'Required.' } });
  });
});

describe('cancel, settle and withdraw bodies', () => {
  const fees = { priorityFeeLamports: '5000', tipLamports: '1000000' };

  it('carry the proposal and the fees', () => {
    expect(buildCancel(DEFAULT_FEE_VALUES, PROPOSAL)).toEqual({
      ok: true,
      body: { proposal: PROPOSAL, ...fees },
    });
    expect(buildSettle(DEFAULT_FEE_VALUES, PROPOSAL)).toEqual({
      ok: true,
      body: { proposal: PROPOSAL, ...fees },
    });
    expect(buildWithdraw(DEFAULT_FEE_VALUES, PROPOSAL)).toEqual({
      ok: true,
      body: { proposal: PROPOSAL, ...fees },
    });
  });

  it('withdraw for another wallet requires a valid address', () => {
    expect(buildWithdraw({ ...DEFAULT_FEE_VALUES, voter: ` ${ALICE.slice(0, 10)} ` }, PROPOSAL)).toEqual({
      ok: false,
      errors: { voter: 'Enter a valid wallet address (base58, 32 to 44 characters).' },
    });
    expect(buildWithdraw({ ...DEFAULT_FEE_VALUES, voter: '' }, PROPOSAL)).toEqual({
      ok: false,
      errors: { voter: 'Enter the wallet address of the voter.' },
    });
    expect(buildWithdraw({ ...DEFAULT_FEE_VALUES, voter: ` ${VOTER} ` }, PROPOSAL)).toEqual({
      ok: true,
      body: { proposal: PROPOSAL, voter: VOTER, ...fees },
    });
  });

  it('refuses fees below the minimums', () => {
    expect(buildSettle({ priorityFee: '0', tip: '0.001' }, PROPOSAL)).toEqual({
      ok: false,
      errors: { priorityFee: 'The priority fee must be at least 0.000001 SOL.' },
    });
  });
});
