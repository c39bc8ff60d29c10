import {
  formatAmount,
  parseAmount,
  parseLocaleAmount,
  SOL_DECIMALS,
  TOKEN_DECIMALS,
  type ParseAmountResult,
} from '@/lib/domain';
import { localeAmount, numberStyleOf, percent, solAmount, tokenAmount } from '@/lib/format';
import { en } from './catalogue/en';
import { fill, type MessageKey, type Messages, type MessageValues } from './messages';

// A language's words and numbers for the widget: its sentences, and amounts written and read its way.
// English is exactly what the dashboard writes everywhere else (lib/format, lib/domain's parseAmount).

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

/** A language's words; `messages` may leave out what follows a send (see after.ts). */
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
  const style = numberStyleOf(locale);
  const amount = (units: bigint, decimals: number, options?: { group?: boolean }) =>
    localeAmount(units, decimals, locale, options);
  return {
    locale,
    messages,
    t,
    amount,
    sol: (lamports) => `${amount(BigInt(lamports), SOL_DECIMALS)} SOL`,
    tokens: (units, symbol) => `${amount(BigInt(units), TOKEN_DECIMALS)} ${symbol || t('trade.tokens')}`,
    percent: (bps) => t('percent', { value: amount(bps, 2) }),
    readAmount: (text, decimals) => {
      const parsed = parseLocaleAmount(text, decimals, style);
      if (parsed.ok) return parsed;
      const say = (message: string): ParseAmountResult => ({ ok: false, code: 'invalid_amount', message });
      switch (parsed.problem) {
        case 'ambiguous': {
          const written = (reading: string) => {
            const value = parseAmount(reading, decimals);
            return value.ok ? amount(value.value, decimals) : reading;
          };
          const [first = '', second = ''] = (parsed.readings ?? []).map(written);
          const decimal = t('amount.decimalMark');
          return say(t('amount.ambiguous', { text: text.trim(), first, second, decimal }));
        }
        case 'decimals':
          return say(decimals === 0 ? t('amount.wholeOnly') : t('amount.decimals', { decimals }));
        default:
          return say(t(`amount.${parsed.problem}`));
      }
    },
  };
}

/** The widget's words in English (up to a send): the default wherever no other language was chosen. */
export const englishWords: Words = wordsFor('en', en);
