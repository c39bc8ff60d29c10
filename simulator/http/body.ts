import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiError, catalogueError, LIMITS } from '@/lib/partner';
import type { UploadedFile } from '../core/types';

export interface ParsedMultipart {
  fields: Record<string, string>;
  files: UploadedFile[];
}

function isMultipartLimit(error: unknown): error is { code: string } {
  return (
    typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
  );
}

/**
 * Reads a multipart form within the spec's limits (5 MiB a file, 4 files, 16 fields). A file over the
 * limit is `413 payload_too_large`; too many parts or an unreadable form is `400 invalid_multipart`.
 */
export async function readMultipart(request: FastifyRequest): Promise<ParsedMultipart> {
  if (!request.isMultipart()) {
    throw catalogueError('invalid_multipart', { message: 'This endpoint takes multipart/form-data.' });
  }
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts({
      limits: {
        // busboy cuts a file off on reaching this many bytes; one more than the limit keeps exactly 5 MiB.
        fileSize: LIMITS.fileBytes + 1,
        files: LIMITS.filesPerRequest,
        fields: LIMITS.formFieldsPerRequest,
        parts: LIMITS.filesPerRequest + LIMITS.formFieldsPerRequest,
      },
    })) {
      if (part.type === 'file') {
        const bytes = new Uint8Array(await part.toBuffer());
        files.push({ field: part.fieldname, filename: part.filename, claimedType: part.mimetype, bytes });
      } else {
        if (part.fieldname in fields) {
          throw catalogueError('invalid_input', {
            message: `The field ${part.fieldname} appears more than once.`,
          });
        }
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (isMultipartLimit(error) && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw catalogueError('payload_too_large', { message: 'An uploaded file may be at most 5 MiB.' });
    }
    if (isMultipartLimit(error) && /LIMIT/.test(error.code)) {
      throw catalogueError('invalid_multipart', {
        message: `A form may hold at most ${LIMITS.formFieldsPerRequest} fields and ${LIMITS.filesPerRequest} files.`,
      });
    }
    throw catalogueError('invalid_multipart');
  }
  return { fields, files };
}
