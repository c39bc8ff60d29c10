import { describe, expect, it } from 'vitest';
import {
  gifImage,
  jpegImage,
  pngChunk,
  pngImage,
  PNG_SIGNATURE,
  polyglot,
  truncated,
  webpContainer,
  webpImage,
} from '@/test/support/images';
import { crc32 } from './crc32';
import { checkImageStructure, type ImageFormat } from './image-structure';

const WHOLE: [ImageFormat, () => Uint8Array][] = [
  ['png', () => pngImage()],
  ['jpg', jpegImage],
  ['gif', gifImage],
  ['webp', webpImage],
];

describe('crc32', () => {
  it('matches the standard check value', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });
});

describe('checkImageStructure', () => {
  it.each(WHOLE)('accepts a whole %s', (format, build) => {
    expect(checkImageStructure(format, build())).toEqual({ ok: true });
  });

  it.each(WHOLE)('refuses a %s with HTML after its end (a polyglot)', (format, build) => {
    const extra = '<html><body>hi</body></html>';
    expect(checkImageStructure(format, polyglot(build(), extra))).toEqual({
      ok: false,
      kind: 'trailing',
      extraBytes: extra.length,
    });
  });

  it.each(WHOLE)('refuses a %s cut short anywhere', (format, build) => {
    const image = build();
    for (const length of [image.length - 1, image.length - 2, Math.floor(image.length / 2), 14]) {
      expect(checkImageStructure(format, truncated(image, length)), `${length} bytes`).toMatchObject({
        ok: false,
      });
    }
    expect(checkImageStructure(format, truncated(image, image.length - 1))).toEqual({
      ok: false,
      kind: 'truncated',
    });
  });

  it('walks PNG chunks: IHDR first, a data chunk, every CRC', () => {
    const ihdr = pngChunk('IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
    const noData = Uint8Array.from([...PNG_SIGNATURE, ...ihdr, ...pngChunk('IEND', [])]);
    expect(checkImageStructure('png', noData)).toEqual({ ok: false, kind: 'malformed' });
    const damaged = pngImage();
    damaged[40] = (damaged[40] ?? 0) ^ 0xff; // inside IDAT: its CRC no longer matches
    expect(checkImageStructure('png', damaged)).toEqual({ ok: false, kind: 'malformed' });
    const sized = pngImage({ size: 4096 });
    expect(sized.length).toBe(4096);
    expect(checkImageStructure('png', sized)).toEqual({ ok: true });
  });

  it('reads JPEG scans past stuffed bytes and restart markers to the one EOI', () => {
    const jpeg = jpegImage();
    // A second EOI after the first is data after the end.
    expect(checkImageStructure('jpg', Uint8Array.from([...jpeg, 0xff, 0xd9]))).toEqual({
      ok: false,
      kind: 'trailing',
      extraBytes: 2,
    });
    expect(checkImageStructure('jpg', Uint8Array.from([0xff, 0xd8, 0xff, 0xd9]))).toEqual({
      ok: false,
      kind: 'malformed',
    });
  });

  it('needs a GIF image before the trailer and the trailer last', () => {
    const gif = gifImage();
    const headerOnly = Uint8Array.from([...gif.slice(0, 19), 0x3b]);
    expect(checkImageStructure('gif', headerOnly)).toMatchObject({ ok: false });
    expect(checkImageStructure('gif', Uint8Array.from([...gif, 0]))).toEqual({
      ok: false,
      kind: 'trailing',
      extraBytes: 1,
    });
  });

  it('needs the WebP RIFF size to equal the file size and the chunks to fill it', () => {
    const webp = webpImage();
    const chunks = webp.slice(12);
    expect(checkImageStructure('webp', webpContainer(chunks))).toEqual({ ok: true });
    expect(checkImageStructure('webp', webpContainer(chunks, chunks.length + 8))).toEqual({
      ok: false,
      kind: 'truncated',
    });
    expect(checkImageStructure('webp', webpContainer(chunks, chunks.length))).toMatchObject({ ok: false });
  });
});
