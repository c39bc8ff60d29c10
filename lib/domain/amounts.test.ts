import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SOL_DECIMALS,
  TOKEN_DECIMALS,
  formatAmount,
  formatCompact,
  formatSol,
  formatTokens,
  parseAmount,
  parseUint,
} from './amounts';

const ok = (value: bigint) => ({ ok: true, value });

describe('parseAmount', () => {
  it.each([
    ['1.5', 1_500_000n],
    ['1,000', 1_000_000_000n],
    [' 2 ', 2_000_000n],
    ['0.000001', 1n],
    ['.5', 500_000n],
    ['5.', 5_000_000n],
    ['0', 0n],
    ['007', 7_000_000n],
    ['12,345,678.25', 12_345_678_250_000n],
    ['1000000', 1_000_000_000_000n],
    ['1.500000', 1_500_000n],
  ])('parses %j at 6 decimals', (text, value) => {
    expect(parseAmount(text, TOKEN_DECIMALS)).toEqual(ok(value));
  });

  it('parses SOL to lamports and whole units at 0 decimals', () => {
    expect(parseAmount('0.000000001', SOL_DECIMALS)).toEqual(ok(1n));
    expect(parseAmount('1.25', SOL_DECIMALS)).toEqual(ok(1_250_000_000n));
    expect(parseAmount('42', 0)).toEqual(ok(42n));
    expect(parseAmount('42.', 0)).toEqual(ok(42n));
  });

  it.each([
    ['', /Enter an amount/],
    ['   ', /Enter an amount/],
    ['-1', /negative/],
    ['1e3', /exponent/],
    ['1E3', /exponent/],
    ['.', /Enter a number/],
    ['1,00', /groups of three/],
    ['1,0000', /groups of three/],
    ['0,100', /groups of three/],
    [',100', /groups of three/],
    ['1,000,00', /groups of three/],
    ['1,,000', /groups of three/],
    ['1.000,5', /groups of three/],
    ['+1', /Enter a number/],
    ['1.2.3', /Enter a number/],
    ['abc', /Enter a number/],
    ['1 000', /Enter a number/],
    ['١٢', /Enter a number/],
    ['0x10', /Enter a number/],
    ['1.0000001', /at most 6 decimal places/],
    ['1.5000000', /at most 6 decimal places/],
  ])('rejects %j', (text, message) => {
    const result = parseAmount(text, TOKEN_DECIMALS);
    expect(result).toMatchObject({ ok: false, code: 'invalid_amount' });
    if (!result.ok) expect(result.message).toMatch(message);
  });

  it('names the maximum for SOL and explains whole units', () => {
    expect(parseAmount('0.0000000001', SOL_DECIMALS)).toMatchObject({
      message: 'Use at most 9 decimal places.',
    });
    expect(parseAmount('1.5', 0)).toMatchObject({ ok: false, message: /whole number/ });
  });

  it('throws for impossible decimals (a programming error)', () => {
    expect(() => parseAmount('1', -1)).toThrow(RangeError);
    expect(() => parseAmount('1', 1.5)).toThrow(RangeError);
    expect(() => parseAmount('1', 65)).toThrow(RangeError);
  });
});

describe('formatAmount', () => {
  it.each([
    [1_234_500_000n, undefined, '1,234.5'],
    [1_234_500_000n, { group: false }, '1234.5'],
    [1n, undefined, '0.000001'],
    [0n, undefined, '0'],
    [12_000_000n, undefined, '12'],
    [1_999_999n, { maxFractionDigits: 2 }, '1.99'],
    [1_999_999n, { maxFractionDigits: 0 }, '1'],
    [999n, { maxFractionDigits: 2 }, '0'],
    [1_000_000_000_000_000n, undefined, '1,000,000,000'],
    [-1_500_000n, undefined, '-1.5'],
    [-1_999_999n, { maxFractionDigits: 1 }, '-1.9'],
    [-1n, { maxFractionDigits: 2 }, '0'],
    [1_234_567n, { maxFractionDigits: 10 }, '1.234567'],
  ])('formats %s with %j as %j', (value, opts, text) => {
    expect(formatAmount(value, TOKEN_DECIMALS, opts)).toBe(text);
  });

  it('handles 0 decimals and rejects bad options', () => {
    expect(formatAmount(1234n, 0)).toBe('1,234');
    expect(() => formatAmount(1n, 6, { maxFractionDigits: -1 })).toThrow(RangeError);
    expect(() => formatAmount(1n, 6, { maxFractionDigits: 0.5 })).toThrow(RangeError);
    expect(() => formatAmount(1n, -2)).toThrow(RangeError);
  });

  it('has SOL and token conveniences', () => {
    expect(formatSol(1_500_000_000n)).toBe('1.5');
    expect(formatSol(123_456_789n, { maxFractionDigits: 4 })).toBe('0.1234');
    expect(formatTokens(1_000_000_000_000n)).toBe('1,000,000');
    expect(formatTokens(1_000_000_000_000n, { group: false })).toBe('1000000');
  });
});

