import { describe, expect, it } from 'vitest';
import { formatCountdown, formatDuration } from './durations';

describe('formatDuration', () => {
  it.each([
    [0n, '0 seconds'],
    [-5n, '0 seconds'],
    [1n, '1 second'],
    [59n, '59 seconds'],
    [60n, '1 minute'],
    [843n, '14 minutes 3 seconds'],
    [3_600n, '1 hour'],
    [20n * 86_400n, '20 days'],
    [2n * 86_400n + 4n * 3_600n + 59n, '2 days 4 hours'],
    [86_400n + 5n * 60n, '1 day'],
  ])('%s s → %s', (seconds, words) => {
    expect(formatDuration(seconds)).toBe(words);
  });

  it('shows more parts on request', () => {
    expect(formatDuration(90_061n, 4)).toBe('1 day 1 hour 1 minute 1 second');
  });
});

describe('formatCountdown', () => {
  it.each([
    [0n, '00:00:00'],
    [-3n, '00:00:00'],
    [59n, '00:00:59'],
    [3_661n, '01:01:01'],
    [19n * 86_400n + 4n * 3_600n + 5n * 60n + 6n, '19d 04:05:06'],
  ])('%s s → %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});
