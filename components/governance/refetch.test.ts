import { describe, expect, it } from 'vitest';
import { AWAITING_REFETCH_MS, governanceRefetchMs, OPEN_REFETCH_MS } from './refetch';
import { NOW, proposal } from './test-fixtures';

describe('governanceRefetchMs', () => {
  const settled = proposal(0, { settled: true, votingEndsAtUnix: String(NOW - 100n) });
  const closed = proposal(1, { votingEndsAtUnix: String(NOW - 1n) });
  const open = proposal(2, { votingEndsAtUnix: String(NOW + 1n) });

  it('reads every 15 s while a proposal is open', () => {
    expect(governanceRefetchMs([settled, closed, open], NOW)).toBe(OPEN_REFETCH_MS);
  });

  it('reads once a minute while a closed proposal awaits settlement', () => {
    expect(governanceRefetchMs([settled, closed], NOW)).toBe(AWAITING_REFETCH_MS);
  });

  it('stops when everything is settled or nothing is known', () => {
    expect(governanceRefetchMs([settled], NOW)).toBe(false);
    expect(governanceRefetchMs([], NOW)).toBe(false);
    expect(governanceRefetchMs(undefined, NOW)).toBe(false);
  });
});
