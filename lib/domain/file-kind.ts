// What a file really is, in words, for refusals such as "x.png is plain text, not an image": the kind
// comes from the file's bytes (never from its name or a claimed type).

/**
 * The file's type from its leading bytes (file-type's signatures). The library is loaded when a file is
 * first checked, not with the page that may check one: most visits never pick a file.
 */
export async function fileTypeOf(bytes: Uint8Array) {
  const { fileTypeFromBuffer } = await import('file-type/core');
  return fileTypeFromBuffer(bytes);
}

const NAMED: Record<string, string> = {
  'application/pdf': 'a PDF document',
  'application/zip': 'a ZIP archive',
  'application/gzip': 'a gzip archive',
  'image/bmp': 'a BMP image',
  'image/tiff': 'a TIFF image',
  'image/avif': 'an AVIF image',
  'image/heic': 'a HEIC image',
  'image/heif': 'a HEIF image',
  'image/x-icon': 'an icon file',
  'image/jxl': 'a JPEG XL image',
  'video/mp4': 'an MP4 video',
  'audio/mpeg': 'an MP3 audio file',
};

const SAMPLE_BYTES = 4096;

/** The leading bytes as text, or null when they are not UTF-8 text (control characters included). */
function leadingText(bytes: Uint8Array): string | null {
  const sample = bytes.subarray(0, SAMPLE_BYTES);
  // A multi-byte character may be cut at the sample's end: drop up to three bytes before giving up.
  for (let cut = 0; cut <= Math.min(3, sample.length); cut++) {
    try {
      const text = new TextDecoder('utf-8', { fatal: true }).decode(sample.subarray(0, sample.length - cut));
      return /[\u0000-\u0008\u000e-\u001f\u007f]/.test(text) ? null : text;
    } catch {
      if (sample.length < SAMPLE_BYTES) return null; // the whole file was read: really not text
    }
  }
  return null;
}

function textKind(text: string): string {
  const head = text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .slice(0, 1024)
    .toLowerCase();
  if (head.startsWith('<!doctype html') || /<html[\s>]/.test(head)) return 'an HTML page';
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))) return 'an SVG image';
  if (head.startsWith('<?xml')) return 'an XML document';
  return 'plain text';
}

/** "plain text", "an HTML page", "a PDF document", "a ZIP archive", "an empty file", … */
export async function describeFileKind(bytes: Uint8Array): Promise<string> {
  if (bytes.byteLength === 0) return 'an empty file';
  const detected = await fileTypeOf(bytes);
  const text = detected === undefined || detected.mime.endsWith('xml') ? leadingText(bytes) : null;
  if (text !== null) return textKind(text);
  if (detected === undefined) return 'binary data of an unknown kind';
  const name = detected.ext.toUpperCase();
  return (
    NAMED[detected.mime] ?? `${/^[AEFHILMNORSX]/.test(name) ? 'an' : 'a'} ${name} file (${detected.mime})`
  );
}
