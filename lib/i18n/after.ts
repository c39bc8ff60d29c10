import { enAfter } from './catalogue/en-after';
import { useWords } from './words-context';
import { englishWords, wordsFor, type Words } from './words';

// The words of what follows a send: a language loaded on the server has them already; English adds them
// here, in the code of the steps and the outcome, which load after the panel.

/** `words`, able to say what follows a send. */
export function withAfter(words: Words): Words {
  if ('step.submitted' in words.messages) return words;
  return wordsFor(words.locale, { ...words.messages, ...enAfter });
}

export const englishAfterWords: Words = withAfter(englishWords);

export function useAfterWords(): Words {
  const words = useWords();
  return words === englishWords ? englishAfterWords : withAfter(words);
}
