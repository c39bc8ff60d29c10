// A failed read in words for a person: busy or down first, else the catalogue's sentence and next step.

import { serviceTrouble, troubleSentence } from '@/components/write/service-trouble';
import { ApiError, catalogueEntry, isErrorCode } from '@/lib/partner';

export function readErrorText(error: unknown): string {
  const trouble = serviceTrouble(error);
  if (trouble) return troubleSentence(trouble);
  if (error instanceof ApiError) {
    if (isErrorCode(error.code)) {
      const entry = catalogueEntry(error.code);
      return `${entry.message} ${entry.action}`;
    }
    return 'The service could not answer this read. Try again in a moment.';
  }
  return 'The answer could not be read. Try again in a moment.';
}
