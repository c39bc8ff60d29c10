import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { address, bps, minUint, uintString } from './wire';

describe('uintString', () => {
  it.each([
    ['0', true],
    ['1', true],
    ['18446744073709551615', true],
    ['', false],
    ['00', false],
    ['01', false],
    ['-1', false],
    ['+1', false],
    ['1.0', false],
    ['1e3', false],
    [' 1', false],
    ['1 ', false],
    ['１', false],
    ['0x10', false],
  ])('%j → %s', (value, ok) => {
    expect(uintString.safeParse(value).success).toBe(ok);
  });

  it('accepts exactly the canonical decimal form of non-negative integers', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 128n }), (n) => uintString.safeParse(n.toString()).success),
    );
    fc.assert(
      fc.property(fc.string(), (s) => {
        const ok = uintString.safeParse(s).success;
        const canonical = /^[0-9]+$/.test(s) && BigInt(s).toString() === s;
        return ok === canonical;
      }),
    );
  });

  it('rejects non-strings', () => {
    for (const value of [0, 1n, null, undefined, {}]) expect(uintString.safeParse(value).success).toBe(false);
  });
});

describe('minUint', () => {
  const atLeast1000 = uintString.check(minUint(1000n));

  it('compares as bigint', () => {
    expect(atLeast1000.safeParse('999').success).toBe(false);
    expect(atLeast1000.safeParse('1000').success).toBe(true);
    expect(atLeast1000.safeParse('100000000000000000000000').success).toBe(true);
  });

  it('leaves malformed values to the pattern check (one issue, no throw)', () => {
    const result = atLeast1000.safeParse('abc');
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues).toHaveLength(1);
  });
});

describe('address, bps and lengths', () => {
  it('address is any non-empty string', () => {
    expect(address.safeParse('x').success).toBe(true);
    expect(address.safeParse('').success).toBe(false);
  });

  it('bps is an integer from 0 to max', () => {
    const schema = bps(10000);
    expect([0, 10000, 10001, -1, 0.5].map((v) => schema.safeParse(v).success)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
