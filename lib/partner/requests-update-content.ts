// POST /partner/v1/governance/proposals/update-content is multipart/form-data. This schema covers its
// TEXT parts, each a string (the fee fields too); the optional `image` file part is checked by the
// caller (type and size belong to the transport). Omitted fields stay unchanged; an empty string clears
// a text field, except `name` and `symbol`, which must not be empty.
import { z } from 'zod';

import { LIMITS } from './limits';
import { feeFields } from './requests-common';
import { charLength, utf8ByteLength } from '@/lib/domain/text-length';
import { address, coded, INT_PATTERN } from './wire';
import type { ErrorCode } from './errors-catalogue';
import { CONTENT_PATCH_FIELDS, type ContentPatchField } from './kinds';

/** The patch fields of update-content, in form order (kinds.ts, free of zod). */
export { CONTENT_PATCH_FIELDS, type ContentPatchField };

/** `voteDurationSeconds` as a form part: a string of an integer, default 600, parsed to a number. */
const voteDurationPart = z
  .string()
  .regex(INT_PATTERN, { error: 'The vote duration must be a whole number of seconds.' })
  .transform((value) => Number(value))
  .pipe(z.int({ error: 'The vote duration is too large.' }))
  .default(LIMITS.voteDurationSecondsDefault);

function byteLimited(max: number, empty: ErrorCode, tooLong: ErrorCode, label: string) {
  return z
    .string()
    .refine((value) => value.length > 0, coded(empty, `The ${label} must not be empty.`))
    .refine(
      (value) => utf8ByteLength(value) <= max,
      coded(tooLong, `The ${label} must be at most ${max} bytes.`),
    );
}

function charLimited(label: string, tooLong: ErrorCode) {
  const message = `The ${label} must be at most ${LIMITS.textFieldCharsMax} characters.`;
  const fits = (value: string) => charLength(value) <= LIMITS.textFieldCharsMax;
  return z.string().refine(fits, coded(tooLong, message));
}

/**
 * Each text patch field's wire rule. Limits: `name` 1–32 UTF-8 bytes (`invalid_name` / `name_too_long`),
 * `symbol` 1–10 bytes (`invalid_symbol` / `symbol_too_long`), the link fields at most 300 characters (code
 * points; `website_too_long`, `twitter_too_long`, `telegram_too_long`). Link format (canonical URL, handle
 * pattern) is the domain layer's rule, added by update-content-check.ts.
 */
export const contentFieldSchemas = {
  name: byteLimited(LIMITS.nameBytesMax, 'invalid_name', 'name_too_long', 'name'),
  symbol: byteLimited(LIMITS.symbolBytesMax, 'invalid_symbol', 'symbol_too_long', 'symbol'),
  // The spec sets no length limit on `description`; the multipart field-size limit bounds it.
  description: z.string(),
  website: charLimited('website', 'website_too_long'),
  twitter: charLimited('twitter link', 'twitter_too_long'),
  telegram: charLimited('telegram link', 'telegram_too_long'),
} satisfies Record<ContentPatchField, z.ZodType<string, string>>;

/** Text parts of the update-content form, as the contract states them. */
export const updateContentFieldsSchema = z.object({
  mint: address,
  voteDurationSeconds: voteDurationPart,
  ...feeFields,
  name: contentFieldSchemas.name.optional(),
  symbol: contentFieldSchemas.symbol.optional(),
  description: contentFieldSchemas.description.optional(),
  website: contentFieldSchemas.website.optional(),
  twitter: contentFieldSchemas.twitter.optional(),
  telegram: contentFieldSchemas.telegram.optional(),
});
export type UpdateContentFields = z.infer<typeof updateContentFieldsSchema>;
export type UpdateContentFieldsInput = z.input<typeof updateContentFieldsSchema>;

/**
 * Whether the form carries any patch at all: a present text patch field (an empty string counts, it
 * clears the field) or an image. A form without one is `400 invalid_input`.
 */
export function hasContentPatch(
  fields: Partial<Record<ContentPatchField, string | undefined>>,
  hasImage: boolean,
): boolean {
  return hasImage || CONTENT_PATCH_FIELDS.some((field) => fields[field] !== undefined);
}
