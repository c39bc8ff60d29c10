import {
  errorView,
  RETRY,
  shortfallFields,
  type ErrorCta,
  type WriteDescriber,
} from '@/components/write/describe-error';
import type { ApiError } from '@/lib/partner';
import { formatDuration } from '@/lib/format';

// The pieces the trade's error words are built of: a daily limit's reset in the person's time, the
// shortfall of a balance, a venue that did not open while the trade waited.

export const CHANGE: ErrorCta = { kind: 'retry', label: 'Change the amount' };

/** 00:00 UTC after `nowMs`, as the person's local date and time ("Tue, 01:00 CET"). */
export function dailyResetText(nowMs: number, timeZone?: string): string {
  const now = new Date(nowMs);
  const reset = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  const local = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
    timeZoneName: 'short',
  }).format(reset);
  return `00:00 UTC (${local} your time)`;
}

/** An `insufficient_*` code: what is short, the figures when the error carries both amounts, what to do. */
export function shortfall(
  unit: 'Lamports' | 'Tokens',
  short: string,
  figures: (required: bigint, available: bigint) => string,
  action: string,
): WriteDescriber {
  return (error) => {
    const { required, available } = shortfallFields(error, unit);
    const said = required !== null && available !== null ? ` ${figures(required, available)}` : '';
    return errorView(`${short}${said} Nothing was sent.`, action, [CHANGE]);
  };
}

export function venueStopped(error: ApiError, moving: string): ReturnType<WriteDescriber> {
  const seconds = typeof error.body.waitedSeconds === 'number' ? error.body.waitedSeconds : null;
  if (error.body.venueWait === 'cancelled')
    return errorView(`You stopped waiting: ${moving}. Nothing was sent.`, 'Try again when you are ready.', [
      RETRY,
    ]);
  const waited =
    seconds === null ? '' : ` after ${formatDuration(Math.max(1, Math.round(seconds / 60)) * 60)} of waiting`;
  return errorView(
    `${moving[0]!.toUpperCase()}${moving.slice(1)}, and it had not opened${waited}. Nothing was sent.`,
    'Try again in a few minutes.',
    [RETRY],
  );
}
