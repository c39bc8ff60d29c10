import { describe, expect, it } from 'vitest';
import { evaluatePassRule } from '@/lib/domain';
import {
  compactTokens,
  count,
  formatCountdown,
  dateTime,
  explainVerdict,
  formatDuration,
  percent,
  relativeTime,
  shareOf,
  sharePercent,
  solAmount,
  splitPercent,
  signedChange,
  tokenAmount,
  turnoutPercent,
  unitsAmount,
  utcDateTime,
  yesNoPercents,
  yesPercent,
} from '.';

describe('amounts', () => {
  it.each([
    [0n, 'QUILL', '0 QUILL'],
    [1n, 'QUILL', '0.000001 QUILL'],
    [12_000_000_000n, 'QUILL', '12,000 QUILL'],
    [1_500_000n, null, '1.5 tokens'],
    [1_000_000n, undefined, '1 token'],
    [1_000_000n, 'QUILL', '1 QUILL'],
    [123_456_789_012_345_678_901_234_567n, 'Q', '123,456,789,012,345,678,901.234567 Q'],
  ])('tokenAmount(%s, %s) = %s', (units, symbol, text) => {
    expect(tokenAmount(units, symbol)).toBe(text);
  });

  it.each([
    [1n, 0, 'X', '1 X'],
    [1_234_567n, 9, 'SOL', '0.001234567 SOL'],
    [12_000_500_000_000n, 9, 'GRASS', '12,000.5 GRASS'],
    [-25n, 2, 'EUR', '-0.25 EUR'],
  ])('unitsAmount(%s, %s, %s) = %s', (units, decimals, unit, text) => {
    expect(unitsAmount(units, decimals, unit)).toBe(text);
  });

  it.each([
    [1_500_000_000n, '+1.5 SOL'],
    [-5_000n, '−0.000005 SOL'],
    [0n, '0 SOL'],
  ])('signedChange(%s, solAmount) = %s', (change, text) => {
    expect(signedChange(change, solAmount)).toBe(text);
  });

  it.each([
    [0n, '0 SOL'],
    [1n, '0.000000001 SOL'],
    [5_000_000n, '0.005 SOL'],
    [1_234_000_000_000n, '1,234 SOL'],
  ])('solAmount(%s) = %s', (lamports, text) => expect(solAmount(lamports)).toBe(text));

  it.each([
    [0n, '0'],
    [999_999_999n, '999.99'],
    [1_239_999_999_999n, '1.23M'],
    [950_000_000_000n, '950K'],
  ])('compactTokens(%s) = %s (truncated, never rounded up)', (units, text) => {
    expect(compactTokens(units)).toBe(text);
  });
});

describe('percentages', () => {
  it.each([
    [6600n, '66%'],
    [3333n, '33.33%'],
    [1n, '0.01%'],
    [0n, '0%'],
    [10000n, '100%'],
  ])('a rule is exact: percent(%s) = %s', (bps, text) => expect(percent(bps)).toBe(text));

  it.each([
    [8125n, undefined, '81.2%'],
    [8129n, 6600n, '81.2%'],
    [5000n, undefined, '50%'],
    [0n, undefined, '0%'],
    [9999n, undefined, '99.9%'],
    [1555n, 1555n, '15.55%'],
    [1554n, 1555n, '15.54%'],
  ])('a measured share is truncated at one decimal: sharePercent(%s, %s) = %s', (bps, threshold, text) => {
    expect(sharePercent(bps, threshold)).toBe(text);
  });

  it('writes a turnout and a yes share at the precision their threshold sets, the threshold required', () => {
    expect(turnoutPercent(410n, 1500)).toBe('4.1%');
    expect(turnoutPercent(400n, 1500)).toBe('4%');
    expect(turnoutPercent(1554n, 1555)).toBe('15.54%');
    expect(yesPercent(8125n, 6655)).toBe('81.25%');
    expect(yesPercent(8125n, 6600)).toBe('81.2%');
    expect(yesNoPercents(8125n, 1875n, 6655)).toEqual(['81.25%', '18.75%']);
    expect(yesNoPercents(0n, 0n, 6600)).toEqual(['0%', '0%']);
  });

  it('never shows a share below its threshold as reaching it', () => {
    expect(shareOf(6599n, 10000n, 6600n)).toBe('65.9%');
    expect(shareOf(2n, 3n)).toBe('66.6%');
    expect(shareOf(1n, 0n)).toBe('0%');
  });
});

