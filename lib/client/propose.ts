import {
  checkUpdateContent,
  ENDPOINTS,
  governanceWriteResponseSchema,
  type CheckedUpdateContent,
  type GovernanceWriteResponse,
} from '@/lib/partner';
import { postWrite } from './writes';

// The update-content proposal through our proxy: the form checked once more with lib/partner's
// `checkUpdateContent` (the proxy runs the same check), encoded as multipart with the canonical values, and
// sent once with the intent's Idempotency-Key, reporting upload progress. Never resent from here.

export const UPDATE_CONTENT_PATH = `/api${ENDPOINTS.updateContent.path}`;

/** The multipart body: the checked text parts, then the image under a name from its real type. */
export function updateContentForm({ fields, image }: CheckedUpdateContent): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, String(value));
  if (image)
    form.set('image', new Blob([new Uint8Array(image.bytes)], { type: image.mime }), `image.${image.ext}`);
  return form;
}

export async function submitUpdateContent(
  input: { fields: Record<string, string>; image: { bytes: Uint8Array; name: string } | null },
  idempotencyKey: string,
  onUploadProgress?: (sentBytes: number, totalBytes: number) => void,
): Promise<GovernanceWriteResponse> {
  const checked = await checkUpdateContent(input.fields, input.image);
  const answer = await postWrite(UPDATE_CONTENT_PATH, updateContentForm(checked), idempotencyKey, {
    ...(onUploadProgress ? { onUploadProgress } : {}),
  });
  return governanceWriteResponseSchema.parse(answer);
}
