import { formatAmount, parseAmount, type ParseAmountResult } from '@/lib/domain';
import { percent, solAmount, tokenAmount } from '@/lib/format';
import { en } from './catalogue/en';
import { fill, type MessageKey, type Messages, type MessageValues } from './messages';

// A language's words and numbers for the widget: its sentences, and amounts written and read its way.
// English is exactly what the dashboard writes everywhere else (lib/format, lib/domain's parseAmount).

type Say = (key: MessageKey, values?: MessageValues) => string;

/** The words of a language other than English, once locale-words.ts is loaded (it installs itself). */
let localeWords: (locale: string, messages: Partial<Messages>, t: Say) => Words = () => {
  throw new Error('Load lib/i18n/locale-words.ts before speaking a language other than English.');
};

export function installLocaleWords(make: typeof localeWords): void {
  localeWords = make;
}

export interface Words {
  locale: string;
  /** The catalogue it speaks from. */
  messages: Partial<Messages>;
  t: (key: MessageKey, values?: MessageValues) => string;
  /** Base units with `decimals` decimals, grouped unless asked not to. */
  amount: (units: bigint, decimals: number, options?: { group?: boolean }) => string;
  /** "0.005 SOL", "0,005 SOL". */
  sol: (lamports: bigint | string) => string;
  /** "12,000 GRASS"; the word for tokens when the symbol is not known. */
  tokens: (units: bigint | string, symbol?: string | null) => string;
  /** Basis points as a percentage: "0.5%", "0,5 %". */
  percent: (bps: bigint) => string;
  /** What a person typed in an amount field, in base units, or the sentence saying why it is not one. */
  readAmount: (text: string, decimals: number) => ParseAmountResult;
}

/**
 * The words of the parts that load after the panel (after.ts): spans and moments besides. English adds
 * them with those parts; another language's words have them from the start (locale-words.ts).
 */
export interface AfterWords extends Words {
  /** A span of seconds, at most two whole units: "2 minutes 5 seconds", "2 Minuten, 5 Sekunden". */
  duration: (seconds: bigint | number) => string;
  /** A signed span in seconds (negative = past), its largest whole unit: "3 minutes ago", "vor 3 Minuten". */
  relativeTime: (seconds: number) => string;
}

/**
 * A language's words; `messages` may leave out what follows a send (see after.ts). English only: another
 * language's amounts are read and written by locale-words.ts, loaded by the widget that speaks it
 * (`localeWords` below is that module's, once loaded).
 */
export function wordsFor(locale: string, messages: Partial<Messages>): Words {
  const t = (key: MessageKey, values?: MessageValues) => fill(messages[key] ?? key, values);
  if (locale === 'en')
    return {
      locale,
      messages,
      t,
      amount: (units, decimals, options) => formatAmount(units, decimals, options),
      sol: solAmount,
      tokens: tokenAmount,
      percent: (bps) => percent(bps),
      readAmount: parseAmount,
    };
  return localeWords(locale, messages, t);
}

/** The widget's words in English (up to a send): the default wherever no other language was chosen. */
export const englishWords: Words = wordsFor('en', en);
