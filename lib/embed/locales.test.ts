import { describe, expect, it } from 'vitest';
import { acceptedLanguages, matchLocale, resolveLocale } from './locales';

describe('the widget’s language', () => {
  it.each([
    ['de', 'de'],
    ['de-AT', 'de'],
    ['ES-mx', 'es'],
    ['ja-JP', 'ja'],
    ['zh', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh-Hans-SG', 'zh-CN'],
    ['zh-TW', null],
    ['zh-Hant', null],
    ['fr', null],
    ['en-GB', 'en'],
    ['<script>', null],
  ])('matches %j to %j', (tag, locale) => {
    expect(matchLocale(tag)).toBe(locale);
  });

  it('reads Accept-Language by preference', () => {
    expect(acceptedLanguages('fr-CH, fr;q=0.9, de;q=0.8, *;q=0.5, en;q=0')).toEqual(['fr-CH', 'fr', 'de']);
    expect(acceptedLanguages(null)).toEqual([]);
  });

  it('takes the attribute first, then the browser’s first language it speaks, then English', () => {
    expect(resolveLocale('de', 'ja')).toEqual({ requested: 'de', used: 'de', fallback: false });
    expect(resolveLocale(null, 'fr-FR, ja;q=0.8')).toEqual({ requested: 'ja', used: 'ja', fallback: false });
    expect(resolveLocale('', null)).toEqual({ requested: null, used: 'en', fallback: false });
  });

  it('falls back to English for a language it does not speak, and says so', () => {
    expect(resolveLocale('fr', 'de')).toEqual({ requested: 'fr', used: 'en', fallback: true });
    expect(resolveLocale(null, 'fr-FR, fr;q=0.9')).toEqual({
      requested: 'fr-FR',
      used: 'en',
      fallback: true,
    });
  });
});
