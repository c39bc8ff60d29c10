import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDuration, tokensText } from './format';

describe('formatDuration', () => {
  it.each([
    [0n, '0 s'],
    [-5n, '0 s'],
    [45n, '45 s'],
    [60n, '1 m'],
    [200n, '3 m 20 s'],
    [7_380n, '2 h 3 m'],
    [7_200n, '2 h'],
    [7_201n, '2 h'],
    [187_200n, '2 d 4 h'],
    [86_400n + 59n, '1 d'],
  ])('%s s → %s', (seconds, text) => expect(formatDuration(seconds)).toBe(text));
});

describe('formatDateTime', () => {
  it('formats in the given zone, UTC on the server', () => {
    expect(formatDateTime('1800000000', 'UTC')).toBe('Jan 15, 2027, 8:00 AM UTC');
    expect(formatDateTime(1_800_000_000n, 'Asia/Tokyo')).toMatch(/^Jan 15, 2027, 5:00 PM /);
  });
});

describe('tokensText', () => {
  it('uses the symbol, or "tokens"', () => {
    expect(tokensText(10_000_000_000n, 'LUMEN')).toBe('10,000 LUMEN');
    expect(tokensText('1500000')).toBe('1.5 tokens');
    expect(tokensText(0n, '')).toBe('0 tokens');
  });
});
