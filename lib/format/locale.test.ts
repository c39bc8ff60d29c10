import { describe, expect, it } from 'vitest';
import { COMMA_STYLE, DOT_STYLE, formatAmount } from '@/lib/domain';
import { formatDuration } from './duration';
import { relativeTime } from './date';
import { localeAmount, localeDuration, localeRelativeTime, numberStyleOf } from './locale';

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

describe('spans and moments in the widget’s languages', () => {
  it.each([
    ['de', 3, '3 Sekunden'],
    ['de', 298, '4 Minuten, 58 Sekunden'],
    ['de', 0, '0 Sekunden'],
    ['es', 3_660, '1 hora y 1 minuto'],
    ['ja', 298, '4 分 58 秒'],
    ['zh-CN', 90_061, '1天1小时'],
  ] as const)('writes %s %s seconds as %j, at most two units', (locale, seconds, text) => {
    expect(localeDuration(seconds, locale)).toBe(text);
  });

  it('stops at a missing unit and truncates, as English does', () => {
    expect(localeDuration(86_400 * 2 + 5, 'de')).toBe('2 Tage');
    expect(formatDuration(86_400 * 2 + 5)).toBe('2 days');
  });

  it('says a moment in its largest whole unit, by Intl.RelativeTimeFormat', () => {
    expect(localeRelativeTime(-180, 'de')).toBe('vor 3 Minuten');
    expect(localeRelativeTime(-86_400, 'de')).toBe('gestern');
    expect(localeRelativeTime(0, 'ja')).toBe('今');
    expect(localeRelativeTime(-59, 'ja')).toBe('59 秒前');
    expect(localeRelativeTime(7_200, 'es')).toBe('dentro de 2 horas');
    expect(localeRelativeTime(-0.5, 'zh-CN')).toBe('现在');
    for (const seconds of [-180, -86_400, -3_600 * 5, 0, 42])
      expect(localeRelativeTime(seconds, 'en')).toBe(relativeTime(seconds));
  });
});
