import { describe, expect, it } from 'vitest';

import { firstErrorCode } from './errors';
import { hasContentPatch, updateContentFieldsSchema } from './requests-update-content';
import { utf8ByteLength } from '@/lib/domain/text-length';

const base = { mint: 'M', priorityFeeLamports: '1000', tipLamports: '1000000' };

function codeOf(fields: Record<string, string>): string | null {
  const result = updateContentFieldsSchema.safeParse({ ...base, ...fields });
  return result.success ? null : firstErrorCode(result.error);
}

describe('update-content text fields', () => {
  it('parses strings and applies the default vote duration', () => {
    expect(updateContentFieldsSchema.parse({ ...base, name: 'New' })).toEqual({
      ...base,
      name: 'New',
      voteDurationSeconds: 600,
    });
    expect(
      updateContentFieldsSchema.parse({ ...base, voteDurationSeconds: '3600' }).voteDurationSeconds,
    ).toBe(3600);
  });

  it.each([
    [{ voteDurationSeconds: '1.5' }, 'invalid_input'],
    [{ voteDurationSeconds: '' }, 'invalid_input'],
    [{ voteDurationSeconds: '99999999999999999999' }, 'invalid_input'],
    [{ priorityFeeLamports: '999' }, 'invalid_input'],
    [{ tipLamports: '999999' }, 'invalid_input'],
    [{ mint: '' }, 'invalid_input'],
    [{ name: '' }, 'invalid_name'],
    [{ symbol: '' }, 'invalid_symbol'],
    [{ name: 'a'.repeat(33) }, 'name_too_long'],
    [{ symbol: 'ABCDEFGHIJK' }, 'symbol_too_long'],
    [{ twitter: 't'.repeat(301) }, 'twitter_too_long'],
    [{ telegram: 't'.repeat(301) }, 'telegram_too_long'],
    [{ website: 'w'.repeat(301) }, 'website_too_long'],
    [{ priorityFeeLamports: '999', name: '' }, 'invalid_name'],
  ])('%j → %s', (fields, code) => {
    expect(codeOf(fields)).toBe(code);
  });

  it('measures name and symbol in UTF-8 bytes', () => {
    const name32 = 'é'.repeat(16); // 2 bytes each
    const name33 = 'é'.repeat(16) + 'a';
    const emoji = '😀'.repeat(8); // 4 bytes each
    expect([utf8ByteLength(name32), utf8ByteLength(name33), utf8ByteLength(emoji)]).toEqual([32, 33, 32]);
    expect(codeOf({ name: name32 })).toBeNull();
    expect(codeOf({ name: emoji })).toBeNull();
    expect(codeOf({ name: name33 })).toBe('name_too_long');
    expect(codeOf({ name: emoji + 'a' })).toBe('name_too_long');
    expect(codeOf({ symbol: '€€€' + 'a' })).toBeNull(); // 10 bytes
    expect(codeOf({ symbol: '€€€' + 'ab' })).toBe('symbol_too_long'); // 11 bytes, 5 characters
  });

  it('measures links in characters, leaves description unbounded, and empty strings clear them', () => {
    expect(codeOf({ website: '😀'.repeat(300), description: 'd'.repeat(5000) })).toBeNull();
    expect(codeOf({ website: '', twitter: '', telegram: '', description: '' })).toBeNull();
  });
});

describe('hasContentPatch', () => {
  it('needs a patch field or an image', () => {
    expect(hasContentPatch({}, false)).toBe(false);
    expect(hasContentPatch(updateContentFieldsSchema.parse(base), false)).toBe(false);
    expect(hasContentPatch({}, true)).toBe(true);
    expect(hasContentPatch({ telegram: '' }, false)).toBe(true);
    expect(hasContentPatch({ name: 'x' }, false)).toBe(true);
  });
});
