import fc from 'fast-check';
import { expect } from 'vitest';

/**
 * Checks, for any amount from 0 to `maxAmount` and any rate from 0 to `maxBps`, that `share(amount, bps)` is
 * floor(amount * bps / 10000): never above the exact value and within one base unit of it.
 */
export function expectFloorOfBps(
  share: (amount: bigint, bps: number) => bigint,
  maxAmount: bigint,
  maxBps: number,
): void {
  fc.assert(
    fc.property(
      fc.bigInt({ min: 0n, max: maxAmount }),
      fc.integer({ min: 0, max: maxBps }),
      (amount, bps) => {
        const result = share(amount, bps);
        const exactTimesDenominator = amount * BigInt(bps);
        // result <= amount * bps / 10000 < result + 1
        expect(result * 10000n <= exactTimesDenominator).toBe(true);
        expect((result + 1n) * 10000n > exactTimesDenominator).toBe(true);
      },
    ),
  );
}
