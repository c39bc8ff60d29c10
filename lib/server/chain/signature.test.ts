import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { isSignature } from './signature';

const signature = (fill: number) => bs58.encode(new Uint8Array(64).fill(fill));

describe('isSignature', () => {
  it('accepts the base58 form of 64 bytes', () => {
    expect(isSignature(signature(7))).toBe(true);
    expect(isSignature(signature(255))).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['too short', '1'.repeat(63)],
    ['too long', '2'.repeat(89)],
    ['not base58 (0, O, I, l)', `0${signature(7).slice(1)}`],
    ['a path', '../../etc/passwd'],
    ['64 characters that are not 64 bytes', 'z'.repeat(64)],
    ['65 bytes', bs58.encode(new Uint8Array(65).fill(200))],
  ])('refuses %s', (_, value) => {
    expect(isSignature(value)).toBe(false);
  });
});
