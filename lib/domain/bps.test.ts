import { describe, expect, it } from 'vitest';
import { expectFloorOfBps } from '@/test/support/bps-property';
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
    const applyBoth = (amount: bigint, bps: number) => {
      const share = applyBps(amount, bps);
      expect(applyBps(amount, BigInt(bps))).toBe(share);
      return share;
    };
    expectFloorOfBps(applyBoth, 10n ** 30n, 20000);
  });
});

describe('shareBps', () => {
  it.each([
    [1n, 3n, 3333n],
    [2n, 3n, 6666n],
    [5n, 5n, 10000n],
    [7n, 0n, 0n],
    [0n, 10n, 0n],
  ])('rounds down and is 0 for an empty whole: %s of %s is %s bps', (part, whole, bps) => {
    expect(shareBps(part, whole)).toBe(bps);
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
