import 'server-only';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import Busboy from 'busboy';
import { ApiError, catalogueError, LIMITS } from '@/lib/partner';

// A multipart form read while it streams, within the spec's limits (5 MiB a file, 4 files, 16 fields):
// a file over the limit or a text part over FIELD_BYTES is `413 payload_too_large`; too many parts or an
// unreadable form is `400 invalid_multipart`. Everything kept is in memory, bounded by those limits.

/** Largest text part; the spec sets no limit on `description`, so this is what bounds it. */
export const FIELD_BYTES = 64 * 1024;
/** Largest whole body: one file, every text part at its largest, and room for part headers. */
export const MULTIPART_BODY_BYTES = LIMITS.fileBytes + LIMITS.formFieldsPerRequest * FIELD_BYTES + 64 * 1024;

export type UploadedFile = { field: string; filename: string; bytes: Uint8Array<ArrayBuffer> };
export type MultipartForm = { fields: Record<string, string>; files: UploadedFile[] };

const invalid = (message?: string) => catalogueError('invalid_multipart', message ? { message } : {});
const tooLarge = (message: string) => catalogueError('payload_too_large', { message });

function createParser(contentType: string) {
  try {
    return Busboy({
      headers: { 'content-type': contentType },
      limits: {
        // busboy cuts a file off on reaching this many bytes; one more than the limit keeps exactly 5 MiB.
        fileSize: LIMITS.fileBytes + 1,
        files: LIMITS.filesPerRequest,
        fields: LIMITS.formFieldsPerRequest,
        parts: LIMITS.filesPerRequest + LIMITS.formFieldsPerRequest,
        fieldSize: FIELD_BYTES,
        fieldNameSize: 100,
        headerPairs: 20,
      },
    });
  } catch {
    throw invalid(); // no boundary, or not a multipart type busboy knows
  }
}

/**
 * Reads the form. Only file parts named in `fileFields` are accepted, each at most once (anything else is
 * `400 invalid_input`, and its bytes are not kept); a text part may appear once.
 */
export async function readMultipart(
  request: Request,
  fileFields: ReadonlySet<string>,
): Promise<MultipartForm> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType) || request.body === null) {
    await request.body?.cancel().catch(() => undefined);
    throw invalid('Send the form as multipart/form-data.');
  }
  const parser = createParser(contentType);
  const fields = new Map<string, string>();
  const files: UploadedFile[] = [];
  const reading: Promise<void>[] = [];
  // Failures are recorded, never thrown or destroyed from inside busboy's callbacks: the next chunk then
  // ends the stream with the failure, or the parse ends and the failure is reported.
  let failure: ApiError | null = null;
  const fail = (error: ApiError) => {
    failure ??= error;
  };
  const tooMany = () =>
    fail(
      invalid(
        `A form may hold at most ${LIMITS.formFieldsPerRequest} fields and ${LIMITS.filesPerRequest} files.`,
      ),
    );

  parser.on('field', (name, value, info) => {
    if (info.valueTruncated) return fail(tooLarge(`A form field may be at most ${FIELD_BYTES} bytes.`));
    if (info.nameTruncated) return fail(invalid());
    if (fields.has(name))
      return fail(catalogueError('invalid_input', { message: `The field ${name} appears more than once.` }));
    fields.set(name, value);
  });
  parser.on('file', (name, stream, info) => {
    if (!fileFields.has(name) || reading.length >= fileFields.size || files.some((f) => f.field === name)) {
      stream.resume();
      return fail(
        catalogueError('invalid_input', {
          message: `Only one file, named ${[...fileFields].join(', ')}, is accepted.`,
        }),
      );
    }
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => {
      if (failure === null) chunks.push(chunk);
    });
    stream.on('limit', () => fail(tooLarge('An uploaded file may be at most 5 MiB (5,242,880 bytes).')));
    reading.push(
      new Promise((resolve) =>
        stream.on('end', () => {
          const bytes = new Uint8Array(Buffer.concat(chunks));
          // A browser sends an empty, unnamed part for a file input left empty: no file.
          if (!stream.truncated && (bytes.byteLength > 0 || info.filename))
            files.push({ field: name, filename: info.filename ?? '', bytes });
          resolve();
        }),
      ),
    );
  });
  parser.on('partsLimit', tooMany);
  parser.on('filesLimit', tooMany);
  parser.on('fieldsLimit', tooMany);

  let total = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.byteLength;
      if (total > MULTIPART_BODY_BYTES) fail(tooLarge('The form is too large.'));
      if (failure) done(failure);
      else done(null, chunk);
    },
  });
  try {
    await pipeline(
      Readable.fromWeb(request.body as unknown as NodeReadableStream<Uint8Array>),
      counter,
      parser,
    );
    await Promise.all(reading);
    if (failure) throw failure;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw invalid();
  }
  return { fields: Object.fromEntries(fields), files };
}
