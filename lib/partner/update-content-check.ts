// The dashboard's whole check of an update-content form, run in the browser before anything is sent and
// again in the proxy before anything goes upstream (the same code in both places): the contract's text
// rules, each link field replaced by its canonical URL (so the service's `500 internal` for a bad link is
// never reached), the image recognised by its bytes and checked to be one whole image, and at least one
// patch field. Failures are `ApiError`s with the spec's codes and a message naming the problem; the proxy
// adds the catalogue's next step when it answers with one (this module runs in the browser, which carries
// no catalogue).
import { z } from 'zod';
import { checkImage, normalizeLink, type ImageExt, type ImageMime, type LinkField } from '@/lib/domain';

import type { ErrorCode } from './errors-catalogue';
import { ApiError, firstErrorCode } from './errors';
import { contentFieldSchemas, hasContentPatch, updateContentFieldsSchema } from './requests-update-content';

/** A link field as sent: the contract's length rule, then the canonical form (or the link's own code). */
function canonicalLink(field: LinkField) {
  return contentFieldSchemas[field].transform((value, ctx) => {
    const link = normalizeLink(field, value);
    if (link.ok) return link.value;
    ctx.addIssue({ code: 'custom', message: link.message, params: { code: link.code } });
    return z.NEVER;
  });
}

/** Each text patch field as the dashboard sends it (links canonical); the form checks field by field. */
export const checkedContentFieldSchemas = {
  ...contentFieldSchemas,
  website: canonicalLink('website'),
  twitter: canonicalLink('twitter'),
  telegram: canonicalLink('telegram'),
};

/** The text parts of update-content as the dashboard sends them upstream. */
export const updateContentRequestSchema = updateContentFieldsSchema.extend({
  website: checkedContentFieldSchemas.website.optional(),
  twitter: checkedContentFieldSchemas.twitter.optional(),
  telegram: checkedContentFieldSchemas.telegram.optional(),
});
export type UpdateContentRequest = z.infer<typeof updateContentRequestSchema>;
export type UpdateContentRequestInput = z.input<typeof updateContentRequestSchema>;

export type CheckedImage = { bytes: Uint8Array; mime: ImageMime; ext: ImageExt };
export type CheckedUpdateContent = { fields: UpdateContentRequest; image: CheckedImage | null };

/** A refusal of the check: every code it answers is a `400`, and none succeeds when sent again unchanged. */
function contentError(code: ErrorCode, message?: string): ApiError {
  return new ApiError(code, 400, {
    error: code,
    ...(message === undefined ? {} : { message }),
    retryable: false,
  });
}

/** The error of a failed parse: the first coded issue's code and message, else `invalid_input` naming the field. */
export function issueError(error: z.ZodError): ApiError {
  const code = firstErrorCode(error);
  const issue =
    error.issues.find(
      (i) => i.code === 'custom' && (i.params as { code?: unknown } | undefined)?.code === code,
    ) ?? error.issues[0];
  if (!issue) return contentError(code);
  const field = issue.path.join('.');
  const message = code === 'invalid_input' && field ? `${field}: ${issue.message}` : issue.message;
  return contentError(code, message);
}

/**
 * Checks an update-content form: its text parts (strings, as a form carries them) and its image file, if
 * any. Answers what to send, or throws the `ApiError` of the first problem.
 */
export async function checkUpdateContent(
  fields: Record<string, unknown>,
  image: { bytes: Uint8Array; name?: string } | null,
): Promise<CheckedUpdateContent> {
  const parsed = updateContentRequestSchema.safeParse(fields);
  if (!parsed.success) throw issueError(parsed.error);
  let checked: CheckedImage | null = null;
  if (image) {
    const result = await checkImage(image.bytes, image.name ? { name: image.name } : {});
    if (!result.ok) throw contentError(result.code, result.message);
    checked = { bytes: image.bytes, mime: result.mime, ext: result.ext };
  }
  if (!hasContentPatch(parsed.data, checked !== null))
    throw contentError('invalid_input', 'Change at least one field or add an image.');
  return { fields: parsed.data, image: checked };
}
