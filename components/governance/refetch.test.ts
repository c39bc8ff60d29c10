import { describe, expect, it } from 'vitest';
import { AWAITING_REFETCH_MS, governanceRefetchMs, listRefreshText, OPEN_REFETCH_MS } from './refetch';
import { NOW, proposal } from '@/test/support/fixtures/governance';

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

describe('listRefreshText', () => {
  const settled = proposal(0, { settled: true, votingEndsAtUnix: String(NOW - 100n) });
  const closed = proposal(1, { votingEndsAtUnix: String(NOW - 1n) });
  const open = proposal(2, { votingEndsAtUnix: String(NOW + 1n) });

  it('says the list is live while the page’s event stream is open, and polls nothing then', () => {
    expect(listRefreshText([open], NOW, true)).toBe(
      'Live: new votes, proposals and results appear as they happen.',
    );
    expect(listRefreshText([open], NOW, true)).not.toMatch(/every/);
  });

  it('says how often it is read while the stream is down, as the polling does', () => {
    expect(listRefreshText([settled, open], NOW, false)).toBe(
      'Refreshes every 15 seconds while a proposal is open (paused while this tab is hidden).',
    );
    expect(listRefreshText([settled, closed], NOW, false)).toBe(
      'Refreshes once a minute until the closed proposals are settled (paused while this tab is hidden).',
    );
    expect(listRefreshText([settled], NOW, false)).toBe(
      'Every proposal is settled; the list is read again when you return to this tab.',
    );
  });
});
