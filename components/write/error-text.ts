import { serviceTrouble, troubleSentence } from '@/components/write/service-trouble';
import { ApiError, catalogueEntry, isErrorCode } from '@/lib/partner';

/**
 * A failed read as a sentence and what to do, for a person; never raw internals. Busy (429, "try again in
 * N s") and down (502/503, "try again later") are told apart.
 */
export function readErrorText(error: unknown, fallback: string): string {
  const trouble = serviceTrouble(error);
  if (trouble) return troubleSentence(trouble);
  if (error instanceof ApiError && isErrorCode(error.code)) {
    const entry = catalogueEntry(error.code);
    return entry.action ? `${entry.message} ${entry.action}` : entry.message;
  }
  return fallback;
}
