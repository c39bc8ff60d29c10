import { describe, expect, it } from 'vitest';
import {
  gifImage,
  jpegImage,
  pngImage,
  polyglot,
  textFile,
  truncated,
  webpImage,
} from '@/test/support/images';
import { checkImage, MAX_IMAGE_BYTES, sniffImage } from './images';

const ascii = (s: string) => Array.from(s, (c) => c.charCodeAt(0));
const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? ascii(p) : p)));
const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u32le = (n: number) => u32be(n).reverse();

// A real 1x1 transparent PNG.
const PNG_1X1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// Signature, IHDR, then an acTL chunk before any IDAT: an animated PNG (CRCs are not checked by sniffing).
const APNG = bytes(
  PNG_SIGNATURE,
  u32be(13),
  'IHDR',
  [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0],
  [0, 0, 0, 0],
  u32be(8),
  'acTL',
  [0, 0, 0, 1, 0, 0, 0, 0],
  [0, 0, 0, 0],
  u32be(0),
  'IEND',
  [0xae, 0x42, 0x60, 0x82],
);
const GIF = bytes('GIF89a', [1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255, 0x3b]);
const WEBP = bytes('RIFF', u32le(26), 'WEBP', 'VP8 ', u32le(14), new Array<number>(14).fill(0));
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);

describe('sniffImage', () => {
  it.each([
    ['PNG', PNG_1X1, 'image/png', 'png'],
    ['animated PNG', APNG, 'image/png', 'png'],
    ['GIF', GIF, 'image/gif', 'gif'],
    ['WebP', WEBP, 'image/webp', 'webp'],
    ['JPEG', JPEG, 'image/jpeg', 'jpg'],
  ])('recognises %s by its bytes', async (_name, data, mime, ext) => {
    expect(await sniffImage(data)).toEqual({ ok: true, mime, ext });
  });

  it('reads a view into a larger buffer', async () => {
    const padded = new Uint8Array(PNG_1X1.length + 10);
    padded.set(PNG_1X1, 10);
    expect(await sniffImage(padded.subarray(10))).toMatchObject({ ok: true, mime: 'image/png' });
  });

  it.each([
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>')],
    ['AVIF', bytes(u32be(28), 'ftyp', 'avif', u32be(0), 'avif', 'mif1', 'miaf')],
    ['BMP', bytes('BM', u32le(70), [0, 0, 0, 0], u32le(54), u32le(40), u32le(1), u32le(1), [1, 0, 24, 0])],
    ['TIFF', bytes('II', [42, 0], u32le(8), [0, 0, 0, 0])],
    ['text', bytes('just some text, named image.png')],
    ['PDF', bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')],
    ['empty', new Uint8Array(0)],
    ['a truncated PNG signature', bytes(PNG_SIGNATURE.slice(0, 4))],
  ])('rejects %s', async (_name, data) => {
    const r = await sniffImage(data);
    expect(r).toMatchObject({ ok: false, code: 'invalid_image_type' });
    if (!r.ok) expect(r.message).toMatch(/PNG, JPEG, WebP or GIF/);
  });

  it('accepts exactly the maximum size and rejects one byte more, size first', async () => {
    const atLimit = new Uint8Array(MAX_IMAGE_BYTES);
    atLimit.set(PNG_1X1);
    expect(await sniffImage(atLimit)).toMatchObject({ ok: true, mime: 'image/png' });
    const over = new Uint8Array(MAX_IMAGE_BYTES + 1);
    over.set(PNG_1X1);
    expect(await sniffImage(over)).toEqual({
      ok: false,
      code: 'image_too_large',
      message: 'The image is 5,242,881 bytes; the limit is 5,242,880 bytes (5 MiB).',
    });
    expect(MAX_IMAGE_BYTES).toBe(5_242_880);
  });
});

describe('checkImage', () => {
  it.each([
    ['PNG', pngImage(), 'image/png'],
    ['JPEG', jpegImage(), 'image/jpeg'],
    ['GIF', gifImage(), 'image/gif'],
    ['WebP', webpImage(), 'image/webp'],
  ])('accepts a whole %s, whatever its name', async (_name, data, mime) => {
    expect(await checkImage(data, { name: 'picture.txt' })).toMatchObject({ ok: true, mime });
  });

  it.each([
    ['plain text', textFile()],
    ['an HTML page', textFile('<!DOCTYPE html><html><body>hello</body></html>')],
    ['an SVG image', textFile('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['a PDF document', textFile('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n')],
    ['an empty file', new Uint8Array(0)],
    ['binary data of an unknown kind', Uint8Array.from([0, 1, 2, 3, 250, 251, 252, 0, 9])],
  ])('says a misnamed file is really %s', async (kind, data) => {
    expect(await checkImage(data, { name: 'x.png' })).toEqual({
      ok: false,
      code: 'invalid_image_type',
      message: `“x.png” is ${kind}, not a PNG, JPEG, WebP or GIF image.`,
    });
  });

  it('refuses a polyglot and a truncated image, saying which', async () => {
    const png = pngImage();
    expect(await checkImage(polyglot(png, '<html></html>'), { name: 'logo.png' })).toEqual({
      ok: false,
      code: 'invalid_image_type',
      message: '“logo.png” has 13 bytes of other data after the end of its PNG image, so it is refused.',
    });
    expect(await checkImage(truncated(jpegImage(), 30))).toEqual({
      ok: false,
      code: 'invalid_image_type',
      message: 'The file is cut short: it ends before the JPEG image does.',
    });
  });

  it('accepts a whole image of exactly 5 MiB and refuses one byte more with both figures', async () => {
    const atLimit = pngImage({ size: MAX_IMAGE_BYTES });
    expect(await checkImage(atLimit)).toMatchObject({ ok: true, mime: 'image/png' });
    const over = pngImage({ size: MAX_IMAGE_BYTES + 1 });
    expect(await checkImage(over)).toEqual({
      ok: false,
      code: 'image_too_large',
      message: 'The image is 5,242,881 bytes; the limit is 5,242,880 bytes (5 MiB).',
    });
  });
});
