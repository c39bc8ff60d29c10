// A tiny solid-colour PNG built in memory (seed token images, tests). Real PNG: signature, IHDR, one
// zlib-compressed IDAT, IEND, each chunk with its CRC.
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A `size`×`size` RGB PNG of one colour (`rgb` as 0xRRGGBB). */
export function solidPng(rgb: number, size = 8): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, default compression, filter, no interlace
  const row = [
    0,
    ...Array.from({ length: size }, () => [(rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255]).flat(),
  ];
  const pixels = Uint8Array.from(Array.from({ length: size }, () => row).flat());
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
