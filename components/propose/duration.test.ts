import { describe, expect, it } from 'vitest';
import { checkDuration, presetFits, type DurationValues } from './duration';

const NOW = 1_800_000_000n;
const window = (secondsLeft: bigint) => ({
  nowUnix: NOW,
  mutableUntilUnix: NOW + secondsLeft,
  formatDate: (unix: bigint) => `T${unix}`,
});
const preset = (seconds: number): DurationValues => ({
  duration: String(seconds),
  customDuration: '',
  customUnit: 'minutes',
});
const custom = (amount: string, unit: DurationValues['customUnit']): DurationValues => ({
  duration: 'custom',
  customDuration: amount,
  customUnit: unit,
});

describe('vote duration', () => {
  it('defaults to 600 s and shows when voting ends', () => {
    expect(checkDuration(preset(600), window(86_400n))).toEqual({
      ok: true,
      seconds: 600n,
      endsAtUnix: NOW + 600n,
    });
  });

  it('accepts the bounds, 60 s and 7 days, and nothing beyond', () => {
    const wide = window(30n * 86_400n);
    expect(checkDuration(custom('1', 'minutes'), wide)).toMatchObject({ ok: true, seconds: 60n });
    expect(checkDuration(custom('7', 'days'), wide)).toMatchObject({ ok: true, seconds: 604_800n });
    expect(checkDuration(custom('168', 'hours'), wide)).toMatchObject({ ok: true, seconds: 604_800n });
    expect(checkDuration(custom('169', 'hours'), wide)).toEqual({
      ok: false,
      field: 'customDuration',
      message: 'Voting lasts from 1 minute to 7 days.',
    });
    expect(checkDuration(custom('0', 'minutes'), wide)).toMatchObject({ ok: false, field: 'customDuration' });
    expect(checkDuration(custom('', 'minutes'), wide)).toMatchObject({
      ok: false,
      message: 'Enter a whole number of minutes.',
    });
  });

  it('may end exactly when the window closes, not a second later', () => {
    expect(checkDuration(preset(3_600), window(3_600n))).toMatchObject({
      ok: true,
      endsAtUnix: NOW + 3_600n,
    });
    expect(checkDuration(preset(3_600), window(3_599n))).toEqual({
      ok: false,
      field: 'duration',
      message: `Voting would end after the metadata window closes on T${NOW + 3_599n}. Choose at most 59 minutes 59 seconds.`,
    });
    expect(presetFits(3_600, window(3_600n))).toBe(true);
    expect(presetFits(3_600, window(3_599n))).toBe(false);
  });
});
