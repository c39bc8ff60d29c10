import { describe, expect, it } from 'vitest';
import { formatDateTime, isoOf, utcText } from './date-format';

const UNIX = '1796121600'; // 2026-12-01T10:40:00Z

describe('date formats', () => {
  it('gives ISO and UTC text', () => {
    expect(isoOf(UNIX)).toBe('2026-12-01T10:40:00.000Z');
    expect(utcText(BigInt(UNIX))).toBe('2026-12-01 10:40 UTC');
  });

  it('formats in a time zone, naming the zone', () => {
    expect(formatDateTime(UNIX, 'en-US', 'UTC')).toBe('Dec 1, 2026, 10:40 AM UTC');
    expect(formatDateTime(UNIX, 'en-GB', 'Europe/Berlin')).toBe('1 Dec 2026, 11:40 CET');
  });
});
