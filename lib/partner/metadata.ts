// Token metadata: the pinned metadata JSON a token's on-chain `uri` points to (what update-content
// produces upstream), and the dashboard's view of a token's metadata as it stands. Loose on purpose: a
// pinned JSON may carry any extra fields, and every field of it is optional.
import { z } from 'zod';

/** A field of a pinned JSON: a string, or absent (any other value reads as absent rather than failing). */
const jsonText = z.string().optional().catch(undefined);

/** The pinned metadata JSON (`{name, symbol, description, image, website?, twitter?, telegram?}`). */
export const metadataJsonSchema = z.looseObject({
  name: jsonText,
  symbol: jsonText,
  description: jsonText,
  image: jsonText,
  website: jsonText,
  twitter: jsonText,
  telegram: jsonText,
});
export type MetadataJson = z.infer<typeof metadataJsonSchema>;

const nullableText = z.string().nullable();

/** A token's metadata as it stands: the on-chain name, symbol and uri plus the fields of its JSON. */
export const tokenMetadataViewSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  uri: z.string(),
  image: nullableText,
  description: nullableText,
  website: nullableText,
  twitter: nullableText,
  telegram: nullableText,
});
export type TokenMetadataView = z.infer<typeof tokenMetadataViewSchema>;

/** A pinned metadata JSON as shown (e.g. a proposal's `actionUri`): every field may be missing. */
export const metadataJsonViewSchema = z.object({
  name: nullableText,
  symbol: nullableText,
  image: nullableText,
  description: nullableText,
  website: nullableText,
  twitter: nullableText,
  telegram: nullableText,
});
export type MetadataJsonView = z.infer<typeof metadataJsonViewSchema>;
