import { describe, expect, it } from 'vitest';
import { keptOffset, offsetFrom } from './clock';

describe('network clock offset', () => {
  it('takes the answered second to fall mid-way through the request', () => {
    // Sent at local 1000.000 s, answered at 1000.200 s with network second 1060: 1060.5 - 1000.1.
    expect(offsetFrom('1060', 1_000_000, 1_000_200)).toBe(60_400);
    expect(offsetFrom('1000', 1_000_000, 1_000_000)).toBe(500);
  });

  it.each([
    [undefined, '500', '500'],
    ['500', '900', '500'],
    ['500', '-400', '500'],
    ['500', '1500', '1500'],
    ['500', '3600500', '3600500'],
  ])('keeps %s against %s: %s (replaced only after a drift of a second or more)', (prev, next, kept) => {
    expect(keptOffset(prev, next)).toBe(kept);
  });
});
