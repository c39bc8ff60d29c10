import bs58 from 'bs58';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAddress, shortAddress } from './address';

describe('isAddress', () => {
  it.each([
    '11111111111111111111111111111111',
    'So11111111111111111111111111111111111111112',
    'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    bs58.encode(new Uint8Array(32).fill(255)),
  ])('accepts %s', (s) => {
    expect(isAddress(s)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['too short', '1111111111111111111111111111111'],
    ['31 bytes', bs58.encode(new Uint8Array(31).fill(7))],
    ['33 bytes', bs58.encode(new Uint8Array(33).fill(7))],
    ['0 is not base58', 'So1111111111111111111111111111111111111111O'],
    ['l is not base58', 'l1111111111111111111111111111111'],
    ['whitespace', ' So11111111111111111111111111111111111111112'],
    ['too long', 'S'.repeat(45)],
    ['44 characters over 32 bytes', 'z'.repeat(44)],
  ])('rejects %s', (_name, s) => {
    expect(isAddress(s)).toBe(false);
  });

  it('accepts every 32-byte key and rejects other lengths (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 40 }), (key) => {
        expect(isAddress(bs58.encode(key))).toBe(key.length === 32);
      }),
    );
  });
});

describe('shortAddress', () => {
  it('keeps the first and last four characters', () => {
    expect(shortAddress('So11111111111111111111111111111111111111112')).toBe('So11…1112');
    expect(shortAddress('AbCdefghWxYz', 4)).toBe('AbCd…WxYz');
    expect(shortAddress('AbCdefghWxYz', 2)).toBe('Ab…Yz');
  });

  it('leaves short strings alone', () => {
    expect(shortAddress('abcdefghi')).toBe('abcdefghi');
    expect(shortAddress('')).toBe('');
  });
});
