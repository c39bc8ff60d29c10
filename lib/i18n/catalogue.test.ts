import { describe, expect, it } from 'vitest';
import { WIDGET_LOCALES } from '@/lib/embed/locales';
import { en as enCore } from './catalogue/en';
import { enAfter } from './catalogue/en-after';
import { loadMessages } from './load';
import { placeholders, type MessageKey } from './messages';
import { POPUP_STEPS, POPUP_WORDS } from './popup';
import './locale-words';
import { withAfter } from './after';
import { englishWords, wordsFor } from './words';

const en: Record<MessageKey, string> = { ...enCore, ...enAfter };
const keys = Object.keys(en).sort() as MessageKey[];

describe('the widget’s catalogues', () => {
  it.each(WIDGET_LOCALES.filter((l) => l !== 'en'))(
    '%s has every key of English, no other, each said with the same placeholders',
    async (locale) => {
      const messages = await loadMessages(locale);
      expect(Object.keys(messages).sort()).toEqual(keys);
      for (const key of keys) {
        expect(messages[key].trim(), `${locale} ${key}`).not.toBe('');
        expect(placeholders(messages[key]), `${locale} ${key}`).toEqual(placeholders(en[key]));
      }
    },
  );

  it('translates the words a visitor sees first (not English left in place)', async () => {
    for (const locale of WIDGET_LOCALES.filter((l) => l !== 'en')) {
      const messages = await loadMessages(locale);
      for (const key of [
        'amount.label',
        'access.disconnected.action',
        'side.sell',
        'connect.disconnect',
      ] as const)
        expect(messages[key], `${locale} ${key}`).not.toBe(en[key]);
    }
  });

  it('translates the pool wait and the last fill, sentence by sentence', async () => {
    const later = keys.filter((key) => /^(venue\.|lastFill\.|error\.venue_(cancelled|gave_up))/.test(key));
    expect(later.length).toBeGreaterThanOrEqual(16);
    for (const locale of WIDGET_LOCALES.filter((l) => l !== 'en')) {
      const messages = await loadMessages(locale);
      for (const key of later) expect(messages[key], `${locale} ${key}`).not.toBe(en[key]);
    }
  });

  it('keeps the words that load after the panel out of its English first load', () => {
    for (const key of ['venue.moving', 'lastFill.line'] as const) {
      expect(key in enCore).toBe(false);
      expect(englishWords.t(key)).toBe(key);
      expect(withAfter(englishWords).t(key)).toBe(en[key]);
    }
  });
});

describe('a language’s words', () => {
  it('read and write German amounts, and say why an entry is refused, in German', async () => {
    const de = wordsFor('de', await loadMessages('de'));
    expect(de.readAmount('0,5', 9)).toEqual({ ok: true, value: 500_000_000n });
    expect(de.readAmount('1.234,5', 6)).toEqual({ ok: true, value: 1_234_500_000n });
    const refused = de.readAmount('1,234', 6);
    expect(refused).toEqual({
      ok: false,
      code: 'invalid_amount',
      message:
        '„1,234“ ist mehrdeutig: 1,234 oder 1.234? Schreiben Sie die Zahl ohne Tausenderpunkte, mit einem Komma vor den Dezimalstellen.',
    });
    expect(de.readAmount('0,1234567', 6)).toMatchObject({
      message: 'Verwenden Sie höchstens 6 Dezimalstellen.',
    });
    expect(de.sol(1_500_000_000n)).toBe('1,5 SOL');
    expect(de.tokens(1_234_500_000n, 'GRASS')).toBe('1.234,5 GRASS');
    expect(de.percent(50n)).toBe('0,5 %');
    expect(de.t('submit.buy', { symbol: 'GRASS' })).toBe('GRASS kaufen');
  });

  it('read Japanese and Chinese amounts the dot way, full-width digits too', async () => {
    for (const locale of ['ja', 'zh-CN'] as const) {
      const words = wordsFor(locale, await loadMessages(locale));
      expect(words.readAmount('1,234.5', 6)).toEqual({ ok: true, value: 1_234_500_000n });
      expect(words.readAmount('０．５', 9)).toEqual({ ok: true, value: 500_000_000n });
      expect(words.readAmount('', 9)).toMatchObject({
        ok: false,
        message: (await loadMessages(locale))['amount.empty'],
      });
      expect(words.sol(1_234_500_000_000n)).toBe('1,234.5 SOL');
    }
  });

  it('keep English exactly as the dashboard writes and reads it', async () => {
    const english = wordsFor('en', await loadMessages('en'));
    expect(english.readAmount('1,234.5', 6)).toEqual({ ok: true, value: 1_234_500_000n });
    expect(english.readAmount('1,5', 6)).toMatchObject({
      message: 'Enter a number such as 1.5 or 1,000; commas may only separate groups of three digits.',
    });
    expect(english.sol(2_500_000n)).toBe('0.0025 SOL');
    expect(english.percent(50n)).toBe('0.5%');
  });
});

describe('the sign-in window’s sentences', () => {
  it('are in every language, each step with a title and a body', () => {
    const keys = POPUP_STEPS.flatMap((step) => [`${step}.title`, `${step}.body`] as const);
    for (const locale of WIDGET_LOCALES) {
      expect(Object.keys(POPUP_WORDS[locale]).sort(), locale).toEqual([...keys].sort());
      for (const key of keys) expect(POPUP_WORDS[locale][key].trim(), `${locale} ${key}`).not.toBe('');
      for (const step of POPUP_STEPS) {
        const body = `${step}.body` as const;
        if (locale !== 'en')
          expect(POPUP_WORDS[locale][body], `${locale} ${step}`).not.toBe(POPUP_WORDS.en[body]);
      }
    }
  });
});

describe('English after a send', () => {
  it('is in its own part, added to the words where the outcome needs it', () => {
    expect(Object.keys(enCore).some((key) => key in enAfter)).toBe(false);
    expect(englishWords.t('step.submitted')).toBe('step.submitted');
    expect(withAfter(englishWords).t('step.submitted')).toBe('Submitted');
    const de = wordsFor('de', { 'step.submitted': 'Gesendet' });
    expect(withAfter(de)).toBe(de);
  });

  it('adds English spans and moments with it, as the dashboard writes them; other languages have Intl’s', async () => {
    expect('duration' in englishWords).toBe(false);
    const english = withAfter(englishWords);
    expect(english.duration(298)).toBe('4 minutes 58 seconds');
    expect(english.relativeTime(-180)).toBe('3 minutes ago');
    const de = withAfter(wordsFor('de', await loadMessages('de')));
    expect(de.duration(298)).toBe('4 Minuten, 58 Sekunden');
    expect(de.relativeTime(-180)).toBe('vor 3 Minuten');
  });
});
