import { describe, expect, it } from 'vitest';
import { COMMA_STYLE, DOT_STYLE, formatAmount } from '@/lib/domain';
import { localeAmount, numberStyleOf } from './locale';

describe('amounts in the widget’s languages', () => {
  it('know each language’s decimal mark', () => {
    expect(numberStyleOf('de')).toEqual(COMMA_STYLE);
    expect(numberStyleOf('es')).toEqual(COMMA_STYLE);
    for (const locale of ['en', 'zh-CN', 'ja']) expect(numberStyleOf(locale)).toEqual(DOT_STYLE);
  });

  it.each([
    ['en', 1_234_500_000n, '1,234.5'],
    ['de', 1_234_500_000n, '1.234,5'],
    ['de', 500_000n, '0,5'],
    ['es', 12_345_500_000n, '12.345,5'],
    ['zh-CN', 1_234_500_000n, '1,234.5'],
    ['ja', 1_234_567_000_000n, '1,234,567'],
    ['de', -1n, '-0,000001'],
  ])('writes %s %s base units (6 decimals) as %j', (locale, units, text) => {
    expect(localeAmount(units, 6, locale)).toBe(text);
  });

  it('writes English exactly as the rest of the dashboard does, and Intl’s grouping for others', () => {
    for (const units of [0n, 1n, 999_999n, 123_456_789_012_345n])
      expect(localeAmount(units, 6, 'en')).toBe(formatAmount(units, 6));
    expect(localeAmount(123_456_789_000_000n, 6, 'de')).toBe(
      new Intl.NumberFormat('de').format(123_456_789n),
    );
  });

  it('leaves the grouping out for a field', () => {
    expect(localeAmount(1_234_500_000n, 6, 'de', { group: false })).toBe('1234,5');
  });
});
