import type { ImageFormat } from './image-structure';

// Apart from images.ts's checks, so that a form can name the accepted formats without loading them.

/** The format's name as people know it. */
export const IMAGE_FORMAT_NAME: Record<ImageFormat, string> = {
  png: 'PNG',
  jpg: 'JPEG',
  webp: 'WebP',
  gif: 'GIF',
};
