import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BPS_DENOMINATOR, applyBps, formatBps, shareBps } from './bps';

describe('applyBps', () => {
  it('takes a share rounded down', () => {
    expect(BPS_DENOMINATOR).toBe(10000n);
    expect(applyBps(10_000n, 6600)).toBe(6600n);
    expect(applyBps(999n, 100n)).toBe(9n);
    expect(applyBps(1n, 9999)).toBe(0n);
    expect(applyBps(0n, 5000)).toBe(0n);
    expect(applyBps(12_345n, 10000)).toBe(12_345n);
    expect(applyBps(-1n, 1)).toBe(-1n);
  });

  it('throws for a non-integer rate', () => {
    expect(() => applyBps(1n, 1.5)).toThrow(RangeError);
  });

  it('never exceeds the exact value and is within 1 of it', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.integer({ min: 0, max: 20000 }),
        (amount, bps) => {
          const r = applyBps(amount, bps);
          const exactTimesDenominator = amount * BigInt(bps);
          // r <= amount * bps / 10000 < r + 1
          expect(r * BPS_DENOMINATOR <= exactTimesDenominator).toBe(true);
          expect((r + 1n) * BPS_DENOMINATOR > exactTimesDenominator).toBe(true);
          expect(applyBps(amount, BigInt(bps))).toBe(r);
        },
      ),
    );
  });
});

describe('shareBps', () => {
  it('rounds down and is 0 for an empty whole', () => {
    expect(shareBps(1n, 3n)).toBe(3333n);
    expect(shareBps(2n, 3n)).toBe(6666n);
    expect(shareBps(5n, 5n)).toBe(10000n);
    expect(shareBps(7n, 0n)).toBe(0n);
    expect(shareBps(0n, 10n)).toBe(0n);
  });
});

describe('formatBps', () => {
  it.each([
    [6600, '66%'],
    [150, '1.5%'],
    [1, '0.01%'],
    [0n, '0%'],
    [10000n, '100%'],
    [1499, '14.99%'],
    [1234567, '12,345.67%'],
  ])('formats %s as %j', (bps, text) => {
    expect(formatBps(bps)).toBe(text);
  });

  it('truncates with maxFractionDigits', () => {
    expect(formatBps(1499, { maxFractionDigits: 1 })).toBe('14.9%');
    expect(formatBps(1499n, { maxFractionDigits: 0 })).toBe('14%');
    expect(formatBps(9, { maxFractionDigits: 1 })).toBe('0%');
  });
});
