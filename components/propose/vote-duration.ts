import { LIMITS } from '@/lib/partner';
import { voteDurationRange, type DurationRange } from '@/lib/domain';
import { formatDuration } from '@/lib/format';

// How long a new proposal's vote runs, as a person types it (a whole number of minutes, hours or days),
// checked against the range a vote may have now: at least a minute, at most a week (the service's
// bounds as far as the dashboard knows them), and ending before the metadata locks.

export const DURATION_UNITS = { minutes: 60n, hours: 3_600n, days: 86_400n } as const;
export type DurationUnit = keyof typeof DURATION_UNITS;

export interface DurationValue {
  /** A whole number, as typed. */
  amount: string;
  unit: DurationUnit;
}

/** The service's default vote duration (600 s) in the field's own words. */
export const DEFAULT_VOTE_DURATION: DurationValue = {
  amount: String(LIMITS.voteDurationSecondsDefault / 60),
  unit: 'minutes',
};

export interface DurationContext {
  nowUnix: bigint;
  mutableUntilUnix: bigint | string;
  /** A Unix time as the person reads it. */
  formatDate: (unix: bigint) => string;
}

export type DurationCheck =
  { ok: true; seconds: bigint; endsAtUnix: bigint } | { ok: false; message: string };

/** The typed duration in seconds, or null when it is not a whole number. */
export function durationSeconds(value: DurationValue): bigint | null {
  const text = value.amount.trim();
  if (!/^[0-9]{1,9}$/.test(text)) return null;
  return BigInt(text) * DURATION_UNITS[value.unit];
}

export function rangeOf(ctx: DurationContext): DurationRange {
  return voteDurationRange(ctx.nowUnix, ctx.mutableUntilUnix);
}

const WEEK = 7n * 86_400n;

/** "From 1 minute to 7 days." — or, near the end of the window, why the longest vote is shorter. */
export function rangeText(range: DurationRange): string {
  if (!range.possible)
    return `Too little time is left before the metadata locks for a vote of at least ${formatDuration(range.min)}.`;
  const upTo = formatDuration(range.max);
  return range.max < WEEK
    ? `From ${formatDuration(range.min)} to ${upTo}: voting must end before the metadata locks.`
    : `From ${formatDuration(range.min)} to ${upTo}.`;
}

/** Whether the typed duration may be asked for now, and when voting would end. */
export function checkDuration(value: DurationValue, ctx: DurationContext): DurationCheck {
  const seconds = durationSeconds(value);
  if (seconds === null) return { ok: false, message: `Enter a whole number of ${value.unit}.` };
  const range = rangeOf(ctx);
  if (!range.possible) return { ok: false, message: rangeText(range) };
  if (seconds < range.min)
    return { ok: false, message: `A vote lasts at least ${formatDuration(range.min)}.` };
  if (seconds > range.max) {
    const message =
      range.max < WEEK
        ? `Voting must end before the metadata locks on ${ctx.formatDate(BigInt(ctx.mutableUntilUnix))}: at most ${formatDuration(range.max)} from now.`
        : `A vote lasts at most ${formatDuration(range.max)}.`;
    return { ok: false, message };
  }
  return { ok: true, seconds, endsAtUnix: ctx.nowUnix + seconds };
}

/** The vote as a proposal's summary names it: how long and until when, or nulls while the duration is off. */
export function plannedVote(
  value: DurationValue,
  ctx: DurationContext,
): { voteSeconds: bigint | null; voteEndsAtUnix: bigint | null } {
  const check = checkDuration(value, ctx);
  return check.ok
    ? { voteSeconds: check.seconds, voteEndsAtUnix: check.endsAtUnix }
    : { voteSeconds: null, voteEndsAtUnix: null };
}
