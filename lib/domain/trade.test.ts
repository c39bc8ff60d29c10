import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/lib/partner';
import { applyBps, formatBps } from './bps';
import {
  balanceProblem,
  boundOf,
  derivedBound,
  FEE_PRESETS,
  maxAmount,
  networkFeeEstimate,
  parsePercentBps,
  parsePositive,
  partnerFeePreview,
  presetOf,
  pricePerToken,
  swapBudget,
  TOKEN_ACCOUNT_RENT_LAMPORTS,
  TRADE_LIMITS,
  tradeBody,
} from './trade';

const SOL = 1_000_000_000n;
const TOKEN = 1_000_000n;
const normal = FEE_PRESETS.normal;

describe('limits', () => {
  it('are the spec’s', () => {
    expect(TRADE_LIMITS.slippageBpsMax).toBe(BigInt(LIMITS.slippageBpsMax));
    expect(TRADE_LIMITS.priorityFeeLamportsMin).toBe(LIMITS.priorityFeeLamportsMin);
    expect(TRADE_LIMITS.tipLamportsMin).toBe(LIMITS.tipLamportsMin);
  });

  it('keeps every fee preset at or above the minimums, each faster than the last', () => {
    const presets = Object.values(FEE_PRESETS);
    for (const preset of presets) {
      expect(preset.priorityFeeLamports).toBeGreaterThanOrEqual(TRADE_LIMITS.priorityFeeLamportsMin);
      expect(preset.tipLamports).toBeGreaterThanOrEqual(TRADE_LIMITS.tipLamportsMin);
    }
    for (let i = 1; i < presets.length; i += 1)
      expect(networkFeeEstimate(presets[i]!)).toBeGreaterThan(networkFeeEstimate(presets[i - 1]!));
    expect(presetOf(FEE_PRESETS.fast)).toBe('fast');
    expect(presetOf({ priorityFeeLamports: 5_001n, tipLamports: 1_000_000n })).toBeNull();
  });
});

describe('parsePercentBps', () => {
  it('reads percentages into basis points, 0 to 50 %', () => {
    expect(parsePercentBps('1')).toEqual({ ok: true, value: 100n });
    expect(parsePercentBps('0.5')).toEqual({ ok: true, value: 50n });
    expect(parsePercentBps('12.25 %')).toEqual({ ok: true, value: 1225n });
    expect(parsePercentBps('0')).toEqual({ ok: true, value: 0n });
    expect(parsePercentBps('50')).toEqual({ ok: true, value: 5000n });
    expect(parsePercentBps('50.01')).toMatchObject({ ok: false, message: 'Enter at most 50%.' });
    expect(parsePercentBps('0.125')).toMatchObject({ ok: false });
    expect(parsePercentBps('-1')).toMatchObject({ ok: false });
  });

  it('round-trips every rate', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 5000n }), (bps) => {
        expect(parsePercentBps(formatBps(bps))).toEqual({ ok: true, value: bps });
      }),
    );
  });
});

describe('parsePositive', () => {
  it('reads SOL and tokens into base units and refuses 0', () => {
    expect(parsePositive('0.5', 'sol')).toEqual({ ok: true, value: SOL / 2n });
    expect(parsePositive('1,000', 'token')).toEqual({ ok: true, value: 1000n * TOKEN });
    expect(parsePositive('0', 'token')).toEqual({ ok: false, message: 'Enter an amount above 0.' });
    expect(parsePositive('0.0000001', 'token')).toMatchObject({ ok: false });
  });
});

