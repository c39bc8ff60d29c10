import { describe, expect, it } from 'vitest';
import type { LastFill } from '@/lib/api';
import { withAfter } from '@/lib/i18n/after';
import { loadMessages } from '@/lib/i18n/load';
import '@/lib/i18n/locale-words';
import { wordsFor } from '@/lib/i18n/words';
import { lastFillAge, lastFillText } from './last-fill-text';

const fill = (overrides: Partial<LastFill> = {}): LastFill => ({
  signature: 'Sig',
  blockTime: 1_000,
  side: 'buy',
  lamports: '500000000',
  tokens: '16129032258064',
  decimals: 6,
  price: '31000',
  ...overrides,
});

describe('lastFillText', () => {
  it('says the price per whole token and how long ago, as a past price', () => {
    expect(lastFillText(fill(), 'GRASS', 180)).toBe(
      'Last fill: 0.000031 SOL per GRASS, 3 minutes ago — a past price, not a quote.',
    );
    expect(lastFillText(fill({ price: '1500000000' }), 'POOL', 0)).toBe(
      'Last fill: 1.5 SOL per POOL, now — a past price, not a quote.',
    );
    expect(lastFillText(fill(), 'GRASS', -4)).toMatch(/, now —/);
    expect(lastFillText(fill(), 'GRASS', null)).toMatch(/per GRASS, time not known —/);
  });

  it('never shows a price of nothing, and says when there is no trade to show', () => {
    expect(lastFillText(fill({ price: '0' }), 'DUST', 60)).toBe(
      'Last fill: under 0.000000001 SOL per DUST, 1 minute ago — a past price, not a quote.',
    );
    expect(lastFillText(null, 'GRASS', null)).toBe(
      'No recent trade of GRASS on the network to show a past price.',
    );
  });
});

describe('lastFillText in the widget’s language', () => {
  it('says the line in German and Japanese, the price their way and the time by Intl', async () => {
    const de = withAfter(wordsFor('de', await loadMessages('de')));
    expect(lastFillText(fill({ price: '1500000000' }), 'POOL', 7_200, de)).toBe(
      'Letzte Ausführung: 1,5 SOL pro POOL, vor 2 Stunden – ein vergangener Preis, kein Angebot.',
    );
    expect(lastFillText(fill({ price: '0' }), 'DUST', 0, de)).toBe(
      'Letzte Ausführung: unter 0,000000001 SOL pro DUST, jetzt – ein vergangener Preis, kein Angebot.',
    );
    expect(lastFillText(fill(), 'GRASS', null, de)).toMatch(/pro GRASS, Zeitpunkt unbekannt –/);
    expect(lastFillText(null, 'GRASS', null, de)).toBe(
      'Kein aktueller Trade von GRASS im Netzwerk, der einen vergangenen Preis zeigen könnte.',
    );
    const ja = withAfter(wordsFor('ja', await loadMessages('ja')));
    expect(lastFillText(fill(), 'GRASS', 86_400, ja)).toBe(
      '直近の約定: 1 GRASS あたり 0.000031 SOL、昨日 — 過去の価格であり、見積もりではありません。',
    );
    expect(lastFillText(fill({ price: '0' }), 'DUST', 59, ja)).toMatch(/0\.000000001 SOL 未満、59 秒前 —/);
  });
});

describe('lastFillAge', () => {
  it('counts from the network’s clock when read, plus the time since the answer came', () => {
    expect(lastFillAge(fill(), '1180', 50_000, 50_000)).toBe(180);
    expect(lastFillAge(fill(), '1180', 50_000, 62_900)).toBe(192);
    expect(lastFillAge(fill({ blockTime: null }), '1180', 0, 0)).toBeNull();
    expect(lastFillAge(null, '1180', 0, 0)).toBeNull();
  });
});
