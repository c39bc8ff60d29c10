import { answerError, ownError } from './errors';
import { apiFetch, REQUESTED_WITH_HEADER, UNREACHABLE_MESSAGE } from './api';

// Every write of the dashboard (votes, proposals, bonds, trades) is one POST through our proxy carrying an
// `Idempotency-Key` made once per intent of the person: a second click, a re-render or a "check again"
// reuses it, so the proxy sends the intent upstream at most once. Nothing here ever resends.

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export interface PostWriteOptions {
  /** Progress of a multipart body while it uploads (bytes sent of the whole encoded body). */
  onUploadProgress?: (sentBytes: number, totalBytes: number) => void;
}

/** A multipart POST through XMLHttpRequest, the one browser API that reports upload progress. */
function postForm(path: string, form: FormData, key: string, options: PostWriteOptions): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    for (const [name, value] of Object.entries(REQUESTED_WITH_HEADER)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader(IDEMPOTENCY_HEADER, key);
    xhr.responseType = 'text';
    const progress = options.onUploadProgress;
    if (progress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) progress(event.loaded, event.total);
      };
    }
    // An answer that never came back is not a refusal: the write may have happened (outcome unknown).
    xhr.onerror = () => reject(ownError('write_outcome_unknown', { message: UNREACHABLE_MESSAGE }));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body);
      else reject(answerError(xhr.status, body));
    };
    xhr.send(form);
  });
}

/** Sends one write, once: a JSON body, or a FormData as multipart. Failures throw the typed `ApiError`. */
export function postWrite(
  path: string,
  body: unknown,
  idempotencyKey: string,
  options: PostWriteOptions = {},
): Promise<unknown> {
  if (body instanceof FormData) return postForm(path, body, idempotencyKey, options);
  return apiFetch<unknown>(
    path,
    {
      method: 'POST',
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      body: JSON.stringify(body),
    },
    'write_outcome_unknown',
  );
}
