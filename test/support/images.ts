// Image files for tests: whole, valid files of each accepted format, built in memory, and the ways a file
// goes wrong (cut short, data appended, another format under an image's name). Exact sizes on demand.
import { deflateSync } from 'node:zlib';
import { crc32 } from '@/lib/domain/crc32';

const ascii = (s: string) => Array.from(s, (c) => c.charCodeAt(0));
const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u32le = (n: number) => u32be(n).reverse();
function concat(...parts: (Uint8Array | number[])[]): Uint8Array {
  const file = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    file.set(part, at);
    at += part.length;
  }
  return file;
}
const fromBase64 = (s: string) => Uint8Array.from(Buffer.from(s, 'base64'));

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** One PNG chunk with its length and CRC. */
export function pngChunk(type: string, data: Uint8Array | number[]): Uint8Array {
  const body = concat(ascii(type), data);
  return concat(u32be(body.length - 4), body, u32be(crc32(body)));
}

/**
 * A real RGB PNG of one colour. With `size`, a private ancillary chunk (ignored by decoders) before IEND
 * makes the file exactly `size` bytes long.
 */
export function pngImage(options: { width?: number; height?: number; rgb?: number; size?: number } = {}) {
  const { width = 4, height = 3, rgb = 0x3366cc } = options;
  const row = [
    0,
    ...Array.from({ length: width }, () => [(rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255]).flat(),
  ];
  const pixels = Uint8Array.from(Array.from({ length: height }, () => row).flat());
  const head = concat(
    PNG_SIGNATURE,
    pngChunk('IHDR', [...u32be(width), ...u32be(height), 8, 2, 0, 0, 0]),
    pngChunk('IDAT', deflateSync(pixels)),
  );
  const end = pngChunk('IEND', []);
  if (options.size === undefined) return concat(head, end);
  const padding = options.size - head.length - end.length - 12;
  if (padding < 0) throw new RangeError(`A PNG cannot be as small as ${options.size} bytes.`);
  return concat(head, pngChunk('prVt', new Uint8Array(padding)), end);
}

/** A baseline JPEG's segments around a scan whose data holds a stuffed 0xFF and a restart marker. */
export function jpegImage(): Uint8Array {
  const segment = (marker: number, data: number[]) => [
    0xff,
    marker,
    ...u32be(data.length + 2).slice(2),
    ...data,
  ];
  return concat(
    [0xff, 0xd8],
    segment(0xe0, [...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    segment(0xdb, [0, ...new Array<number>(64).fill(1)]),
    segment(0xc0, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]),
    segment(0xc4, [0, ...new Array<number>(16).fill(0).map((_, i) => (i === 0 ? 1 : 0)), 0]),
    segment(0xda, [1, 1, 0, 0, 63, 0]),
    [0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56],
    [0xff, 0xd9],
  );
}

/** A real 1×1 GIF89a (global colour table, graphic control extension, one image, trailer). */
export const gifImage = () => fromBase64('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==');

/** A real 1×1 lossless WebP. */
export const webpImage = () => fromBase64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==');

/** `image` with `extra` appended after its end: an image header with something else riding along. */
export function polyglot(image: Uint8Array, extra = '<html><script>alert(1)</script></html>'): Uint8Array {
  return concat(image, ascii(extra));
}

/** The first `length` bytes of `image` (a negative length drops that many from the end). */
export const truncated = (image: Uint8Array, length: number) => image.slice(0, length);

export const textFile = (text = 'Just some notes, not a picture.\n') => Uint8Array.from(ascii(text));

/** A RIFF WebP container helper for edge cases: `chunks` laid out after "WEBP" with the given RIFF size. */
export function webpContainer(chunks: Uint8Array, riffSize = chunks.length + 4): Uint8Array {
  return concat(ascii('RIFF'), u32le(riffSize), ascii('WEBP'), chunks);
}