describe('splitPercent', () => {
  const sum = (texts: string[]) => texts.reduce((a, t) => a + Math.round(Number.parseFloat(t) * 100), 0);
  it.each([
    { parts: [1n, 1n], texts: ['50%', '50%'] },
    { parts: [2n, 1n], texts: ['66.7%', '33.3%'] },
    { parts: [1n, 2n], texts: ['33.3%', '66.7%'] },
    { parts: [999n, 1n], texts: ['99.9%', '0.1%'] },
    { parts: [1n, 0n], texts: ['100%', '0%'] },
    { parts: [0n, 0n], texts: ['0%', '0%'] },
    { parts: [1n, 1n, 1n], texts: ['33.4%', '33.3%', '33.3%'] },
  ])('splits $parts into $texts', ({ parts, texts }) => {
    expect(splitPercent(parts)).toEqual(texts);
  });

  it('keeps the yes share floored and lets no take the rest', () => {
    expect(splitPercent([2n, 1n], { keepFloored: 0 })).toEqual(['66.6%', '33.4%']);
    expect(splitPercent([6599n, 3401n], { keepFloored: 0, digits: 1 })).toEqual(['65.9%', '34.1%']);
  });

  it.each([
    [812_500_000n, 187_500_001n],
    [1n, 999_999_999_999_999_999n],
    [333_333n, 666_667n],
    [10n ** 30n, 7n],
  ])('yes + no add up to exactly 100%% (%s, %s)', (yes, no) => {
    expect(sum(splitPercent([yes, no]))).toBe(10000);
    expect(sum(splitPercent([yes, no], { keepFloored: 0 }))).toBe(10000);
    expect(sum(splitPercent([yes, no], { digits: 2 }))).toBe(10000);
  });
});

describe('durations', () => {
  it.each([
    [0n, '0 seconds'],
    [-5n, '0 seconds'],
    [1n, '1 second'],
    [600n, '10 minutes'],
    [7_500n, '2 hours 5 minutes'],
    [259_200n, '3 days'],
    [90_061n, '1 day 1 hour'],
    [86_460n, '1 day'],
    [10n ** 12n, '11,574,074 days 1 hour'],
  ])('formatDuration(%s) = %s', (seconds, text) => expect(formatDuration(seconds)).toBe(text));

  it.each([
    [0n, '00:00:00'],
    [3_661n, '01:01:01'],
    [86_400n, '1 day 00:00:00'],
    [3n * 86_400n + 14_706n, '3 days 04:05:06'],
  ])('formatCountdown(%s) = %s', (seconds, text) => expect(formatCountdown(seconds)).toBe(text));
});

