import { describe, expect, it } from 'vitest';
import { CLOSED_MS, MAX_STRETCH, OPEN_MS, SETTLED_MS, governanceTargetMs, stretchedMs } from './freshness';

const at = 1_700_000_000_000;
const proposal = (endsInS: number, settled = false) => ({
  proposal: `p${endsInS}`,
  settled,
  votingEndsAtUnix: String(at / 1000 + endsInS),
});

describe('freshness', () => {
  it('keeps an open vote fresh within seconds, closed and settled ones longer', () => {
    expect(governanceTargetMs([proposal(-10, true), proposal(60)], at)).toBe(OPEN_MS);
    expect(governanceTargetMs([proposal(-10)], at)).toBe(CLOSED_MS);
    expect(governanceTargetMs([proposal(-10, true)], at)).toBe(SETTLED_MS);
  });

  it('stretches the interval as the tier budget runs low, instead of refusing', () => {
    expect(stretchedMs(3000, 120, 120)).toBe(3000);
    expect(stretchedMs(3000, 60, 120)).toBe(3000);
    expect(stretchedMs(3000, 30, 120)).toBe(6000);
    expect(stretchedMs(3000, 12, 120)).toBe(15000);
    expect(stretchedMs(3000, 0, 120)).toBe(3000 * MAX_STRETCH);
  });
});
