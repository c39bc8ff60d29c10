// Image uploads for update-content: recognised by their bytes, never by file name or claimed type.
// Accepted: PNG, JPEG, WebP, GIF (the spec's list). An animated PNG is a PNG file and is accepted as one.
// Uses the browser-safe core entry of file-type (the main entry loads node:fs under Node).

import { fileTypeFromBuffer } from 'file-type/core';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type ImageMime = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';
export type ImageExt = 'png' | 'jpg' | 'webp' | 'gif';

export type SniffImageResult =
  | { ok: true; mime: ImageMime; ext: ImageExt }
  | { ok: false; code: 'invalid_image_type' | 'image_too_large'; message: string };

const ACCEPTED: ReadonlyMap<string, { mime: ImageMime; ext: ImageExt }> = new Map([
  ['image/png', { mime: 'image/png', ext: 'png' }],
  ['image/apng', { mime: 'image/png', ext: 'png' }],
  ['image/jpeg', { mime: 'image/jpeg', ext: 'jpg' }],
  ['image/webp', { mime: 'image/webp', ext: 'webp' }],
  ['image/gif', { mime: 'image/gif', ext: 'gif' }],
]);

/** Checks the size (first, without reading the bytes), then the content type from the leading bytes. */
export async function sniffImage(bytes: Uint8Array): Promise<SniffImageResult> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) {
    return { ok: false, code: 'image_too_large', message: 'The image must be at most 5 MiB.' };
  }
  const detected = bytes.byteLength === 0 ? undefined : await fileTypeFromBuffer(bytes);
  const accepted = detected === undefined ? undefined : ACCEPTED.get(detected.mime);
  if (accepted === undefined) {
    return {
      ok: false,
      code: 'invalid_image_type',
      message: 'The image must be a PNG, JPEG, WebP or GIF file.',
    };
  }
  return { ok: true, ...accepted };
}
