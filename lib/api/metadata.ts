import { z } from 'zod';
import { CONTENT_FIELDS } from '@/lib/partner/resources';
import { shapeWithEach } from '@/lib/partner/shape';

// Our metadata routes' answers: GET /api/metadata/accounts/{address} and /api/metadata/mints/{mint} give
// a token's metadata as it stands, GET /api/metadata/json?uri= a pinned metadata JSON as shown.

const nullableText = z.string().nullable();

/** A pinned metadata JSON as shown (e.g. a proposal's `actionUri`): every field may be missing. */
export const metadataJsonViewSchema = z.object(shapeWithEach(CONTENT_FIELDS, nullableText));
export type MetadataJsonView = z.infer<typeof metadataJsonViewSchema>;

/** A token's metadata as it stands: the on-chain name, symbol and uri, and the other fields of its JSON. */
export const tokenMetadataViewSchema = metadataJsonViewSchema.extend({
  name: z.string(),
  symbol: z.string(),
  uri: z.string(),
});
export type TokenMetadataView = z.infer<typeof tokenMetadataViewSchema>;
