import { describe, expect, it } from 'vitest';
import { checkTrade } from './check';
import { buildTrade, feesOf, feeTexts, initialValues, type TradeValues } from './form';
import { balanceProblemText } from './words';

const MINT = '6hM7wykUyeKNsYCWxcV35nXa4z95BicE9v7CtzZWyiht';
const SOL = 1_000_000_000n;
const TOKEN = 1_000_000n;
const ctx = (sol: bigint | null = 10n * SOL, tokens: bigint | null = 1_000n * TOKEN) => ({
  mint: MINT,
  balances: { sol, tokens },
  describeBalance: (problem: Parameters<typeof balanceProblemText>[0]) =>
    balanceProblemText(problem, 'GRASS'),
});
const values = (patch: Partial<TradeValues>): TradeValues => ({ ...initialValues(), ...patch });

describe('buildTrade', () => {
  it('builds a buy in slippage mode: maxSolIn in lamports, slippageBps, fees, no partner fee', () => {
    const built = buildTrade(values({ amount: '0.5', slippage: '300' }), ctx());
    expect(built).toMatchObject({ ok: true });
    if (!built.ok) return;
    expect(built.trade.body).toEqual({
      mint: MINT,
      maxSolIn: '500000000',
      slippageBps: 300,
      priorityFeeLamports: '5000',
      tipLamports: '1000000',
    });
    expect(built.trade.bound).toMatchObject({ mode: 'slippage', shareBps: 9700n });
  });

  it('builds each side in explicit mode with its bound in the bound’s unit', () => {
    const buy = buildTrade(values({ amount: '1', mode: 'explicit', bound: '1,000' }), ctx());
    expect(buy.ok && buy.trade.body).toMatchObject({
      maxSolIn: String(SOL),
      minTokensOut: String(1000n * TOKEN),
    });
    const exact = buildTrade(
      values({ side: 'buy-exact-out', amount: '5', mode: 'explicit', bound: '0.25' }),
      ctx(),
    );
    expect(exact.ok && exact.trade.body).toMatchObject({
      tokensOut: String(5n * TOKEN),
      maxSolIn: String(SOL / 4n),
    });
    const sell = buildTrade(values({ side: 'sell', amount: '10', mode: 'explicit', bound: '0' }), ctx());
    expect(sell.ok && sell.trade.body).toMatchObject({ tokensIn: String(10n * TOKEN), minSolOut: '0' });
    expect(sell.ok && sell.trade.bound).toMatchObject({ off: true });
  });

  it('takes a custom slippage from 0 to 50 %', () => {
    const ok = buildTrade(values({ amount: '1', slippage: 'custom', customSlippage: '12.5' }), ctx());
    expect(ok.ok && ok.trade.body.slippageBps).toBe(1250);
    expect(buildTrade(values({ amount: '1', slippage: 'custom', customSlippage: '51' }), ctx())).toEqual({
      ok: false,
      errors: { customSlippage: 'Enter at most 50%.' },
    });
  });

  it('refuses fees below the spec minimums in the browser, with the minimum in SOL', () => {
    const built = buildTrade(values({ amount: '1', priorityFee: '0.000000999', tip: '0.000999' }), ctx());
    expect(built).toEqual({
      ok: false,
      errors: {
        priorityFee: 'The priority fee must be at least 0.000001 SOL.',
        tip: 'The tip must be at least 0.001 SOL.',
      },
    });
    expect(feesOf(feeTexts('turbo'))).toEqual({ priorityFeeLamports: 1_000_000n, tipLamports: 5_000_000n });
  });

  it('reports every field at once: no amount, an empty bound', () => {
    expect(buildTrade(values({ mode: 'explicit' }), ctx())).toEqual({
      ok: false,
      errors: { amount: 'Enter an amount.', bound: 'Enter an amount.' },
    });
  });

  it('checks the balances it knows before anything is sent', () => {
    expect(buildTrade(values({ amount: '10' }), ctx())).toEqual({
      ok: false,
      errors: { amount: 'This needs 10.001015 SOL with fees; you have 10 SOL.' },
    });
    expect(buildTrade(values({ side: 'sell', amount: '1,001' }), ctx())).toEqual({
      ok: false,
      errors: { amount: 'You hold 1,000 GRASS; this sells 1,001 GRASS.' },
    });
    expect(buildTrade(values({ side: 'sell', amount: '1' }), ctx(SOL, 0n))).toEqual({
      ok: false,
      errors: { amount: 'You hold no GRASS, so there is nothing to sell.' },
    });
    expect(buildTrade(values({ amount: '10' }), ctx(null, null)).ok).toBe(true);
  });
});

describe('checkTrade', () => {
  it('passes what the form built through the proxy’s request schema, the body unchanged', async () => {
    for (const patch of [
      { amount: '0.5' },
      { side: 'buy-exact-out', amount: '5', mode: 'explicit', bound: '0.25' },
      { side: 'sell', amount: '10', mode: 'explicit', bound: '0' },
    ] as const) {
      const built = buildTrade(values(patch), ctx());
      if (!built.ok) throw new Error('the form refused a valid trade');
      await expect(checkTrade(built.trade)).resolves.toEqual({ ok: true, trade: built.trade });
    }
  });

  it('refuses, for the whole form, what only the request schema catches', async () => {
    const built = buildTrade(values({ amount: '1' }), { ...ctx(), mint: '' });
    if (!built.ok) throw new Error('the domain rules do not read the mint');
    await expect(checkTrade(built.trade)).resolves.toEqual({ ok: false, errors: { form: 'Required.' } });
  });
});
