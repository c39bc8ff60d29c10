import { describe, expect, it } from 'vitest';
import { charLength, utf8ByteLength } from './text-length';

describe('text lengths in the spec’s units', () => {
  it('counts UTF-8 bytes and code points', () => {
    expect(utf8ByteLength('aé€😀')).toBe(1 + 2 + 3 + 4);
    expect(charLength('aé€😀')).toBe(4);
    expect('😀'.length).toBe(2);
  });
});
