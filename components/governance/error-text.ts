import { ApiError, catalogueEntry, isErrorCode } from '@/lib/partner';

/** A failed read as a sentence and what to do, for a person; never raw internals. */
export function readErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && isErrorCode(error.code)) {
    const entry = catalogueEntry(error.code);
    return entry.action ? `${entry.message} ${entry.action}` : entry.message;
  }
  return fallback;
}
