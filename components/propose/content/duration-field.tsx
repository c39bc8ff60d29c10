'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { Input } from '@/components/ui/field';
import { cn } from '@/components/ui/cn';
import { DurationUnitOptions } from '../vote-duration-field';
import {
  checkDuration,
  CUSTOM,
  DEFAULT_DURATION_KEY,
  DURATION_PRESETS,
  presetFits,
  presetKey,
  presetLabel,
  type DurationWindow,
} from './duration';
import type { ProposeValues } from './form-values';
import { formatDuration } from '@/lib/format';

const choice =
  'flex cursor-pointer items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary/10 has-disabled:cursor-not-allowed has-disabled:opacity-60 has-focus-visible:outline-2 has-focus-visible:outline-ring';

/** How long voting lasts: the choices, a custom value, and when voting would end. */
export function DurationField({ window }: { window: DurationWindow }) {
  const { register, control, formState } = useFormContext<ProposeValues>();
  const [duration = '', customDuration = '', customUnit = 'minutes'] = useWatch({
    control,
    name: ['duration', 'customDuration', 'customUnit'],
  });
  const result = checkDuration({ duration, customDuration, customUnit }, window);
  const error = formState.errors.duration?.message ?? formState.errors.customDuration?.message;
  const custom = duration === CUSTOM;
  const someDoNotFit = DURATION_PRESETS.some((value) => !presetFits(value, window));
  return (
    <fieldset className="grid gap-3" aria-describedby="propose-duration-outcome">
      <legend className="mb-1 text-sm font-medium">Vote duration</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {DURATION_PRESETS.map((value) => {
          const fits = presetFits(value, window);
          const key = presetKey(value);
          return (
            <label key={key} className={choice}>
              <input type="radio" value={key} disabled={!fits} {...register('duration')} />
              <span>
                {presetLabel(value)}
                {key === DEFAULT_DURATION_KEY ? ' (default)' : ''}
                {fits ? '' : <span className="sr-only"> (ends after the window)</span>}
              </span>
            </label>
          );
        })}
        <label className={choice}>
          <input type="radio" value={CUSTOM} {...register('duration')} />
          <span>Custom</span>
        </label>
      </div>
      {someDoNotFit ? (
        <p className="text-xs text-muted-foreground">
          Some choices are unavailable: voting must end before the metadata window closes on{' '}
          {window.formatDate(window.mutableUntilUnix)}.
        </p>
      ) : null}
      {custom ? (
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1.5">
            <label htmlFor="propose-custom-duration" className="text-sm font-medium">
              Custom duration
            </label>
            <Input
              id="propose-custom-duration"
              inputMode="numeric"
              className="w-32"
              aria-invalid={formState.errors.customDuration ? true : undefined}
              aria-describedby="propose-duration-outcome"
              {...register('customDuration')}
            />
          </div>
          <div className="grid gap-1.5">
            <label htmlFor="propose-custom-unit" className="text-sm font-medium">
              Unit
            </label>
            <select
              id="propose-custom-unit"
              className="h-10 rounded-lg border border-border bg-card px-3 text-sm"
              {...register('customUnit')}
            >
              <DurationUnitOptions />
            </select>
          </div>
        </div>
      ) : null}
      <p
        id="propose-duration-outcome"
        className={cn('text-sm', result.ok ? 'text-muted-foreground' : 'font-medium text-danger')}
        data-testid="duration-outcome"
      >
        {result.ok
          ? `Voting ends on ${window.formatDate(result.endsAtUnix)}, ${formatDuration(result.seconds)} after you submit.${someDoNotFit ? '' : ` The metadata window closes on ${window.formatDate(window.mutableUntilUnix)}.`}`
          : (error ?? result.message)}
      </p>
    </fieldset>
  );
}
