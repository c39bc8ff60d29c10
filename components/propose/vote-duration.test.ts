import { describe, expect, it } from 'vitest';
import {
  checkDuration,
  DEFAULT_VOTE_DURATION,
  durationSeconds,
  rangeOf,
  rangeText,
  type DurationContext,
} from './vote-duration';

const NOW = 1_800_000_000n;
const DAY = 86_400n;
const ctx = (daysLeft: bigint, extraSeconds = 0n): DurationContext => ({
  nowUnix: NOW,
  mutableUntilUnix: NOW + daysLeft * DAY + extraSeconds,
  formatDate: (unix) => `<${unix}>`,
});

describe('durationSeconds', () => {
  it('reads whole numbers of minutes, hours and days', () => {
    expect(durationSeconds(DEFAULT_VOTE_DURATION)).toBe(600n);
    expect(durationSeconds({ amount: ' 3 ', unit: 'hours' })).toBe(10_800n);
    expect(durationSeconds({ amount: '2', unit: 'days' })).toBe(172_800n);
  });

  it.each(['', '1.5', '-1', '1e3', 'ten', '1,000', '9999999999'])('refuses %j', (amount) => {
    expect(durationSeconds({ amount, unit: 'minutes' })).toBeNull();
  });
});

describe('checkDuration', () => {
  it('accepts the default 10 minutes and says when voting ends', () => {
    expect(checkDuration(DEFAULT_VOTE_DURATION, ctx(30n))).toEqual({
      ok: true,
      seconds: 600n,
      endsAtUnix: NOW + 600n,
    });
  });

  it('holds at least a minute, and no longest vote but the window (the simulator’s 7 days is not the service’s rule)', () => {
    expect(checkDuration({ amount: '0', unit: 'minutes' }, ctx(30n))).toEqual({
      ok: false,
      message: 'A vote lasts at least 1 minute.',
    });
    expect(checkDuration({ amount: '1', unit: 'minutes' }, ctx(30n))).toMatchObject({
      ok: true,
      seconds: 60n,
    });
    expect(checkDuration({ amount: '7', unit: 'days' }, ctx(30n))).toMatchObject({ ok: true });
    expect(checkDuration({ amount: '169', unit: 'hours' }, ctx(30n))).toMatchObject({ ok: true });
    expect(checkDuration({ amount: '20', unit: 'days' }, ctx(30n))).toMatchObject({
      ok: true,
      seconds: 20n * DAY,
    });
    expect(checkDuration({ amount: '30', unit: 'days' }, ctx(30n))).toEqual({
      ok: false,
      message: `Voting must end before the metadata locks on <${NOW + 30n * DAY}>: at most 29 days 23 hours from now.`,
    });
  });

  it('must end before the metadata locks (QUILL: 5 days left)', () => {
    const quill = ctx(5n);
    expect(checkDuration({ amount: '5', unit: 'days' }, quill)).toEqual({
      ok: false,
      message: `Voting must end before the metadata locks on <${NOW + 5n * DAY}>: at most 4 days 23 hours from now.`,
    });
    expect(checkDuration({ amount: '4', unit: 'days' }, quill)).toMatchObject({ ok: true });
  });

  it('says so when no vote can end in time', () => {
    const closing = ctx(0n, 90n);
    expect(checkDuration(DEFAULT_VOTE_DURATION, closing)).toEqual({
      ok: false,
      message: 'Too little time is left before the metadata locks for a vote of at least 1 minute.',
    });
  });

  it('asks for a whole number in the chosen unit', () => {
    expect(checkDuration({ amount: '1.5', unit: 'hours' }, ctx(30n))).toEqual({
      ok: false,
      message: 'Enter a whole number of hours.',
    });
  });
});

describe('rangeText', () => {
  it('names the bounds, and the window when it is the limit', () => {
    expect(rangeText(rangeOf(ctx(30n)))).toBe(
      'From 1 minute to 29 days 23 hours: voting must end before the metadata locks.',
    );
    expect(rangeText(rangeOf(ctx(5n)))).toBe(
      'From 1 minute to 4 days 23 hours: voting must end before the metadata locks.',
    );
  });
});
