import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { firstErrorCode } from './errors';
import { buyExactOutRequestSchema, buyRequestSchema, sellRequestSchema } from './requests-trade';

const fees = { mint: 'Mint1111', priorityFeeLamports: '1000', tipLamports: '1000000' };

function paths(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('common trade fields', () => {
  const buy = (extra: Record<string, unknown>) => ({ ...fees, maxSolIn: '5000', slippageBps: 100, ...extra });

  it.each([
    ['priorityFeeLamports', '999', false],
    ['priorityFeeLamports', '1000', true],
    ['priorityFeeLamports', '18446744073709551616', true],
    ['priorityFeeLamports', 1000, false],
    ['priorityFeeLamports', '01000', false],
    ['priorityFeeLamports', '+1000', false],
    ['priorityFeeLamports', '1000.0', false],
    ['priorityFeeLamports', ' 1000', false],
    ['tipLamports', '999999', false],
    ['tipLamports', '1000000', true],
    ['slippageBps', 0, true],
    ['slippageBps', 5000, true],
    ['slippageBps', 5001, false],
    ['slippageBps', -1, false],
    ['slippageBps', 1.5, false],
    ['slippageBps', '100', false],
    ['partnerFeeBps', 0, true],
    ['partnerFeeBps', 9999, true],
    ['partnerFeeBps', 10000, false],
    ['partnerFeeBps', 1.5, false],
    ['partnerFeeBps', -1, false],
    ['partnerFeeBps', '10', false],
    ['mint', '', false],
  ])('%s = %j accepted: %s', (field, value, ok) => {
    const result = buyRequestSchema.safeParse(buy({ [field]: value }));
    expect(result.success).toBe(ok);
    if (!result.success) expect(result.error.issues[0]?.path).toEqual([field]);
  });

  it('maps partner fee failures to invalid_partner_fee and others to invalid_input', () => {
    for (const partnerFeeBps of [10000, 1.5, -1, '5', null]) {
      const result = buyRequestSchema.safeParse(buy({ partnerFeeBps }));
      expect(result.success).toBe(false);
      if (!result.success) expect(firstErrorCode(result.error)).toBe('invalid_partner_fee');
    }
    const result = buyRequestSchema.safeParse(buy({ tipLamports: '999999' }));
    expect(!result.success && firstErrorCode(result.error)).toBe('invalid_input');
  });

  it('drops unknown fields', () => {
    const result = buyRequestSchema.parse(buy({ extra: 'x' }));
    expect(result).not.toHaveProperty('extra');
  });
});

describe('buy', () => {
  it('requires maxSolIn in both modes', () => {
    expect(paths(buyRequestSchema, { ...fees, slippageBps: 100 })).toEqual(['maxSolIn']);
    expect(paths(buyRequestSchema, { ...fees, minTokensOut: '1' })).toEqual(['maxSolIn']);
  });

  it('slippage mode does not read minTokensOut', () => {
    for (const minTokensOut of [undefined, '12', 'junk', 12, null]) {
      const result = buyRequestSchema.safeParse({ ...fees, maxSolIn: '5000', slippageBps: 0, minTokensOut });
      expect(result.success).toBe(true);
      if (result.success) {
        expect(result.data).not.toHaveProperty('minTokensOut');
        expect(result.data.slippageBps).toBe(0);
      }
    }
  });

  it('explicit mode requires minTokensOut, naming it', () => {
    expect(paths(buyRequestSchema, { ...fees, maxSolIn: '5000' })).toEqual(['minTokensOut']);
    expect(paths(buyRequestSchema, { ...fees, maxSolIn: '5000', minTokensOut: '1.5' })).toEqual([
      'minTokensOut',
    ]);
    expect(paths(buyRequestSchema, { ...fees, maxSolIn: '5000', minTokensOut: 7 })).toEqual(['minTokensOut']);
  });

  it('explicit mode accepts "0"', () => {
    const data = buyRequestSchema.parse({ ...fees, maxSolIn: '5000', minTokensOut: '0' });
    expect(data).toEqual({ ...fees, maxSolIn: '5000', minTokensOut: '0' });
  });

  it('reports every missing field at once', () => {
    expect(paths(buyRequestSchema, { priorityFeeLamports: '1000', tipLamports: '1000000' }).sort()).toEqual([
      'maxSolIn',
      'minTokensOut',
      'mint',
    ]);
  });
});

describe('buy-exact-out', () => {
  it('requires tokensOut in both modes', () => {
    expect(paths(buyExactOutRequestSchema, { ...fees, slippageBps: 50 })).toEqual(['tokensOut']);
  });

  it('slippage mode: maxSolIn optional, kept and checked when given', () => {
    expect(buyExactOutRequestSchema.parse({ ...fees, tokensOut: '10', slippageBps: 50 })).not.toHaveProperty(
      'maxSolIn',
    );
    expect(
      buyExactOutRequestSchema.parse({ ...fees, tokensOut: '10', slippageBps: 50, maxSolIn: '9' }).maxSolIn,
    ).toBe('9');
    expect(
      paths(buyExactOutRequestSchema, { ...fees, tokensOut: '10', slippageBps: 50, maxSolIn: 'x' }),
    ).toEqual(['maxSolIn']);
  });

  it('explicit mode requires maxSolIn and accepts "0"', () => {
    expect(paths(buyExactOutRequestSchema, { ...fees, tokensOut: '10' })).toEqual(['maxSolIn']);
    expect(paths(buyExactOutRequestSchema, { ...fees, tokensOut: '10', maxSolIn: '-1' })).toEqual([
      'maxSolIn',
    ]);
    expect(buyExactOutRequestSchema.parse({ ...fees, tokensOut: '10', maxSolIn: '0' }).maxSolIn).toBe('0');
  });
});

describe('sell', () => {
  it('requires tokensIn in both modes', () => {
    expect(paths(sellRequestSchema, { ...fees, slippageBps: 50 })).toEqual(['tokensIn']);
    expect(paths(sellRequestSchema, { ...fees, minSolOut: '1' })).toEqual(['tokensIn']);
  });

  it('slippage mode does not read minSolOut', () => {
    const data = sellRequestSchema.parse({ ...fees, tokensIn: '10', slippageBps: 5000, minSolOut: 'junk' });
    expect(data).toEqual({ ...fees, tokensIn: '10', slippageBps: 5000 });
  });

  it('explicit mode requires minSolOut and accepts "0"', () => {
    expect(paths(sellRequestSchema, { ...fees, tokensIn: '10' })).toEqual(['minSolOut']);
    expect(sellRequestSchema.parse({ ...fees, tokensIn: '10', minSolOut: '0' }).minSolOut).toBe('0');
  });

  it('narrows on the mode', () => {
    const data = sellRequestSchema.parse({ ...fees, tokensIn: '10', minSolOut: '3', partnerFeeBps: 25 });
    if (data.slippageBps === undefined) expect(BigInt(data.minSolOut)).toBe(3n);
    expect(data.partnerFeeBps).toBe(25);
  });
});
