import { describe, expect, it } from 'vitest';
import { withAfter } from '@/lib/i18n/after';
import { loadMessages } from '@/lib/i18n/load';
import { englishWords, wordsFor } from '@/lib/i18n/words';
import { announcementOf, stepsOf } from './flow-view';

const done = { phase: 'done', signature: 'sig', report: null } as unknown as Parameters<typeof stepsOf>[0];
const confirming = { phase: 'confirming', signature: 'sig', slow: false } as unknown as Parameters<
  typeof stepsOf
>[0];

describe('the steps in the widget’s language', () => {
  it('say the steps and the live sentence in German', async () => {
    const de = wordsFor('de', await loadMessages('de'));
    expect(stepsOf(done, de).map((step) => step.label)).toEqual([
      'Gesendet',
      'Vom Netzwerk bestätigt',
      'Daten aktualisiert',
    ]);
    expect(announcementOf(confirming, 'Ihr Kauf', de, 'Ihr Kauf')).toBe(
      'Ihr Kauf wurde gesendet. Warten auf die Bestätigung des Netzwerks.',
    );
  });

  it('say in English with the catalogue exactly what the stepper writes without it', () => {
    const english = withAfter(englishWords);
    for (const state of [done, confirming]) {
      expect(stepsOf(state, english)).toEqual(stepsOf(state));
      expect(announcementOf(state, 'Your buy', english)).toBe(announcementOf(state, 'Your buy'));
    }
  });
});

describe('the signature’s words', () => {
  it('are in the English catalogue as the signature writes them', async () => {
    const english = await loadMessages('en');
    expect(english['signature.copy']).toBe('Copy');
    expect(english['signature.copyLabel'].startsWith(english['signature.copy'])).toBe(true);
  });

  it('name the copy button from its visible word in every language (WCAG 2.5.3)', async () => {
    for (const locale of ['de', 'es', 'zh-CN', 'ja'] as const) {
      const messages = await loadMessages(locale);
      expect(messages['signature.copyLabel'].startsWith(messages['signature.copy']), locale).toBe(true);
    }
  });
});
