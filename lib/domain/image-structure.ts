// Decode-free structure checks of the four accepted image formats: a file must be one whole image from its
// first byte to its last. This is what refuses a polyglot (an image header with HTML or a script after the
// image's end) and a truncated upload on the server, where nothing decodes the pixels.
//
// - PNG: chunk walk (each length, type and CRC) from IHDR, through at least one IDAT, to IEND, with
//   nothing after IEND.
// - JPEG: segment walk from SOI through each scan's entropy-coded data to EOI, with nothing after EOI.
// - GIF: block walk (extensions, image descriptors and their sub-blocks) to the trailer 0x3B, last byte.
// - WebP: the RIFF size equals the file size less 8, and the chunks inside fill it exactly.

import { crc32 } from './crc32';

export type ImageFormat = 'png' | 'jpg' | 'gif' | 'webp';

export type StructureProblem =
  /** The file ends before the image does. */
  | { kind: 'truncated' }
  /** Bytes follow the image's end marker. */
  | { kind: 'trailing'; extraBytes: number }
  /** The bytes do not follow the format. */
  | { kind: 'malformed' };

export type StructureResult = { ok: true } | ({ ok: false } & StructureProblem);

const OK: StructureResult = { ok: true };
const TRUNCATED: StructureResult = { ok: false, kind: 'truncated' };
const MALFORMED: StructureResult = { ok: false, kind: 'malformed' };
const trailing = (extraBytes: number): StructureResult => ({ ok: false, kind: 'trailing', extraBytes });

/** The end of the image at `end` (exclusive) against the file's length. */
const endsAt = (end: number, length: number) => (end === length ? OK : trailing(length - end));

const u32be = (b: Uint8Array, i: number) =>
  ((b[i]! << 24) >>> 0) + (b[i + 1]! << 16) + (b[i + 2]! << 8) + b[i + 3]!;
const u32le = (b: Uint8Array, i: number) =>
  ((b[i + 3]! << 24) >>> 0) + (b[i + 2]! << 16) + (b[i + 1]! << 8) + b[i]!;
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

function checkPng(b: Uint8Array): StructureResult {
  let i = 8; // after the signature
  let seenData = false;
  for (let first = true; ; first = false) {
    if (i + 12 > b.length) return TRUNCATED;
    const length = u32be(b, i);
    const type = ascii(b, i + 4, 4);
    if (length > 0x7fffffff || !/^[A-Za-z]{4}$/.test(type) || (first && type !== 'IHDR')) return MALFORMED;
    const end = i + 12 + length;
    if (end > b.length) return TRUNCATED;
    if (crc32(b.subarray(i + 4, end - 4)) !== u32be(b, end - 4)) return MALFORMED;
    if (type === 'IDAT') seenData = true;
    if (type === 'IEND') return seenData ? endsAt(end, b.length) : MALFORMED;
    i = end;
  }
}

/** Past the entropy-coded data of a scan starting at `i`: the index of the next marker's 0xFF. */
function skipScan(b: Uint8Array, start: number): number {
  let i = start;
  for (;;) {
    if (i + 1 >= b.length) return -1;
    if (b[i] !== 0xff) {
      i += 1;
      continue;
    }
    const next = b[i + 1]!;
    // A stuffed zero, a restart marker or a fill byte belongs to the scan.
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) i += 2;
    else if (next === 0xff) i += 1;
    else return i;
  }
}

function checkJpeg(b: Uint8Array): StructureResult {
  if (b[0] !== 0xff || b[1] !== 0xd8) return MALFORMED;
  let i = 2;
  let seenScan = false;
  for (;;) {
    if (i >= b.length) return TRUNCATED;
    if (b[i] !== 0xff) return MALFORMED;
    while (b[i] === 0xff) i += 1; // fill bytes before a marker
    if (i >= b.length) return TRUNCATED;
    const marker = b[i]!;
    i += 1;
    if (marker === 0xd9) return seenScan ? endsAt(i, b.length) : MALFORMED;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue; // standalone markers
    if (marker === 0x00 || marker === 0xd8) return MALFORMED;
    if (i + 2 > b.length) return TRUNCATED;
    const length = (b[i]! << 8) + b[i + 1]!;
    if (length < 2) return MALFORMED;
    if (i + length > b.length) return TRUNCATED;
    i += length;
    if (marker === 0xda) {
      seenScan = true;
      i = skipScan(b, i);
      if (i < 0) return TRUNCATED;
    }
  }
}

/** Past a run of GIF data sub-blocks starting at `i` (ended by a zero-length block), or -1. */
function skipSubBlocks(b: Uint8Array, start: number): number {
  let i = start;
  for (;;) {
    if (i >= b.length) return -1;
    const size = b[i]!;
    i += 1 + size;
    if (size === 0) return i;
  }
}

const colorTableBytes = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

function checkGif(b: Uint8Array): StructureResult {
  const version = ascii(b, 0, 6);
  if (version !== 'GIF87a' && version !== 'GIF89a') return MALFORMED;
  if (b.length < 13) return TRUNCATED;
  let i = 13 + colorTableBytes(b[10]!);
  let seenImage = false;
  for (;;) {
    if (i >= b.length) return TRUNCATED;
    const block = b[i]!;
    if (block === 0x3b) return seenImage ? endsAt(i + 1, b.length) : MALFORMED;
    if (block === 0x21) {
      i = skipSubBlocks(b, i + 2);
    } else if (block === 0x2c) {
      if (i + 10 > b.length) return TRUNCATED;
      i += 10 + colorTableBytes(b[i + 9]!) + 1; // descriptor, local colour table, LZW minimum code size
      i = skipSubBlocks(b, i);
      seenImage = true;
    } else {
      return MALFORMED;
    }
    if (i < 0) return TRUNCATED;
  }
}

function checkWebp(b: Uint8Array): StructureResult {
  if (b.length < 20) return TRUNCATED;
  if (ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return MALFORMED;
  const end = u32le(b, 4) + 8;
  if (end > b.length) return TRUNCATED;
  if (!['VP8 ', 'VP8L', 'VP8X'].includes(ascii(b, 12, 4))) return MALFORMED;
  let i = 12;
  while (i < end) {
    if (i + 8 > end) return end === b.length ? TRUNCATED : MALFORMED;
    const size = u32le(b, i + 4);
    i += 8 + size + (size & 1);
  }
  if (i > end) return end === b.length ? TRUNCATED : MALFORMED;
  return endsAt(end, b.length);
}

const CHECKS: Record<ImageFormat, (b: Uint8Array) => StructureResult> = {
  png: checkPng,
  jpg: checkJpeg,
  gif: checkGif,
  webp: checkWebp,
};

/** Whether `bytes`, already recognised as `format` by its leading bytes, hold exactly one whole image. */
export function checkImageStructure(format: ImageFormat, bytes: Uint8Array): StructureResult {
  return CHECKS[format](bytes);
}
