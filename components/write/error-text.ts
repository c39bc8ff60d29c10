import { serviceTrouble, troubleSentence } from '@/components/write/service-trouble';
import { ApiError, personWords } from '@/lib/partner';

/**
 * A failed read as a sentence and what to do, for a person; never raw internals. Busy (429, "try again in
 * N s") and down (502/503, "try again later") are told apart.
 */
export function readErrorText(error: unknown, fallback: string): string {
  const trouble = serviceTrouble(error);
  if (trouble) return troubleSentence(trouble);
  const words = error instanceof ApiError ? personWords(error) : null;
  if (words) return `${words.message} ${words.action}`;
  return fallback;
}
