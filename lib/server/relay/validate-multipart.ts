import 'server-only';
import {
  ApiError,
  catalogueError,
  checkUpdateContent,
  isErrorCode,
  type CheckedUpdateContent,
} from '@/lib/partner';
import { readMultipart } from './multipart-reader';
import { sha256, type PreparedBody } from './prepared';

// POST update-content: the form is read within its limits, then checked with lib/partner's
// `checkUpdateContent`, the same check the browser runs before sending (text rules, canonical links, the
// image recognised by its bytes and whole, from its first byte to its end), and the whole form encoded
// afresh for the upstream: the normalised values are what goes upstream.

const IMAGE_FIELD = 'image';

/** The check's refusal in the catalogue's words: the shared check names the problem, the answer adds what to do. */
function inCatalogueWords(error: unknown): unknown {
  return error instanceof ApiError && isErrorCode(error.code)
    ? catalogueError(error.code, error.body)
    : error;
}

async function encode({ fields, image }: CheckedUpdateContent) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, String(value));
  if (image)
    form.set(
      IMAGE_FIELD,
      new Blob([new Uint8Array(image.bytes)], { type: image.mime }),
      `image.${image.ext}`,
    );
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type');
  if (!contentType) throw catalogueError('internal');
  return { body: new Uint8Array(await encoded.arrayBuffer()), contentType };
}

export async function prepareUpdateContent(request: Request): Promise<PreparedBody> {
  const form = await readMultipart(request, new Set([IMAGE_FIELD]));
  const file = form.files.find((f) => f.field === IMAGE_FIELD);
  const checked = await checkUpdateContent(
    form.fields,
    file ? { bytes: file.bytes, ...(file.filename ? { name: file.filename } : {}) } : null,
  ).catch((error: unknown) => {
    throw inCatalogueWords(error);
  });
  const { body, contentType } = await encode(checked);
  const { fields, image } = checked;
  const data: Record<string, unknown> = { ...fields, ...(image ? { image: true } : {}) };
  const fingerprint = sha256(
    'updateContent\n',
    JSON.stringify(fields),
    '\n',
    image ? sha256(image.bytes) : '',
  );
  return { body, contentType, data, fingerprint };
}
