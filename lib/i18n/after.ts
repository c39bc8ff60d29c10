import { formatDuration, relativeTime } from '@/lib/format';
import { enAfter } from './catalogue/en-after';
import { useWords } from './words-context';
import { englishWords, wordsFor, type AfterWords, type Words } from './words';

// The words of what follows a send, and of the parts that load after the panel (the pool wait, the last
// fill): a language loaded on the server has them already; English adds them here, in the code of those
// parts, with its spans and moments as the dashboard writes them (lib/format).

const hasAfter = (words: Words): words is AfterWords =>
  'duration' in words && 'step.submitted' in words.messages;

/** `words`, able to say what follows a send. */
export function withAfter(words: Words): AfterWords {
  if (hasAfter(words)) return words;
  const full = wordsFor(words.locale, { ...words.messages, ...enAfter });
  if (hasAfter(full)) return full;
  return { ...full, duration: (seconds) => formatDuration(seconds), relativeTime };
}

export const englishAfterWords: AfterWords = withAfter(englishWords);

export function useAfterWords(): AfterWords {
  const words = useWords();
  return words === englishWords ? englishAfterWords : withAfter(words);
}