describe('round trips', () => {
  const cases = [SOL_DECIMALS, TOKEN_DECIMALS].flatMap((decimals) =>
    [true, false].map((group) => [decimals, group] as const),
  );

  it.each(cases)('parse(format(x)) == x at %i decimals, grouping %s', (decimals, group) => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), (x) => {
        expect(parseAmount(formatAmount(x, decimals, { group }), decimals)).toEqual(ok(x));
      }),
    );
  });

  it.each(cases)(
    'format(parse(s)) is the canonical text of s at %i decimals, grouping %s',
    (decimals, group) => {
      const text = fc
        .tuple(fc.stringMatching(/^[0-9]{1,20}$/), fc.stringMatching(new RegExp(`^[0-9]{0,${decimals}}$`)))
        .map(([whole, fraction]) => (fraction === '' ? whole : `${whole}.${fraction}`));
      fc.assert(
        fc.property(text, (s) => {
          const parsed = parseAmount(s, decimals);
          if (!parsed.ok) throw new Error(`rejected ${s}`);
          const formatted = formatAmount(parsed.value, decimals, { group });
          const [whole = '', fraction = ''] = s.split('.');
          const trimmed = fraction.replace(/0+$/, '');
          const canonical = whole.replace(/^0+(?=[0-9])/, '') + (trimmed === '' ? '' : `.${trimmed}`);
          expect(formatted.replaceAll(',', '')).toBe(canonical);
          expect(parseAmount(formatted, decimals)).toEqual(parsed);
        }),
      );
    },
  );

  it('truncation never rounds up', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 24n }), fc.integer({ min: 0, max: 9 }), (x, digits) => {
        const shown = parseAmount(formatAmount(x, SOL_DECIMALS, { maxFractionDigits: digits }), SOL_DECIMALS);
        if (!shown.ok) throw new Error('unparseable');
        const step = 10n ** BigInt(SOL_DECIMALS - digits);
        expect(shown.value <= x && x - shown.value < step).toBe(true);
      }),
    );
  });
});

describe('parseUint', () => {
  it('parses digit strings only', () => {
    expect(parseUint('0')).toBe(0n);
    expect(parseUint('18446744073709551615')).toBe(18446744073709551615n);
    expect(parseUint('0012')).toBe(12n);
    for (const bad of ['', '-1', '+1', '1.0', ' 1', '1e3', 'abc']) expect(parseUint(bad)).toBeNull();
  });
});

describe('formatCompact', () => {
  it.each([
    [0n, '0'],
    [12_500_000n, '12.5'],
    [999_999_999n, '999.99'],
    [1_000_000_000n, '1K'],
    [950_000_000_000n, '950K'],
    [1_240_000_000_000n, '1.24M'],
    [1_249_999_999_999n, '1.24M'],
    [2_000_000_000_000_000n, '2B'],
    [3_500_000_000_000_000_000n, '3.5T'],
    [1_234_000_000_000_000_000_000n, '1,234T'],
    [-1_240_000_000_000n, '-1.24M'],
    [-1n, '0'],
  ])('formats %s token units as %j', (value, text) => {
    expect(formatCompact(value, TOKEN_DECIMALS)).toBe(text);
  });

  it('takes the fraction digits to keep', () => {
    expect(formatCompact(1_249_999_999_999n, TOKEN_DECIMALS, 0)).toBe('1M');
    expect(formatCompact(1_500_000_000n, SOL_DECIMALS, 1)).toBe('1.5');
  });
});
