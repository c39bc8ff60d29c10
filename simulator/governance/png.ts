// Tiny PNGs built in memory (seed token images, tests): a solid colour, or a two-colour geometric mark
// derived from a label's hash. Real PNG: signature, IHDR, one zlib-compressed IDAT, IEND, each chunk with
// its CRC.
import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A `size`×`size` RGB PNG whose pixel (x, y) has the colour `pixel(x, y)` (0xRRGGBB). */
export function rgbPng(size: number, pixel: (x: number, y: number) => number): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, default compression, filter, no interlace
  const pixels = Buffer.alloc(size * (1 + 3 * size));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + 3 * size); // filter byte 0 (none), then RGB triples
    for (let x = 0; x < size; x++) {
      const rgb = pixel(x, y);
      pixels.set([(rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255], row + 1 + 3 * x);
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([
      signature,
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(pixels)),
      chunk('IEND', new Uint8Array(0)),
    ]),
  );
}

/** A `size`×`size` RGB PNG of one colour (`rgb` as 0xRRGGBB). */
export function solidPng(rgb: number, size = 8): Uint8Array {
  return rgbPng(size, () => rgb);
}

/** Calm, saturated backgrounds for marks whose label brings no colour of its own. */
const PALETTE = [0x264653, 0x3d5a80, 0xbc4749, 0x386641, 0xb5838d, 0x6d597a, 0xdd8a3e, 0x1d3557, 0x0f766e];

type Inside = (u: number, v: number) => boolean; // tile coordinates, 0 to 1

/** The tiles a mark is built from: quarter discs in each corner, half discs on two sides, a disc, a square. */
const TILES: Inside[] = [
  (u, v) => u * u + v * v < 1,
  (u, v) => (1 - u) ** 2 + v * v < 1,
  (u, v) => (1 - u) ** 2 + (1 - v) ** 2 < 1,
  (u, v) => u * u + (1 - v) ** 2 < 1,
  (u, v) => (u - 0.5) ** 2 + (v - 0.5) ** 2 < 0.25,
  (u, v) => (u - 0.5) ** 2 + (1 - v) ** 2 < 0.25,
  (u, v) => (u - 0.5) ** 2 + v * v < 0.25,
  () => true,
];

/** A 2×2 arrangement of tiles inside a margin, each tile chosen by a byte of the hash (4096 marks). */
function markShape(hash: Buffer): (x: number, y: number) => boolean {
  const margin = 0.17;
  return (x, y) => {
    if (x < margin || y < margin || x >= 1 - margin || y >= 1 - margin) return false;
    const gx = (x - margin) / (1 - 2 * margin);
    const gy = (y - margin) / (1 - 2 * margin);
    const column = gx < 0.5 ? 0 : 1;
    const row = gy < 0.5 ? 0 : 1;
    const tile = TILES[(hash[2 + row * 2 + column] ?? 0) % TILES.length] ?? TILES[4]!;
    return tile(gx * 2 - column, gy * 2 - row);
  };
}

function mix(from: number, to: number, share: number): number {
  let rgb = 0;
  for (const shift of [16, 8, 0]) {
    const a = (from >> shift) & 255;
    const b = (to >> shift) & 255;
    rgb |= Math.round(a + (b - a) * share) << shift;
  }
  return rgb;
}

function luminance(rgb: number): number {
  return 0.299 * ((rgb >> 16) & 255) + 0.587 * ((rgb >> 8) & 255) + 0.114 * (rgb & 255);
}

/**
 * A `size`×`size` mark for `label`, in the Bauhaus manner: four tiles (quarter discs, half discs, a disc,
 * a square) chosen by the label's sha256, in white or near-black on `background` (default: from the hash),
 * edges smoothed by 4×4 supersampling. The same label always gives the same image.
 */
export function markPng(label: string, background?: number, size = 64): Uint8Array {
  const hash = createHash('sha256').update(label).digest();
  const bg = background ?? PALETTE[(hash[1] ?? 0) % PALETTE.length] ?? 0x264653;
  const fg = luminance(bg) > 150 ? 0x1b1b1f : 0xfaf7f0;
  const inside = markShape(hash);
  const samples = 4;
  return rgbPng(size, (px, py) => {
    let hits = 0;
    for (let sy = 0; sy < samples; sy++)
      for (let sx = 0; sx < samples; sx++) {
        const x = (px + (sx + 0.5) / samples) / size;
        const y = (py + (sy + 0.5) / samples) / size;
        if (inside(x, y)) hits++;
      }
    return mix(bg, fg, hits / (samples * samples));
  });
}
