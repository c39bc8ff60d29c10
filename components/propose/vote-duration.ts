import { LIMITS } from '@/lib/partner';
import { voteDurationRange, type DurationRange } from '@/lib/domain';
import { formatDuration } from '@/lib/format';

// How long a new proposal's vote runs, as a person types it (a whole number of minutes, hours or days),
// checked against the range a vote may have now: at least a minute (the field's smallest unit) and ending
// before the metadata locks. The service's own bounds are not published, so no longest vote is assumed
// here (the simulator's 7 days is only its default): what the service refuses, it says, and the form
// shows its sentence.

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

/** "From 1 minute to 19 days 23 hours: voting must end before the metadata locks." */
export function rangeText(range: DurationRange): string {
  if (!range.possible)
    return `Too little time is left before the metadata locks for a vote of at least ${formatDuration(range.min)}.`;
  return `From ${formatDuration(range.min)} to ${formatDuration(range.max)}: voting must end before the metadata locks.`;
}

/** Whether the typed duration may be asked for now, and when voting would end. */
export function checkDuration(value: DurationValue, ctx: DurationContext): DurationCheck {
  const seconds = durationSeconds(value);
  if (seconds === null) return { ok: false, message: `Enter a whole number of ${value.unit}.` };
  const range = rangeOf(ctx);
  if (!range.possible) return { ok: false, message: rangeText(range) };
  if (seconds < range.min)
    return { ok: false, message: `A vote lasts at least ${formatDuration(range.min)}.` };
  if (seconds > range.max)
    return {
      ok: false,
      message: `Voting must end before the metadata locks on ${ctx.formatDate(BigInt(ctx.mutableUntilUnix))}: at most ${formatDuration(range.max)} from now.`,
    };
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
