import { describe, expect, it } from 'vitest';
import { isOrigin, mayEmbed } from './origin';
import { parseWidgetOptions, parseWidgetQuery } from './query';

const mint = 'So11111111111111111111111111111111111111112';

describe('the widget query', () => {
  it('reads what the loader writes', () => {
    expect(
      parseWidgetQuery({
        mint,
        side: 'sell',
        theme: 'dark',
        accent: '#7C3AED',
        parentOrigin: 'http://127.0.0.1:3304',
        instanceId: 'tw-1-x9',
      }),
    ).toEqual({
      mint,
      side: 'sell',
      theme: 'dark',
      accent: '#7c3aed',
      parentOrigin: 'http://127.0.0.1:3304',
      instanceId: 'tw-1-x9',
    });
  });

  it('falls back to buy, auto and the default accent, and nulls what it cannot trust', () => {
    expect(
      parseWidgetQuery({
        mint: 'not-a-mint',
        side: 'short',
        theme: 'neon',
        accent: 'red',
        parentOrigin: 'https://shop.example/page',
        instanceId: '<x>',
      }),
    ).toEqual({ mint: null, side: 'buy', theme: 'auto', accent: null, parentOrigin: null, instanceId: null });
    expect(parseWidgetQuery({})).toMatchObject({ mint: null, parentOrigin: null, instanceId: null });
  });

  it('takes the first of repeated parameters', () => {
    expect(parseWidgetQuery({ side: ['sell', 'buy'] }).side).toBe('sell');
  });
});

describe('who may embed', () => {
  const allowed = ['https://shop.example'];

  it('this app itself and the listed origins, nobody else', () => {
    expect(mayEmbed('http://localhost:3000', 'http://localhost:3000', [])).toBe(true);
    expect(mayEmbed('https://shop.example', 'http://localhost:3000', allowed)).toBe(true);
    expect(mayEmbed('https://evil.example', 'http://localhost:3000', allowed)).toBe(false);
    expect(mayEmbed('https://shop.example.evil.example', 'http://localhost:3000', allowed)).toBe(false);
    expect(mayEmbed('http://shop.example', 'http://localhost:3000', allowed)).toBe(false);
  });

  it('only for real origins', () => {
    expect(isOrigin('https://shop.example')).toBe(true);
    expect(isOrigin('http://[::1]:3000')).toBe(true);
    expect(isOrigin('null')).toBe(false);
    expect(isOrigin('https://shop.example/')).toBe(false);
  });
});

describe('the widget’s options', () => {
  it('reads the locale as written, a dot-form amount and lock-side when present', () => {
    expect(parseWidgetOptions({ locale: ' de-AT ', amount: '0.5', 'lock-side': '' })).toEqual({
      locale: 'de-AT',
      amount: '0.5',
      lockSide: true,
    });
    expect(parseWidgetOptions({})).toEqual({ locale: null, amount: null, lockSide: false });
  });

  it.each(['1,5', '-1', '1e3', 'abc', '.5', ''])('ignores the amount %j', (amount) => {
    expect(parseWidgetOptions({ amount }).amount).toBeNull();
  });
});
