// Token metadata: the pinned metadata JSON a token's on-chain `uri` points to (what update-content
// produces upstream). Loose on purpose: a pinned JSON may carry any extra fields, and every field of it is
// optional. The dashboard's own views of metadata are our API's, in lib/api/metadata.ts.
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
