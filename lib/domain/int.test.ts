import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ceilDiv, floorDiv, toBigInt } from './int';

describe('toBigInt', () => {
  it('accepts bigints, safe integers and integer strings', () => {
    expect(toBigInt(5n)).toBe(5n);
    expect(toBigInt(42)).toBe(42n);
    expect(toBigInt('-7')).toBe(-7n);
    expect(toBigInt('123456789012345678901234567890')).toBe(123456789012345678901234567890n);
  });

  it.each([1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1, Infinity])('throws for the number %s', (n) => {
    expect(() => toBigInt(n, 'x')).toThrow(RangeError);
  });

  it.each(['', ' 1', '1.0', '1e3', '+1', 'abc'])('throws for the string %j', (s) => {
    expect(() => toBigInt(s)).toThrow(/integer string/);
  });
});

describe('floorDiv and ceilDiv', () => {
  it('round toward minus and plus infinity', () => {
    expect(floorDiv(7n, 2n)).toBe(3n);
    expect(floorDiv(-7n, 2n)).toBe(-4n);
    expect(floorDiv(7n, -2n)).toBe(-4n);
    expect(floorDiv(-7n, -2n)).toBe(3n);
    expect(floorDiv(6n, 3n)).toBe(2n);
    expect(ceilDiv(7n, 2n)).toBe(4n);
    expect(ceilDiv(-7n, 2n)).toBe(-3n);
    expect(ceilDiv(6n, 3n)).toBe(2n);
  });

  it('throws on division by zero', () => {
    expect(() => floorDiv(1n, 0n)).toThrow(RangeError);
    expect(() => ceilDiv(1n, 0n)).toThrow(RangeError);
  });

  it('bracket the exact quotient', () => {
    const nonZero = fc.bigInt().filter((b) => b !== 0n);
    fc.assert(
      fc.property(fc.bigInt(), nonZero, (a, b) => {
        const f = floorDiv(a, b);
        const c = ceilDiv(a, b);
        // f <= a/b < f + 1, and c - 1 < a/b <= c, checked by multiplying through by b.
        const pos = b > 0n;
        expect(pos ? f * b <= a : f * b >= a).toBe(true);
        expect(pos ? (f + 1n) * b > a : (f + 1n) * b < a).toBe(true);
        expect(c - f === 0n || c - f === 1n).toBe(true);
        expect(c === f).toBe(a % b === 0n);
      }),
    );
  });
});
