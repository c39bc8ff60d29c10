import { describe, expect, it } from 'vitest';
import { checkMintInput } from './mint-input';
import { MINT } from '@/test/support/fixtures/governance';

describe('checkMintInput', () => {
  it('accepts a base58 address, trimmed', () => {
    expect(checkMintInput(`  ${MINT}\n`)).toEqual({ ok: true, mint: MINT });
  });

  it.each([
    ['', /Enter a token mint address/],
    ['   ', /Enter a token mint address/],
    ['0xdeadbeef', /only letters and digits, without 0, O, I, l/],
    [`${MINT.slice(0, 20)} ${MINT.slice(20)}`, /without 0, O, I, l, spaces/],
    ['abc', /32 to 44 characters long, and this is 3/],
    [`${MINT}${MINT}`, /this is 88/],
    ['z'.repeat(44), /does not decode to a 32-byte address/],
  ])('rejects %j', (text, message) => {
    const result = checkMintInput(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });
});