describe('bounds per mode', () => {
  it('slippage mode: at least 100 % − s of the quote for buy and sell, at most 100 % + s for buy exact out', () => {
    expect(boundOf('buy', { mode: 'slippage', slippageBps: 100n })).toMatchObject({ shareBps: 9900n });
    expect(boundOf('sell', { mode: 'slippage', slippageBps: 300n })).toMatchObject({ shareBps: 9700n });
    expect(boundOf('buy-exact-out', { mode: 'slippage', slippageBps: 50n })).toMatchObject({
      shareBps: 10050n,
    });
  });

  it('derives the bound from a quote rounding down, as the service does', () => {
    const buy = boundOf('buy', { mode: 'slippage', slippageBps: 100n });
    if (buy.mode !== 'slippage') throw new Error('mode');
    expect(derivedBound(buy, 1_000_001n)).toBe(990_000n);
    const exact = boundOf('buy-exact-out', { mode: 'slippage', slippageBps: 100n });
    if (exact.mode !== 'slippage') throw new Error('mode');
    expect(derivedBound(exact, 1_000_001n)).toBe(1_010_001n);
  });

  it('brackets the quote: never above it for outputs, never below it for costs', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('buy', 'buy-exact-out', 'sell' as const),
        fc.bigInt({ min: 0n, max: 5000n }),
        fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }),
        (side, s, quote) => {
          const bound = boundOf(side, { mode: 'slippage', slippageBps: s });
          if (bound.mode !== 'slippage') throw new Error('mode');
          const derived = derivedBound(bound, quote);
          if (side === 'buy-exact-out') expect(derived).toBeGreaterThanOrEqual(quote);
          else expect(derived).toBeLessThanOrEqual(quote);
        },
      ),
    );
  });

  it('explicit mode: the typed bound in its field; 0 switches protection off', () => {
    expect(boundOf('buy', { mode: 'explicit', bound: 5n })).toEqual({
      mode: 'explicit',
      side: 'buy',
      field: 'minTokensOut',
      value: 5n,
      off: false,
    });
    expect(boundOf('buy-exact-out', { mode: 'explicit', bound: 0n })).toMatchObject({
      field: 'maxSolIn',
      off: true,
    });
    expect(boundOf('sell', { mode: 'explicit', bound: 0n })).toMatchObject({ field: 'minSolOut', off: true });
  });

  it('builds each body with exactly the fields of its mode', () => {
    const slip = { mode: 'slippage', slippageBps: 100n } as const;
    expect(tradeBody('buy', SOL, slip)).toEqual({ maxSolIn: '1000000000', slippageBps: 100 });
    expect(tradeBody('buy', SOL, { mode: 'explicit', bound: 7n })).toEqual({
      maxSolIn: '1000000000',
      minTokensOut: '7',
    });
    expect(tradeBody('buy-exact-out', TOKEN, slip)).toEqual({ tokensOut: '1000000', slippageBps: 100 });
    expect(tradeBody('buy-exact-out', TOKEN, { mode: 'explicit', bound: 0n })).toEqual({
      tokensOut: '1000000',
      maxSolIn: '0',
    });
    expect(tradeBody('sell', TOKEN, { mode: 'explicit', bound: 9n })).toEqual({
      tokensIn: '1000000',
      minSolOut: '9',
    });
  });
});

describe('partnerFeePreview (decisions.md)', () => {
  it('is nothing at a zero rate', () => {
    expect(partnerFeePreview('buy', 0n, { amount: SOL, solBound: null })).toEqual({ kind: 'none' });
  });

  it('buy: floor(maxSolIn * bps / 10000), out of the budget', () => {
    expect(partnerFeePreview('buy', 50n, { amount: SOL / 2n, solBound: null })).toEqual({
      kind: 'exact',
      lamports: 2_500_000n,
    });
    expect(partnerFeePreview('buy', 50n, { amount: 199n, solBound: null })).toEqual({
      kind: 'exact',
      lamports: 0n,
    });
    expect(swapBudget(SOL / 2n, 50n)).toBe(497_500_000n);
    expect(partnerFeePreview('buy', 50n, { amount: null, solBound: null })).toEqual({ kind: 'rate_only' });
  });

  it('buy exact out: on the cost, capped through the bound; sell: on the proceeds, floored by the bound', () => {
    expect(partnerFeePreview('buy-exact-out', 50n, { amount: TOKEN, solBound: 1_005_000n })).toEqual({
      kind: 'at_most',
      lamports: 5_000n,
    });
    expect(partnerFeePreview('buy-exact-out', 50n, { amount: TOKEN, solBound: null })).toEqual({
      kind: 'rate_only',
    });
    expect(partnerFeePreview('sell', 50n, { amount: TOKEN, solBound: SOL })).toEqual({
      kind: 'at_least',
      lamports: 5_000_000n,
    });
    expect(partnerFeePreview('sell', 50n, { amount: TOKEN, solBound: 0n })).toEqual({ kind: 'rate_only' });
  });

  it.each([
    {
      test: 'the buy-exact-out cap holds for every cost the bound allows',
      side: 'buy-exact-out',
      kind: 'at_most',
      maxAmount: 10n ** 15n,
      allowed: (cost: bigint, fee: bigint, bound: bigint) => cost + fee <= bound,
      expectHolds: (fee: bigint, cap: bigint) => expect(fee).toBeLessThanOrEqual(cap),
    },
    {
      test: 'the sell floor holds for every proceeds that meet the bound',
      side: 'sell',
      kind: 'at_least',
      maxAmount: 10n ** 16n,
      allowed: (proceeds: bigint, fee: bigint, bound: bigint) => proceeds - fee >= bound,
      expectHolds: (fee: bigint, floor: bigint) => expect(fee).toBeGreaterThanOrEqual(floor),
    },
  ] as const)('$test', (c) => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 9999n }),
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: c.maxAmount }),
        (bps, bound, amount) => {
          const fee = applyBps(amount, bps);
          const preview = partnerFeePreview(c.side, bps, { amount: 1n, solBound: bound });
          if (preview.kind !== c.kind || !('lamports' in preview)) throw new Error('kind');
          if (c.allowed(amount, fee, bound)) c.expectHolds(fee, preview.lamports);
        },
      ),
    );
  });

  it('a buy’s fee and swap add up to the budget exactly', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 64n }),
        fc.bigInt({ min: 0n, max: 9999n }),
        (budget, bps) => {
          const preview = partnerFeePreview('buy', bps, { amount: budget, solBound: null });
          const fee = preview.kind === 'exact' ? preview.lamports : 0n;
          expect(fee + swapBudget(budget, bps)).toBe(budget);
        },
      ),
    );
  });
});