describe('counts', () => {
  it.each([
    [0, 'proposal', undefined, '0 proposals'],
    [1, 'proposal', undefined, '1 proposal'],
    [2n, 'proposal', undefined, '2 proposals'],
    [1n, 'qualifying voter', undefined, '1 qualifying voter'],
    [1200, 'voter', undefined, '1,200 voters'],
    [3, 'reply', 'replies', '3 replies'],
  ])('count(%s, %s) = %s', (n, one, many, text) => expect(count(n, one, many)).toBe(text));

  it('writes what Intl writes for en-US, without Intl', () => {
    const numbers = new Intl.NumberFormat('en-US');
    const rules = new Intl.PluralRules('en-US');
    for (const n of [0, 1, 2, 7, 999, 1000, 1001, 12_345, 1_234_567, 9_007_199_254_740_991]) {
      const many = rules.select(n) === 'one' ? 'voter' : 'voters';
      expect(count(n, 'voter')).toBe(`${numbers.format(n)} ${many}`);
      expect(count(BigInt(n), 'voter')).toBe(`${numbers.format(n)} ${many}`);
    }
    expect(count(123_456_789_012_345_678_901n, 'vote')).toBe(
      `${numbers.format(123_456_789_012_345_678_901n)} votes`,
    );
  });

  it.each([
    [86_400n, 'day', [1n, 2n, 10n, 1_000n, 12_345n]],
    [3_600n, 'hour', [1n, 2n, 23n]],
    [60n, 'minute', [1n, 2n, 59n]],
    [1n, 'second', [1n, 2n, 59n]],
  ] as const)('spells a span in %ss as Intl.NumberFormat’s long %s unit does', (size, unit, counts) => {
    const intl = new Intl.NumberFormat('en-US', { style: 'unit', unit, unitDisplay: 'long' });
    for (const n of counts) expect(formatDuration(n * size, 1)).toBe(intl.format(n));
    expect(formatDuration(0n)).toBe(
      new Intl.NumberFormat('en-US', { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(0),
    );
  });
});

describe('moments', () => {
  it('renders UTC for the first paint and the zone for the browser', () => {
    expect(utcDateTime(1_800_000_000n)).toBe('2027-01-15 08:00 UTC');
    expect(dateTime(1_800_000_000n, { offsetMinutes: 60 })).toBe('Jan 15, 2027, 9:00 AM GMT+1');
    expect(dateTime(1_800_000_000n)).toBe(
      dateTime(1_800_000_000n, { offsetMinutes: -new Date(1_800_000_000_000).getTimezoneOffset() }),
    );
  });

  // Each zone's offset at each moment, as Intl knows it, gives the text Intl's en-US format gives.
  it.each([
    ['Europe/Paris', 1_800_000_000],
    ['Europe/Paris', 1_790_000_000],
    ['America/Los_Angeles', 1_800_000_000],
    ['America/Los_Angeles', 1_782_000_000],
    ['Asia/Kolkata', 1_800_030_600],
    ['Asia/Kathmandu', 1_800_000_000],
    ['Pacific/Auckland', 1_799_990_000],
    ['America/St_Johns', 1_800_000_000],
  ])('writes a moment in %s as Intl does (%s)', (timeZone, unix) => {
    const intl = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-US', { timeZone, ...options }).format(new Date(unix * 1000));
    const offset = intl({ timeZoneName: 'longOffset' }).match(/GMT([+-])(\d\d):(\d\d)/);
    const offsetMinutes = offset
      ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3]))
      : 0;
    const wall = intl({
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    expect(dateTime(unix, { offsetMinutes })).toBe(
      `${wall} ${offset ? `GMT${offset[1]}${Number(offset[2])}${offset[3] === '00' ? '' : `:${offset[3]}`}` : 'UTC'}`,
    );
  });

  it('says UTC at offset 0', () => {
    expect(dateTime(1_800_000_000n, { offsetMinutes: 0 })).toBe('Jan 15, 2027, 8:00 AM UTC');
  });

  it.each([
    [0, 'now'],
    [-180, '3 minutes ago'],
    [300, 'in 5 minutes'],
    [-59, '59 seconds ago'],
    [7_300, 'in 2 hours'],
    [-3 * 86_400, '3 days ago'],
  ])('relativeTime(%s) = %s', (seconds, text) => expect(relativeTime(seconds)).toBe(text));

  it('writes every span as Intl.RelativeTimeFormat does in en-US', () => {
    const intl = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto', style: 'long' });
    const steps = [
      [86_400, 'day'],
      [3_600, 'hour'],
      [60, 'minute'],
      [1, 'second'],
    ] as const;
    const spans = [0, 0.4, 1, 2, 59, 60, 61, 119, 120, 3_599, 3_600, 7_199, 86_399, 86_400, 172_799, 172_800];
    spans.push(400 * 86_400, 1_500 * 86_400);
    for (const abs of spans)
      for (const seconds of [abs, -abs]) {
        const [size, unit] = steps.find(([size]) => Math.abs(seconds) >= size) ?? [1, 'second'];
        expect(relativeTime(seconds)).toBe(intl.format(Math.trunc(seconds / size), unit));
      }
  });
});

describe('one rounding rule with the verdict sentence', () => {
  it.each([
    [8125n, 6600n],
    [6599n, 6600n],
    [1554n, 1555n],
    [9999n, 5000n],
  ])('explainVerdict shows yes share %s (threshold %s) as sharePercent does', (yesBps, approvalBps) => {
    const rule = evaluatePassRule(
      {
        totalSupply: '10000',
        minVoterCount: 0,
        minParticipatingSupplyBps: 0,
        approvalBps: Number(approvalBps),
      },
      {
        yesVotes: String(yesBps),
        noVotes: String(10000n - yesBps),
        participatingSupply: '10000',
        participatingVoters: 1,
      },
    );
    expect(explainVerdict(rule)).toContain(`${yesPercent(yesBps, approvalBps)} voted yes`);
    const [yes] = yesNoPercents(yesBps, 10000n - yesBps, approvalBps);
    expect(yes).toBe(yesPercent(yesBps, approvalBps));
    expect(yes).toBe(sharePercent(yesBps, approvalBps));
  });
});
