import { checkImage, checkImageSize, IMAGE_FORMAT_NAME, type ImageExt, type ImageMime } from '@/lib/domain';

// A chosen image file, checked in the browser before anything is uploaded: its size (before reading it),
// its real type from its bytes and its structure (lib/domain's `checkImage`, the check the proxy runs
// too), and then a real decode, so a file the browser cannot draw is refused as well.

export interface ImageChoice {
  name: string;
  bytes: Uint8Array;
  mime: ImageMime;
  ext: ImageExt;
  width: number;
  height: number;
  /** An object URL of the checked bytes, for the preview; revoke it when the choice goes. */
  previewUrl: string;
}

export type ImageInspection = { ok: true; choice: ImageChoice } | { ok: false; message: string };

async function decodedSize(blob: Blob): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(blob);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size.width > 0 && size.height > 0 ? size : null;
  } catch {
    return null;
  }
}

export async function inspectImage(file: File): Promise<ImageInspection> {
  const size = checkImageSize(file.size);
  if (size) return { ok: false, message: size.message };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const checked = await checkImage(bytes, { name: file.name });
  if (!checked.ok) return { ok: false, message: checked.message };
  const blob = new Blob([bytes], { type: checked.mime });
  const decoded = await decodedSize(blob);
  if (!decoded)
    return {
      ok: false,
      message: `“${file.name}” could not be drawn as a ${IMAGE_FORMAT_NAME[checked.ext]} image; it may be damaged.`,
    };
  return {
    ok: true,
    choice: {
      name: file.name,
      bytes,
      mime: checked.mime,
      ext: checked.ext,
      ...decoded,
      previewUrl: URL.createObjectURL(blob),
    },
  };
}
