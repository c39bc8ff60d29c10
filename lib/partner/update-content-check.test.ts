import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '@/lib/domain';
import { pngImage, polyglot, textFile, truncated } from '@/test/support/images';
import { ApiError } from './errors';
import { checkUpdateContent } from './update-content-check';

const base = { mint: 'M', priorityFeeLamports: '1000', tipLamports: '1000000' };

async function failure(
  fields: Record<string, string>,
  image: { bytes: Uint8Array; name?: string } | null = null,
) {
  try {
    await checkUpdateContent({ ...base, ...fields }, image);
  } catch (error) {
    if (error instanceof ApiError) return { code: error.code, status: error.status, message: error.message };
    throw error;
  }
  return null;
}

describe('checkUpdateContent', () => {
  it('answers the canonical form of each present link and leaves the rest alone', async () => {
    const checked = await checkUpdateContent(
      { ...base, name: 'N', website: ' Example.COM/About ', twitter: '@quill_x', telegram: '' },
      null,
    );
    expect(checked).toEqual({
      fields: {
        ...base,
        voteDurationSeconds: 600,
        name: 'N',
        website: 'https://example.com/About',
        twitter: 'https://x.com/quill_x',
        telegram: '',
      },
      image: null,
    });
  });

  // The spec's link rules: bare handles, @handle and full URLs in; https with a dotted host; handle
  // patterns; at most 300 characters. Each violation has its own code and never reaches the service.
  it.each([
    [{ website: 'not a site' }, 'invalid_website'],
    [{ website: 'https://localhost/x' }, 'invalid_website'],
    [{ website: 'ftp://example.com' }, 'invalid_website'],
    [{ website: `https://a.example/${'p'.repeat(300)}` }, 'website_too_long'],
    [{ twitter: 'no-dashes-allowed' }, 'invalid_twitter'],
    [{ twitter: 'a'.repeat(16) }, 'invalid_twitter'],
    [{ telegram: 'abcd' }, 'invalid_telegram'],
    [{ telegram: 't.me/abc' }, 'invalid_telegram'],
    [{ telegram: 't'.repeat(301) }, 'telegram_too_long'],
    [{ name: '' }, 'invalid_name'],
    [{ symbol: 'ABCDEFGHIJK' }, 'symbol_too_long'],
    [{}, 'invalid_input'],
  ])('%j → %s', async (fields, code) => {
    expect(await failure(fields)).toMatchObject({ code, status: 400 });
  });

  it('says what a misnamed file really is, and refuses polyglots and truncated images', async () => {
    expect(await failure({}, { bytes: textFile(), name: 'x.png' })).toEqual({
      code: 'invalid_image_type',
      status: 400,
      message: '“x.png” is plain text, not a PNG, JPEG, WebP or GIF image.',
    });
    expect(await failure({}, { bytes: polyglot(pngImage()) })).toMatchObject({ code: 'invalid_image_type' });
    expect(await failure({}, { bytes: truncated(pngImage(), 50) })).toMatchObject({
      code: 'invalid_image_type',
    });
  });

  it('takes an image of exactly 5 MiB as the patch, and refuses one byte more', async () => {
    const checked = await checkUpdateContent(base, { bytes: pngImage({ size: MAX_IMAGE_BYTES }) });
    expect(checked.image).toMatchObject({ mime: 'image/png', ext: 'png' });
    expect(await failure({}, { bytes: pngImage({ size: MAX_IMAGE_BYTES + 1 }) })).toMatchObject({
      code: 'image_too_large',
      message: 'The image is 5,242,881 bytes; the limit is 5,242,880 bytes (5 MiB).',
    });
  });

  it('names the field of a plain schema failure', async () => {
    expect(await failure({ name: 'Fine', tipLamports: '5' })).toMatchObject({
      code: 'invalid_input',
      message: 'tipLamports: The tip must be at least 1000000 lamports.',
    });
  });
});
