import {
  checkDuration as checkTyped,
  DEFAULT_VOTE_DURATION,
  durationSeconds,
  rangeOf,
  type DurationContext,
  type DurationUnit,
  type DurationValue,
} from '../vote-duration';
import { formatDuration } from '@/lib/format';

// The proposal's vote duration: a few choices (the spec's default of 600 s first) or a custom value in
// minutes, hours or days, checked with the creator writes' shared rule (vote-duration.ts: within the
// bounds, ending before the metadata window closes, with a margin for the request to arrive).

export const CUSTOM = 'custom';

const preset = (amount: number, unit: DurationUnit): DurationValue => ({ amount: String(amount), unit });
export const DURATION_PRESETS: readonly DurationValue[] = [
  DEFAULT_VOTE_DURATION,
  preset(1, 'hours'),
  preset(1, 'days'),
  preset(3, 'days'),
  preset(7, 'days'),
];

/** A preset's value in the form ("10 minutes"). */
export const presetKey = (value: DurationValue) => `${value.amount} ${value.unit}`;
export const DEFAULT_DURATION_KEY = presetKey(DEFAULT_VOTE_DURATION);

export interface DurationValues {
  /** A preset's key, or 'custom'. */
  duration: string;
  customDuration: string;
  customUnit: DurationUnit;
}

export type DurationWindow = DurationContext & { mutableUntilUnix: bigint };

export type DurationResult =
  | { ok: true; seconds: bigint; endsAtUnix: bigint }
  | { ok: false; field: 'duration' | 'customDuration'; message: string };

function chosen(values: DurationValues): DurationValue | null {
  if (values.duration === CUSTOM) return { amount: values.customDuration, unit: values.customUnit };
  return DURATION_PRESETS.find((p) => presetKey(p) === values.duration) ?? null;
}

/** The chosen duration checked against what a vote may last now, with the end of voting when it fits. */
export function checkDuration(values: DurationValues, window: DurationWindow): DurationResult {
  const field = values.duration === CUSTOM ? 'customDuration' : 'duration';
  const value = chosen(values);
  if (!value) return { ok: false, field, message: 'Choose how long voting lasts.' };
  const checked = checkTyped(value, window);
  return checked.ok ? checked : { ok: false, field, message: checked.message };
}

/** Whether a preset may be chosen now (the others are shown, but disabled). */
export function presetFits(value: DurationValue, window: DurationWindow): boolean {
  const range = rangeOf(window);
  const seconds = durationSeconds(value);
  return range.possible && seconds !== null && seconds >= range.min && seconds <= range.max;
}

export function presetLabel(value: DurationValue): string {
  return formatDuration(durationSeconds(value) ?? 0n);
}
