import 'server-only';
import { createHash } from 'node:crypto';
import { ApiError, catalogueError, firstErrorCode } from '@/lib/partner';
import type { z } from 'zod';

/** A validated write body, ready to send (and to resend once after a refresh). */
export type PreparedBody = {
  /** Exactly what goes upstream. */
  body: Uint8Array<ArrayBuffer> | string;
  contentType: string;
  /** The validated fields, for the journal's summary (never sent from here). */
  data: Record<string, unknown>;
  /** Identifies the request's content, so one Idempotency-Key cannot stand for two different writes. */
  fingerprint: string;
};

export function sha256(...parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('base64url');
}

/** The spec error for a failed schema parse; for `invalid_input` the message names the field. */
export function schemaError(error: z.ZodError): ApiError {
  const code = firstErrorCode(error);
  if (code !== 'invalid_input') return catalogueError(code);
  const issue = error.issues[0];
  const field = issue?.path.join('.');
  return catalogueError(
    'invalid_input',
    issue ? { message: `${field ? `${field}: ` : ''}${issue.message}` } : {},
  );
}
