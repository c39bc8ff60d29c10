// A failed read in words for a person: busy or down first, else the catalogue's sentence and next step (as
// the server wrote them into the error's body).

import { serviceTrouble, troubleSentence } from '@/components/write/service-trouble';
import { ApiError, personWords } from '@/lib/partner';

export function readErrorText(error: unknown): string {
  const trouble = serviceTrouble(error);
  if (trouble) return troubleSentence(trouble);
  if (error instanceof ApiError) {
    const words = personWords(error);
    if (words) return `${words.message} ${words.action}`;
    return 'The service could not answer this read. Try again in a moment.';
  }
  return 'The answer could not be read. Try again in a moment.';
}
