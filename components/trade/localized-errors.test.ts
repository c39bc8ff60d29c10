import { describe, expect, it } from 'vitest';
import { describeWriteError } from '@/components/write/describe-error';
import { withAfter } from '@/lib/i18n/after';
import { loadMessages } from '@/lib/i18n/load';
import { englishWords, wordsFor } from '@/lib/i18n/words';
import { ApiError, catalogueError } from '@/lib/partner';
import { tradeDescribers } from './describe-trade-error';
import { localizedErrorContext } from './localized-errors';

const context = {
  noun: 'trade',
  returnTo: '/embed/trade',
  permission: 'buy and sell',
  describers: tradeDescribers({ side: 'buy', symbol: 'GRASS', bound: null, tokens: null, now: () => 0 }),
};

describe('a trade’s errors in the widget’s language', () => {
  it('says a catalogue code’s sentence and next step in German, with German buttons', async () => {
    const de = wordsFor('de', await loadMessages('de'));
    const view = describeWriteError(
      catalogueError('slippage_exceeded'),
      localizedErrorContext(context, de, 'GRASS'),
    );
    expect(view.sentence).toBe(
      'Der Preis hat sich über Ihre Grenze hinaus bewegt; es wurde nichts ausgeführt.',
    );
    expect(view.action).toMatch(/^Prüfen Sie den Betrag/);
    expect(view.ctas.map((cta) => cta.label)).toEqual(['Erneut versuchen']);
  });

  it('keeps what the English view does (fees paid, the buttons’ kinds), and names the token', async () => {
    const ja = wordsFor('ja', await loadMessages('ja'));
    const english = describeWriteError(catalogueError('tx_failed'), context);
    const view = describeWriteError(catalogueError('tx_failed'), localizedErrorContext(context, ja, 'GRASS'));
    expect(view.feesPaid).toBe(true);
    expect(view.ctas.map((cta) => cta.kind)).toEqual(english.ctas.map((cta) => cta.kind));
    const missing = describeWriteError(
      catalogueError('missing_sell_token_account'),
      localizedErrorContext(context, ja, 'GRASS'),
    );
    expect(missing.sentence).toContain('GRASS');
    expect(missing.ctas[0]).toMatchObject({ kind: 'do', action: 'buy', label: '先に購入する' });
  });

  it('says an error it has no sentence for in general words, never in English', async () => {
    const es = wordsFor('es', await loadMessages('es'));
    const odd = new ApiError('something_new', 400, { error: 'something_new', message: 'Something new.' });
    const view = describeWriteError(odd, localizedErrorContext(context, es, 'GRASS'));
    expect(view.sentence).toBe('El servicio no pudo completar esta operación.');
    const busy = describeWriteError(
      catalogueError('rate_limit_exceeded'),
      localizedErrorContext(context, es, 'GRASS'),
    );
    expect(busy.sentence).toBe('El servicio está ocupado ahora mismo.');
  });

  it('says a pool wait that was cancelled or gave up in German and Japanese, how long it waited by Intl', async () => {
    const de = withAfter(wordsFor('de', await loadMessages('de')));
    const ja = withAfter(wordsFor('ja', await loadMessages('ja')));
    const cancelled = catalogueError('migration_pending', { venueWait: 'cancelled', waitedSeconds: 12 });
    const gaveUp = catalogueError('pool_not_open', { venueWait: 'gave_up', waitedSeconds: 300 });
    const de1 = describeWriteError(cancelled, localizedErrorContext(context, de, 'GRASS'));
    expect(de1.sentence).toBe(
      'Sie haben das Warten auf den Pool des Tokens beendet. Es wurde nichts gesendet.',
    );
    expect(de1.ctas.map((cta) => cta.label)).toEqual(['Erneut versuchen']);
    const de2 = describeWriteError(gaveUp, localizedErrorContext(context, de, 'GRASS'));
    expect(de2.sentence).toBe(
      'Der Pool des Tokens war nach 5 Minuten Warten noch nicht offen. Es wurde nichts gesendet.',
    );
    expect(de2.action).toBe('Versuchen Sie es in ein paar Minuten erneut.');
    const ja2 = describeWriteError(gaveUp, localizedErrorContext(context, ja, 'GRASS'));
    expect(ja2.sentence).toBe(
      '5 分 待ちましたが、トークンのプールは開きませんでした。何も送信されていません。',
    );
    // A refusal the wait did not end says the venue's general sentence.
    const refused = describeWriteError(
      catalogueError('pool_not_open'),
      localizedErrorContext(context, de, 'GRASS'),
    );
    expect(refused.sentence).toMatch(/^Der Handel mit GRASS ist pausiert/);
  });

  it('leaves English as the describers write it', () => {
    const english = withAfter(englishWords);
    expect(localizedErrorContext(context, english, 'GRASS')).toBe(context);
  });
});
