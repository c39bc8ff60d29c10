import {
  checkVoteDuration,
  MAX_VOTE_DURATION_SECONDS,
  maxVoteDurationSeconds,
  MIN_VOTE_DURATION_SECONDS,
} from '@/lib/domain';
import { LIMITS } from '@/lib/partner';
import { formatDuration } from '@/components/governance/durations';

// The proposal's vote duration: a few choices (the spec's default of 600 s first) or a custom value in
// minutes, hours or days, within the bounds (decisions.md: 60 s to 7 days), ending no later than the
// metadata window (`mutableUntilUnix`).

export const DEFAULT_DURATION_SECONDS = LIMITS.voteDurationSecondsDefault;
export const DURATION_PRESETS = [600, 3_600, 86_400, 3 * 86_400, 7 * 86_400] as const;
export const CUSTOM = 'custom';

export const CUSTOM_UNITS = { minutes: 60n, hours: 3_600n, days: 86_400n } as const;
export type CustomUnit = keyof typeof CUSTOM_UNITS;

export interface DurationValues {
  /** A preset's seconds as a string, or 'custom'. */
  duration: string;
  customDuration: string;
  customUnit: CustomUnit;
}

export interface DurationWindow {
  nowUnix: bigint;
  mutableUntilUnix: bigint;
  /** A Unix time as the person reads it. */
  formatDate: (unix: bigint) => string;
}

export type DurationResult =
  | { ok: true; seconds: bigint; endsAtUnix: bigint }
  | { ok: false; field: 'duration' | 'customDuration'; message: string };

const BOUNDS_TEXT = `from ${formatDuration(BigInt(MIN_VOTE_DURATION_SECONDS))} to ${formatDuration(BigInt(MAX_VOTE_DURATION_SECONDS))}`;

/** The chosen duration in seconds, or why it cannot be read. */
function secondsOf(values: DurationValues): DurationResult | bigint {
  if (values.duration !== CUSTOM) {
    if (!/^[0-9]+$/.test(values.duration))
      return { ok: false, field: 'duration', message: 'Choose how long voting lasts.' };
    return BigInt(values.duration);
  }
  const typed = values.customDuration.trim();
  if (!/^[0-9]+$/.test(typed))
    return { ok: false, field: 'customDuration', message: `Enter a whole number of ${values.customUnit}.` };
  return BigInt(typed) * CUSTOM_UNITS[values.customUnit];
}

/** The duration checked against the bounds and the window, with the end of voting when it fits. */
export function checkDuration(values: DurationValues, window: DurationWindow): DurationResult {
  const seconds = secondsOf(values);
  if (typeof seconds !== 'bigint') return seconds;
  const field = values.duration === CUSTOM ? 'customDuration' : 'duration';
  const checked = checkVoteDuration({
    nowUnix: window.nowUnix,
    voteDurationSeconds: seconds,
    mutableUntilUnix: window.mutableUntilUnix,
  });
  if (checked.ok) return { ok: true, seconds, endsAtUnix: checked.endsAtUnix };
  if (checked.code === 'invalid_vote_duration')
    return { ok: false, field, message: `Voting lasts ${BOUNDS_TEXT}.` };
  const longest = maxVoteDurationSeconds(window.nowUnix, window.mutableUntilUnix);
  return {
    ok: false,
    field,
    message: `Voting would end after the metadata window closes on ${window.formatDate(window.mutableUntilUnix)}. Choose at most ${formatDuration(longest)}.`,
  };
}

/** Whether a preset still ends within the window (the others are shown, but cannot be chosen). */
export function presetFits(seconds: number, window: Pick<DurationWindow, 'nowUnix' | 'mutableUntilUnix'>) {
  return window.nowUnix + BigInt(seconds) <= window.mutableUntilUnix;
}

export function presetLabel(seconds: number): string {
  return formatDuration(BigInt(seconds));
}
