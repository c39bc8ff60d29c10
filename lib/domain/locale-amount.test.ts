import { describe, expect, it } from 'vitest';
import { COMMA_STYLE, DOT_STYLE, parseLocaleAmount, parseLocalePositive } from './locale-amount';

const SOL = 9;
const TOKEN = 6;
const de = (text: string, decimals = TOKEN) => parseLocaleAmount(text, decimals, COMMA_STYLE);
const en = (text: string, decimals = TOKEN) => parseLocaleAmount(text, decimals, DOT_STYLE);

/** What `style` reads each text as, in base units of a six-decimal token. */
const reads = (style: string, parse: typeof de, cases: [string, bigint][]) =>
  cases.map(([text, value]) => [style, text, value, parse] as const);

describe('amounts typed the language’s way', () => {
  it.each([
    ...reads('German', de, [
      ['1,5', 1_500_000n],
      ['0,5', 500_000n],
      [',5', 500_000n],
      ['1.234,5', 1_234_500_000n],
      ['1.234.567,123456', 1_234_567_123_456n],
      ['1234', 1_234_000_000n],
      ['1234,5', 1_234_500_000n],
      ['  7  ', 7_000_000n],
      // The dot form, where it has no other reading (the widget's amount attribute, a fee preset):
      ['0.5', 500_000n],
      ['0.000001', 1n],
      ['1.234.567', 1_234_567_000_000n],
      // Full-width digits and marks, as a Japanese or Chinese keyboard may type them:
      ['１,５', 1_500_000n],
    ]),
    // The dot style reads as it always did:
    ...reads('English, Chinese and Japanese', en, [
      ['1,234.5', 1_234_500_000n],
      ['1234.5', 1_234_500_000n],
      ['1,234', 1_234_000_000n],
      ['0.5', 500_000n],
      ['１２３．５', 123_500_000n],
    ]),
  ])('%s reads %j as %s base units', (_, text, value, parse) => {
    expect(parse(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['1,234', ['1.234', '1234']],
    ['1.234', ['1234', '1.234']],
    ['12,500', ['12.5', '12500']],
  ])('German refuses the ambiguous %j with both readings, never guessing', (text, readings) => {
    const result = de(text);
    expect(result).toMatchObject({ ok: false, code: 'invalid_amount', problem: 'ambiguous', readings });
    expect(!result.ok && result.message).toBe(`“${text}” could be read as ${readings[0]} or ${readings[1]}.`);
  });

  it.each([
    ['', 'empty'],
    ['-1', 'negative'],
    ['1e3', 'exponent'],
    ['1,2,3', 'malformed'],
    ['1.23,4.5', 'malformed'],
    ['abc', 'malformed'],
    ['0,1234567', 'decimals'],
  ])('German refuses %j (%s)', (text, problem) => {
    expect(de(text)).toMatchObject({ ok: false, problem, decimals: TOKEN });
  });

  it('reads as many decimals as the unit has, SOL to the lamport', () => {
    expect(de('0,000000001', SOL)).toEqual({ ok: true, value: 1n });
    expect(de('0,0000000001', SOL)).toMatchObject({ ok: false, problem: 'decimals', decimals: SOL });
  });

  it.each([
    ['1,5', 'malformed'],
    ['1.234,5', 'malformed'],
    ['', 'empty'],
  ])('the dot style refuses %j (%s) with today’s sentence', (text, problem) => {
    const result = en(text);
    expect(result).toMatchObject({ ok: false, problem });
  });

  it('refuses zero where an amount must be above it', () => {
    expect(parseLocalePositive('0,0', TOKEN, COMMA_STYLE)).toMatchObject({ ok: false, problem: 'zero' });
    expect(parseLocalePositive('0,5', TOKEN, COMMA_STYLE)).toEqual({ ok: true, value: 500_000n });
  });
});
