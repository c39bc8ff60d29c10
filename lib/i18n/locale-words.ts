import {
  parseAmount,
  parseLocaleAmount,
  SOL_DECIMALS,
  TOKEN_DECIMALS,
  type ParseAmountResult,
} from '@/lib/domain';
import { localeAmount, localeDuration, localeRelativeTime, numberStyleOf } from '@/lib/format';
import type { MessageKey, Messages, MessageValues } from './messages';
import { installLocaleWords, type AfterWords } from './words';

// The words of a language other than English: amounts read and written its way (lib/domain's
// parseLocaleAmount, lib/format's localeAmount), spans and moments by Intl (localeDuration,
// localeRelativeTime), and refusals said in it. Loaded only by a widget that speaks another language
// (words-context.tsx), so an English widget carries none of it.

function localeWords(
  locale: string,
  messages: Partial<Messages>,
  t: (key: MessageKey, values?: MessageValues) => string,
): AfterWords {
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
    duration: (seconds) => localeDuration(seconds, locale),
    relativeTime: (seconds) => localeRelativeTime(seconds, locale),
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

installLocaleWords(localeWords);

export { localeWords };
