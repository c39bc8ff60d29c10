import { describe, expect, it } from 'vitest';
import { formatLocalDateTime, formatUtcDateTime, isoOf } from './time-format';

const t = BigInt(Date.parse('2027-01-18T08:00:00Z') / 1000);

describe('dates', () => {
  it('formats in the person’s zone, naming it', () => {
    expect(formatLocalDateTime(t, { timeZone: 'Europe/Berlin', locale: 'en-GB' })).toBe(
      '18 Jan 2027, 09:00 CET',
    );
    expect(formatLocalDateTime(t, { timeZone: 'America/New_York', locale: 'en-US' })).toBe(
      'Jan 18, 2027, 3:00 AM EST',
    );
  });

  it('has a UTC stand-in for the first paint', () => {
    expect(formatUtcDateTime(t)).toBe('2027-01-18 08:00 UTC');
    expect(isoOf(t)).toBe('2027-01-18T08:00:00.000Z');
  });
});
