import { describe, expect, it } from 'vitest';
import { freshnessText, refreshInterval, refreshPolicyText } from './freshness';

describe('freshnessText', () => {
  it('ticks in seconds, then minutes', () => {
    expect(freshnessText(10_000, null)).toBe('Updated just now');
    expect(freshnessText(10_000, 10_400)).toBe('Updated just now');
    expect(freshnessText(10_000, 14_900)).toBe('Updated 4 seconds ago');
    expect(freshnessText(10_000, 10_000 + 185_000)).toBe('Updated 3 minutes ago');
    expect(freshnessText(10_000, 10_000 + 3_600_000)).toBe('Updated over an hour ago');
    expect(freshnessText(10_000, 9_000)).toBe('Updated just now');
  });
});

describe('refreshInterval', () => {
  it('refreshes an open proposal every 12 s, a closed one every 30 s, a settled one never', () => {
    expect(refreshInterval('open')).toBe(12_000);
    expect(refreshInterval('awaiting_settlement')).toBe(30_000);
    expect(refreshInterval('executed')).toBe(false);
    expect(refreshInterval(null)).toBe(false);
    // Two reads per refresh stay far inside the 300 reads a minute per token.
    expect((60_000 / 12_000) * 2).toBeLessThanOrEqual(300);
    expect(refreshPolicyText('open', true)).toBe('Live: new votes and results appear as they happen.');
    expect(refreshPolicyText('passed', true)).toMatch(/^Settled:/);
    expect(refreshPolicyText('open')).toBe(
      'Refreshes every 12 seconds while voting is open (paused while this tab is hidden).',
    );
  });
});
