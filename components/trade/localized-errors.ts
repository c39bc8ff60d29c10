import {
  describeWriteError,
  type ErrorView,
  type WriteDescriber,
  type WriteErrorContext,
} from '@/components/write/describe-error';
import { serviceTrouble } from '@/components/write/service-trouble';
import { VENUE_CODES } from '@/lib/client/venue-wait';
import { localeDuration } from '@/lib/format';
import type { MessageKey, MessageValues } from '@/lib/i18n/messages';
import type { Words } from '@/lib/i18n/words';
import type { ApiError } from '@/lib/partner';

// A trade's errors in the widget's language: what happened and what to do in that language's words, for
// the catalogue's codes a trade meets; the buttons and what they do stay as the English describers set
// them (they read the error's figures, which the sentences here leave out). English is left as it is.

/** Codes that share one sentence. */
const SENTENCE_OF: Record<string, string> = {
  not_connected: 'connection',
  needs_reconnect: 'connection',
  invalid_token: 'connection',
  invalid_grant: 'connection',
  migration_pending: 'venue_stopped',
  pool_not_open: 'venue_stopped',
  write_outcome_unknown: 'unknown_outcome',
  idempotency_in_flight: 'unknown_outcome',
};

/** The English buttons' labels, as the describers write them, to their keys. */
const BUTTON_OF: Record<string, MessageKey> = {
  'Try again': 'cta.retry',
  'Check again': 'cta.check',
  'See your recent activity': 'cta.activity',
  Reconnect: 'cta.reconnect',
  Connect: 'cta.reconnect',
  'Connect again': 'cta.reconnect',
  'Reconnect with that permission': 'cta.reconnect',
  'Buy some first': 'cta.buyFirst',
  'Change the amount': 'cta.change',
};

/** One error's view with its words in `words`' language (`values` fill the sentence besides the symbol). */
export function localizeErrorView(
  view: ErrorView,
  code: string,
  words: Words,
  symbol: string,
  values: MessageValues = {},
): ErrorView {
  const sentence = SENTENCE_OF[code] ?? code;
  const key = (`error.${sentence}` in words.messages ? `error.${sentence}` : 'error.generic') as MessageKey;
  return {
    ...view,
    sentence: words.t(key, { ...values, symbol }),
    action: words.t(`${key}.action` as MessageKey, { ...values, symbol }),
    ctas: view.ctas.map((cta) => {
      const label = BUTTON_OF[cta.label];
      return label ? { ...cta, label: words.t(label) } : cta;
    }),
  };
}

/**
 * A venue wait the person cancelled, or that gave up (lib/client/venue-wait.ts marks the last refusal): its
 * own sentence, with how long it waited in whole minutes as the English describer says it.
 */
function venueEnd(error: ApiError, words: Words): { code: string; values: MessageValues } | null {
  if (!VENUE_CODES.has(error.code)) return null;
  if (error.body.venueWait === 'cancelled') return { code: 'venue_cancelled', values: {} };
  if (error.body.venueWait !== 'gave_up' || typeof error.body.waitedSeconds !== 'number') return null;
  const minutes = Math.max(1, Math.round(error.body.waitedSeconds / 60));
  return { code: 'venue_gave_up', values: { waited: localeDuration(minutes * 60, words.locale) } };
}

/** The trade's error context, every code described in the panel's language (as it is in English). */
export function localizedErrorContext(
  context: WriteErrorContext,
  words: Words,
  symbol: string,
): WriteErrorContext {
  if (words.locale === 'en') return context;
  const describe: WriteDescriber = (error) => {
    const trouble = serviceTrouble(error)?.kind;
    const code = trouble === 'busy' ? 'busy' : trouble === 'down' ? 'down' : error.code;
    const view = describeWriteError(error, context);
    const venue = venueEnd(error, words);
    if (venue) return localizeErrorView(view, venue.code, words, symbol, venue.values);
    return localizeErrorView(view, code, words, symbol);
  };
  // Every code answers to the one describer above, which takes the English view's shape.
  const describers = new Proxy({} as Record<string, WriteDescriber>, {
    get: (_target, code) => (typeof code === 'string' ? describe : undefined),
  });
  return { ...context, describers };
}
