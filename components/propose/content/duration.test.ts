import { describe, expect, it } from 'vitest';
import { checkDuration, DEFAULT_DURATION_KEY, presetFits, type DurationValues } from './duration';

// The creators' shared rule keeps a minute for the request to arrive: a vote must end by
// mutableUntilUnix counted from now + 60 s.
const NOW = 1_800_000_000n;
const MARGIN = 60n;
const window = (secondsLeft: bigint) => ({
  nowUnix: NOW,
  mutableUntilUnix: NOW + secondsLeft,
  formatDate: (unix: bigint) => `T${unix}`,
});
const preset = (key: string): DurationValues => ({
  duration: key,
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
    expect(DEFAULT_DURATION_KEY).toBe('10 minutes');
    expect(checkDuration(preset(DEFAULT_DURATION_KEY), window(86_400n))).toEqual({
      ok: true,
      seconds: 600n,
      endsAtUnix: NOW + 600n,
    });
  });

  it('accepts from 60 s to the end of the window: no longest vote of the simulator’s is assumed', () => {
    const wide = window(30n * 86_400n);
    expect(checkDuration(custom('1', 'minutes'), wide)).toMatchObject({ ok: true, seconds: 60n });
    expect(checkDuration(custom('7', 'days'), wide)).toMatchObject({ ok: true, seconds: 604_800n });
    expect(checkDuration(custom('169', 'hours'), wide)).toMatchObject({ ok: true, seconds: 608_400n });
    expect(checkDuration(custom('8', 'days'), wide)).toMatchObject({ ok: true, seconds: 8n * 86_400n });
    expect(checkDuration(custom('0', 'minutes'), wide)).toEqual({
      ok: false,
      field: 'customDuration',
      message: 'A vote lasts at least 1 minute.',
    });
    expect(checkDuration(custom('1.5', 'hours'), wide)).toMatchObject({
      ok: false,
      message: 'Enter a whole number of hours.',
    });
    expect(checkDuration(preset('2 weeks'), wide)).toMatchObject({ ok: false, field: 'duration' });
  });

  it('refuses a vote that would end after the window closes, and says when it closes', () => {
    expect(checkDuration(preset('1 hours'), window(3_600n + MARGIN))).toMatchObject({ ok: true });
    expect(checkDuration(preset('1 hours'), window(3_599n + MARGIN))).toEqual({
      ok: false,
      field: 'duration',
      message: `Voting must end before the metadata locks on T${NOW + 3_599n + MARGIN}: at most 59 minutes 59 seconds from now.`,
    });
    expect(presetFits({ amount: '1', unit: 'hours' }, window(3_600n + MARGIN))).toBe(true);
    expect(presetFits({ amount: '1', unit: 'hours' }, window(3_599n + MARGIN))).toBe(false);
    expect(presetFits({ amount: '7', unit: 'days' }, window(5n * 86_400n))).toBe(false);
  });
});
