import { describe, expect, it } from 'vitest';
import { WIDGET_ATTRIBUTE_NAMES } from './protocol';
import { DEFAULT_SETTINGS, widgetAttributes, widgetSnippet } from './snippet';

const mint = 'GRASSmint1111111111111111111111111111111111';

describe('the configurator’s snippet', () => {
  it('is the two lines with only the mint when every choice is the default', () => {
    expect(widgetSnippet('https://dash.example', { ...DEFAULT_SETTINGS, mint })).toBe(
      `<script src="https://dash.example/embed.js" async></script>\n<trade-widget mint="${mint}"></trade-widget>`,
    );
  });

  it('writes each choice that differs, in the protocol’s order, lock-side as a boolean attribute', () => {
    const settings = {
      mint,
      side: 'sell' as const,
      lockSide: true,
      amount: '0.5',
      theme: 'dark' as const,
      accent: '#7C3AED',
      locale: 'de',
    };
    expect(widgetAttributes(settings).map(([name]) => name)).toEqual(WIDGET_ATTRIBUTE_NAMES);
    expect(widgetSnippet('https://dash.example', settings)).toContain(
      `<trade-widget mint="${mint}" side="sell" lock-side amount="0.5" theme="dark" accent="#7c3aed" locale="de"></trade-widget>`,
    );
  });

  it('escapes what could break out of an attribute', () => {
    expect(widgetSnippet('https://d.example', { ...DEFAULT_SETTINGS, mint: 'a"><script>' })).toContain(
      'mint="a&quot;&gt;&lt;script&gt;"',
    );
  });
});
