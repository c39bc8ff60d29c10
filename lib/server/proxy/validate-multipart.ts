import 'server-only';
import {
  ApiError,
  hasContentPatch,
  updateContentFieldsSchema,
  type UpdateContentFields,
} from '@/lib/partner';
import { normalizeLink, sniffImage, type LinkField } from '@/lib/domain';
import { readMultipart, type UploadedFile } from './multipart-reader';
import { sha256, schemaError, type PreparedBody } from './prepared';

// POST update-content: the form is read within its limits, its text parts checked with the shared
// schema, its link fields with the domain rules (so the upstream's `500 internal` for a bad link never
// happens: the normalised value is what goes upstream), the image recognised by its bytes, and then the
// whole form encoded afresh for the upstream.

const IMAGE_FIELD = 'image';
const LINK_FIELDS: readonly LinkField[] = ['website', 'twitter', 'telegram'];

type Image = { bytes: Uint8Array<ArrayBuffer>; mime: string; ext: string };

async function checkedImage(file: UploadedFile | undefined): Promise<Image | null> {
  if (!file) return null;
  const sniffed = await sniffImage(file.bytes);
  if (!sniffed.ok) throw ApiError.from(sniffed.code, { message: sniffed.message });
  return { bytes: file.bytes, mime: sniffed.mime, ext: sniffed.ext };
}

/** The text fields with each present link field replaced by its canonical form, or the link's code. */
export function normalizedLinks(fields: UpdateContentFields): UpdateContentFields {
  const result: UpdateContentFields = { ...fields };
  for (const field of LINK_FIELDS) {
    const value = fields[field];
    if (value === undefined) continue;
    const link = normalizeLink(field, value);
    if (!link.ok) throw ApiError.from(link.code, { message: link.message });
    result[field] = link.value;
  }
  return result;
}

async function encode(fields: UpdateContentFields, image: Image | null) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, String(value));
  if (image) form.set(IMAGE_FIELD, new Blob([image.bytes], { type: image.mime }), `image.${image.ext}`);
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type');
  if (!contentType) throw ApiError.from('internal');
  return { body: new Uint8Array(await encoded.arrayBuffer()), contentType };
}

export async function prepareUpdateContent(request: Request): Promise<PreparedBody> {
  const form = await readMultipart(request, new Set([IMAGE_FIELD]));
  const parsed = updateContentFieldsSchema.safeParse(form.fields);
  if (!parsed.success) throw schemaError(parsed.error);
  const image = await checkedImage(form.files.find((file) => file.field === IMAGE_FIELD));
  if (!hasContentPatch(parsed.data, image !== null))
    throw ApiError.from('invalid_input', { message: 'Change at least one field or add an image.' });
  const fields = normalizedLinks(parsed.data);
  const { body, contentType } = await encode(fields, image);
  const data: Record<string, unknown> = { ...fields, ...(image ? { image: true } : {}) };
  const fingerprint = sha256(
    'updateContent\n',
    JSON.stringify(fields),
    '\n',
    image ? sha256(image.bytes) : '',
  );
  return { body, contentType, data, fingerprint };
}
