import { describe, expect, it } from 'vitest';
import { txReport } from '@/test/support/tx-report';
import { fillFigures, fillsOf } from './fills';

const MINT = 'Mint111111111111111111111111111111111111111';
const sent = { priorityFeeLamports: 5_000n, tipLamports: 1_000_000n };

/** A first buy of 0.5 SOL at a 50 bps partner fee: 2,500,000 lamports to the fee wallet, rent for the account. */
const buy = txReport({
  fee: '1015000',
  signatures: 2,
  partnerFee: '2500000',
  accountRent: '2039280',
  changes: {
    sol: String(-(500_000_000 + 1_015_000 + 2_039_280)),
    tokens: [{ mint: MINT, delta: '1994003000000', decimals: 6 }],
  },
});

describe('fillsOf', () => {
  it('takes the wallet’s deltas, the network fee, the tip and the partner fee from the chain', () => {
    expect(fillsOf(buy, MINT, sent)).toEqual({
      solDeltaLamports: '-503054280',
      tokenDelta: '1994003000000',
      networkFeeLamports: '1015000',
      tipLamports: '1000000',
      partnerFeeLamports: '2500000',
    });
  });

  it('leaves the tip unknown when the fee does not show it, and the partner fee when none was paid', () => {
    const other = { ...buy, fee: '2000000', partnerFee: null };
    expect(fillsOf(other, MINT, sent)).toMatchObject({ tipLamports: null, partnerFeeLamports: null });
    expect(fillsOf({ ...buy, partnerFee: '0' }, MINT, sent).partnerFeeLamports).toBeNull();
  });

  it('a trade that failed on chain shows only the fees leaving', () => {
    const failed = txReport({
      ...buy,
      status: 'failed',
      partnerFee: '0',
      accountRent: '0',
      changes: { sol: '-1015000', tokens: [] },
    });

    expect(fillsOf(failed, MINT, sent)).toMatchObject({ solDeltaLamports: '-1015000', tokenDelta: '0' });
  });
});

describe('fillFigures', () => {
  it('separates the swap from the fees and rent, and prices it per whole token', () => {
    const figures = fillFigures(fillsOf(buy, MINT, sent), buy);
    expect(figures.swapSol).toBe(-497_500_000n);
    expect(figures.accountRent).toBe(2_039_280n);
    // 0.4975 SOL for 1,994,003 tokens: 249 lamports a token, rounded down.
    expect(figures.price).toBe(249n);
  });

  it('prices a sale from its proceeds before the partner fee', () => {
    const sale = txReport({
      ...buy,
      partnerFee: '500000',
      accountRent: '0',
      changes: {
        sol: String(100_000_000 - 500_000 - 1_015_000),
        tokens: [{ mint: MINT, delta: '-400000000000', decimals: 6 }],
      },
    });

    const figures = fillFigures(fillsOf(sale, MINT, sent), sale);
    expect(figures.swapSol).toBe(100_000_000n);
    expect(figures.price).toBe(250n);
  });
});
