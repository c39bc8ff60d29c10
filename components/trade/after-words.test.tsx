// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import * as React from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VenueWaiting } from '@/lib/client/venue-wait';
import { enAfter } from '@/lib/i18n/catalogue/en-after';
import { loadMessages } from '@/lib/i18n/load';
import type { Messages } from '@/lib/i18n/messages';
import { WordsProvider } from '@/lib/i18n/words-context';
import { renderWithClient } from '@/test/support/render';
import { MINT, stubTradeApi } from '@/test/support/fixtures/trade';
import { LastFill } from './last-fill';
import { VenueWaitNotice } from './venue-wait-notice';

// The parts of the widget that load after its panel, the pool wait and the last fill, in the visitor's
// language: every sentence from the catalogue, spans and moments by Intl, and English as it always was.

const NOW = 1_790_000_000_000;

// A widget that speaks another language loads its way with amounts first (words-context.tsx).
beforeAll(() => import('@/lib/i18n/locale-words'), 20_000);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  stubTradeApi();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The English these parts could show: each sentence's pieces between placeholders, and English time words. */
const ENGLISH = Object.entries(enAfter)
  .filter(([key]) => key.startsWith('venue.') || key.startsWith('lastFill.') || key.startsWith('error.venue'))
  .flatMap(([, sentence]) => sentence.split(/\{\w+\}/))
  .map((piece) => piece.trim())
  .filter((piece) => /[a-z]{3}/i.test(piece));

function expectNoEnglish(text: string) {
  expect(text.trim()).not.toBe('');
  for (const piece of ENGLISH) expect(text, piece).not.toContain(piece);
  expect(text).not.toMatch(/\b(seconds?|minutes?|hours?|days?|ago|now|try|waiting|fill)\b/i);
}

/** `ui` inside the words of `locale` (which suspends once while another language's way loads). */
async function inLanguage(locale: string, messages: Messages | null, ui: React.ReactElement) {
  let rendered: ReturnType<typeof renderWithClient> | undefined;
  await act(async () => {
    rendered = renderWithClient(
      <React.Suspense fallback={null}>
        <WordsProvider locale={locale} messages={messages}>
          {ui}
        </WordsProvider>
      </React.Suspense>,
    );
  });
  return rendered!;
}

const waiting = (overrides: Partial<VenueWaiting> = {}): VenueWaiting => ({
  code: 'pool_not_open',
  attempt: 1,
  nextAt: NOW + 3_000,
  giveUpAt: NOW + 298_000,
  ...overrides,
});

describe('the pool wait', () => {
  it('reads in English as it always has', async () => {
    await inLanguage('en', null, <VenueWaitNotice waiting={waiting()} onCancel={() => {}} />);
    const notice = await screen.findByTestId('venue-wait');
    expect(notice.textContent).toBe(
      'The token is moving from its bonding curve to a pool; your trade will be sent when it opens.' +
        'Its pool exists but is not open yet. Nothing has been sent yet. Next try in 3 seconds (try 2); ' +
        'we stop trying after 4 minutes 58 seconds more.' +
        'Cancel waiting',
    );
    expect(screen.getByTestId('venue-countdown').textContent).toBe('Next try in 3 seconds');
    expect(screen.getByRole('button', { name: 'Cancel waiting' })).toBeTruthy();
  });

  it('speaks German: the state, the countdown and the spans in German, no English sentence', async () => {
    const onCancel = vi.fn();
    const { user } = await inLanguage(
      'de',
      await loadMessages('de'),
      <VenueWaitNotice waiting={waiting({ code: 'migration_pending' })} onCancel={onCancel} />,
    );
    const notice = await screen.findByTestId('venue-wait');
    expect(notice.textContent).toContain(
      'Sein Wechsel wird gerade abgeschlossen. Es wurde noch nichts gesendet. Nächster Versuch in 3 Sekunden (Versuch 2); wir hören nach weiteren 4 Minuten, 58 Sekunden auf.',
    );
    expect(screen.getByTestId('venue-countdown').textContent).toBe('Nächster Versuch in 3 Sekunden');
    expectNoEnglish(notice.textContent ?? '');
    await user.click(screen.getByRole('button', { name: 'Warten abbrechen' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('speaks Japanese, the countdown where Japanese puts it', async () => {
    await inLanguage(
      'ja',
      await loadMessages('ja'),
      <VenueWaitNotice waiting={waiting({ attempt: 2, nextAt: NOW + 1_000 })} onCancel={() => {}} />,
    );
    const notice = await screen.findByTestId('venue-wait');
    expect(screen.getByTestId('venue-countdown').textContent).toBe('次の試行まで 1 秒');
    expect(notice.textContent).toContain('（3 回目）。あと 4 分 58 秒 で試行を終了します。');
    expect(screen.getByRole('button', { name: '待機をキャンセル' })).toBeTruthy();
    expectNoEnglish(notice.textContent ?? '');
  });
});

describe('the last fill', () => {
  it('reads in English as it always has', async () => {
    await inLanguage('en', null, <LastFill mint={MINT} symbol="GRASS" />);
    await waitFor(() =>
      expect(screen.getByTestId('last-fill').textContent).toBe(
        'Last fill: 0.000000031 SOL per GRASS, 3 minutes ago — a past price, not a quote.',
      ),
    );
  });

  it('speaks German and Japanese: the price their way, the time by Intl', async () => {
    for (const [locale, line] of [
      [
        'de',
        'Letzte Ausführung: 0,000000031 SOL pro GRASS, vor 3 Minuten – ein vergangener Preis, kein Angebot.',
      ],
      [
        'ja',
        '直近の約定: 1 GRASS あたり 0.000000031 SOL、3 分前 — 過去の価格であり、見積もりではありません。',
      ],
    ] as const) {
      const { unmount } = await inLanguage(
        locale,
        await loadMessages(locale),
        <LastFill mint={MINT} symbol="GRASS" />,
      );
      await waitFor(() => expect(screen.getByTestId('last-fill').textContent).toBe(line));
      expectNoEnglish(line.replace('GRASS', '').replace(/SOL/g, ''));
      unmount();
    }
  });

  it('says it is reading, and that the price could not be read, in German', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    await inLanguage('de', await loadMessages('de'), <LastFill mint={MINT} symbol="GRASS" />);
    expect(screen.getByTestId('last-fill').textContent).toBe(
      'Der Preis des letzten Trades wird aus dem Netzwerk gelesen…',
    );
    await act(async () =>
      answer(Response.json({ error: 'upstream_unavailable', message: 'Down.' }, { status: 503 })),
    );
    await waitFor(() =>
      expect(screen.getByTestId('last-fill').textContent).toBe(
        'Der Preis des letzten Trades konnte gerade nicht aus dem Netzwerk gelesen werden.',
      ),
    );
    expectNoEnglish(screen.getByTestId('last-fill').textContent ?? '');
  });
});
