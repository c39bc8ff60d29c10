// Image uploads for update-content: recognised by their bytes, never by file name or claimed type.
// Accepted: PNG, JPEG, WebP, GIF (the spec's list). An animated PNG is a PNG file and is accepted as one.
// Uses the browser-safe core entry of file-type (the main entry loads node:fs under Node).
//
// `sniffImage` checks size and type (what the service itself checks); `checkImage` adds the structure
// checks of image-structure.ts and says what a refused file really is. The dashboard runs `checkImage`
// in the browser (which then also decodes the image) and again in the proxy.

import { groupThousands } from './digits';
import { describeFileKind, fileTypeOf } from './file-kind';
import { IMAGE_FORMAT_NAME } from './image-format-name';
import { checkImageStructure, type ImageFormat } from './image-structure';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type ImageMime = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';
export type ImageExt = ImageFormat;

export type ImageCheckFailure = {
  ok: false;
  code: 'invalid_image_type' | 'image_too_large';
  message: string;
};
export type SniffImageResult = { ok: true; mime: ImageMime; ext: ImageExt } | ImageCheckFailure;

const ACCEPTED: ReadonlyMap<string, { mime: ImageMime; ext: ImageExt }> = new Map([
  ['image/png', { mime: 'image/png', ext: 'png' }],
  ['image/apng', { mime: 'image/png', ext: 'png' }],
  ['image/jpeg', { mime: 'image/jpeg', ext: 'jpg' }],
  ['image/webp', { mime: 'image/webp', ext: 'webp' }],
  ['image/gif', { mime: 'image/gif', ext: 'gif' }],
]);

export { IMAGE_FORMAT_NAME };

const bytesText = (n: number) => `${groupThousands(String(n))} bytes`;

/** The size rule alone (5 MiB inclusive), for a file whose bytes are not read yet; null when it fits. */
export function checkImageSize(size: number): ImageCheckFailure | null {
  if (size <= MAX_IMAGE_BYTES) return null;
  return {
    ok: false,
    code: 'image_too_large',
    message: `The image is ${bytesText(size)}; the limit is ${bytesText(MAX_IMAGE_BYTES)} (5 MiB).`,
  };
}

const invalidType = (message: string): ImageCheckFailure => ({
  ok: false,
  code: 'invalid_image_type',
  message,
});

/** Checks the size (first, without reading the bytes), then the content type from the leading bytes. */
export async function sniffImage(bytes: Uint8Array): Promise<SniffImageResult> {
  const size = checkImageSize(bytes.byteLength);
  if (size) return size;
  const detected = bytes.byteLength === 0 ? undefined : await fileTypeOf(bytes);
  const accepted = detected === undefined ? undefined : ACCEPTED.get(detected.mime);
  if (accepted === undefined) return invalidType('The image must be a PNG, JPEG, WebP or GIF file.');
  return { ok: true, ...accepted };
}

/**
 * `sniffImage`, then what a refused file really is ("“x.png” is plain text, not a PNG, JPEG, WebP or GIF
 * image"), then the structure: one whole image, nothing cut off, nothing after its end.
 */
export async function checkImage(
  bytes: Uint8Array,
  options: { name?: string } = {},
): Promise<SniffImageResult> {
  const sniffed = await sniffImage(bytes);
  const subject = options.name ? `“${options.name}”` : 'The file';
  if (!sniffed.ok) {
    if (sniffed.code !== 'invalid_image_type') return sniffed;
    return invalidType(`${subject} is ${await describeFileKind(bytes)}, not a PNG, JPEG, WebP or GIF image.`);
  }
  const structure = checkImageStructure(sniffed.ext, bytes);
  if (structure.ok) return sniffed;
  const format = IMAGE_FORMAT_NAME[sniffed.ext];
  if (structure.kind === 'truncated')
    return invalidType(`${subject} is cut short: it ends before the ${format} image does.`);
  if (structure.kind === 'trailing')
    return invalidType(
      `${subject} has ${bytesText(structure.extraBytes)} of other data after the end of its ${format} image, so it is refused.`,
    );
  return invalidType(`${subject} starts like a ${format} image, but its structure is damaged.`);
}