describe('balance checks before submit', () => {
  const balances = { sol: 2n * SOL, tokens: 10n * TOKEN };
  const fees = networkFeeEstimate(normal);

  it('a buy needs its budget and the fees; a first buy also the token account’s rent', () => {
    expect(balanceProblem('buy', 2n * SOL - fees, normal, balances)).toBeNull();
    expect(balanceProblem('buy', 2n * SOL - fees + 1n, normal, balances)).toEqual({
      code: 'insufficient_sol',
      requiredLamports: 2n * SOL + 1n,
      availableLamports: 2n * SOL,
    });
    expect(balanceProblem('buy', SOL, normal, { sol: SOL, tokens: 0n })).toEqual({
      code: 'insufficient_sol',
      requiredLamports: SOL + fees + TOKEN_ACCOUNT_RENT_LAMPORTS,
      availableLamports: SOL,
    });
  });

  it('a sell needs the tokens and the fees; holding none is its own problem', () => {
    expect(balanceProblem('sell', 10n * TOKEN, normal, balances)).toBeNull();
    expect(balanceProblem('sell', 11n * TOKEN, normal, balances)).toEqual({
      code: 'insufficient_tokens',
      requiredTokens: 11n * TOKEN,
      availableTokens: 10n * TOKEN,
    });
    expect(balanceProblem('sell', TOKEN, normal, { sol: SOL, tokens: 0n })).toEqual({
      code: 'missing_sell_token_account',
    });
    expect(balanceProblem('sell', TOKEN, normal, { sol: 0n, tokens: TOKEN })).toMatchObject({
      code: 'insufficient_sol',
    });
  });

  it('rules out nothing it does not know', () => {
    expect(balanceProblem('buy', 10n ** 20n, normal, { sol: null, tokens: null })).toBeNull();
    expect(balanceProblem('buy-exact-out', 10n ** 20n, normal, balances)).toBeNull();
  });

  it('offers a max that passes its own check', () => {
    expect(maxAmount('sell', normal, balances)).toBe(10n * TOKEN);
    expect(maxAmount('sell', normal, { sol: SOL, tokens: 0n })).toBeNull();
    expect(maxAmount('buy-exact-out', normal, balances)).toBeNull();
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n }),
        (sol, tokens) => {
          const max = maxAmount('buy', normal, { sol, tokens });
          if (max !== null) expect(balanceProblem('buy', max, normal, { sol, tokens })).toBeNull();
        },
      ),
    );
  });
});

describe('pricePerToken', () => {
  it('is lamports per whole token, rounded down', () => {
    expect(pricePerToken(-SOL, 2_000n * TOKEN)).toBe(500_000n);
    expect(pricePerToken(10n, 3n)).toBe(3_333_333n);
    expect(pricePerToken(10n, 0n)).toBeNull();
  });
});
