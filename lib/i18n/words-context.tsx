'use client';

import * as React from 'react';
import type { Messages } from './messages';
import { englishWords, wordsFor, type Words } from './words';

// The words of the language a widget speaks, for every part of it: English unless a provider says
// otherwise (the dashboard's own pages have none).

const WordsContext = React.createContext<Words>(englishWords);

// Another language's way with amounts (locale-words.ts) loads with the first widget that speaks one.
let localeWordsLoaded: Promise<unknown> | null = null;
const loadLocaleWords = () => (localeWordsLoaded ??= import('./locale-words'));

/**
 * Speaks `locale` inside: its catalogue, given by the server, which loaded only that one (null: English,
 * which the panel carries).
 */
export function WordsProvider({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: Messages | null;
  children: React.ReactNode;
}) {
  if (messages !== null) React.use(loadLocaleWords());
  const words = React.useMemo(
    () => (messages === null ? englishWords : wordsFor(locale, messages)),
    [locale, messages],
  );
  return <WordsContext.Provider value={words}>{children}</WordsContext.Provider>;
}

export function useWords(): Words {
  return React.useContext(WordsContext);
}
