import { describe, expect, it } from 'vitest';
import { fileSizeText } from './file-size';

describe('a file’s size', () => {
  it('says bytes below a KiB, then KiB or MiB to a tenth rounded down, with the exact count', () => {
    expect(fileSizeText(0)).toBe('0 bytes');
    expect(fileSizeText(512)).toBe('512 bytes');
    expect(fileSizeText(1023)).toBe('1,023 bytes');
    expect(fileSizeText(1024)).toBe('1 KiB (1,024 bytes)');
    expect(fileSizeText(839_680)).toBe('820 KiB (839,680 bytes)');
    expect(fileSizeText(1_258_292)).toBe('1.2 MiB (1,258,292 bytes)');
    expect(fileSizeText(5 * 1024 * 1024 - 1)).toBe('4.9 MiB (5,242,879 bytes)');
    expect(fileSizeText(5 * 1024 * 1024)).toBe('5 MiB (5,242,880 bytes)');
  });
});
