'use client';

import type * as React from 'react';
import { Controller, type Path, type UseFormReturn } from 'react-hook-form';
import { cn } from '@/components/ui/cn';
import { Field, Input } from '@/components/ui/field';
import {
  checkDuration,
  DURATION_UNITS,
  rangeOf,
  rangeText,
  type DurationContext,
  type DurationUnit,
  type DurationValue,
} from './vote-duration';

const selectClass =
  'h-10 rounded-lg border border-border bg-card px-2 text-sm text-foreground shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-danger';

export interface VoteDurationFieldProps {
  id: string;
  value: DurationValue;
  onChange: (value: DurationValue) => void;
  /** The message to show (after a submit, or once the person has typed). */
  error?: string | null;
  context: DurationContext;
  /** For a form library that focuses the first invalid field. */
  inputRef?: React.Ref<HTMLInputElement>;
  onBlur?: () => void;
}

/**
 * How long a new proposal's vote runs: a whole number and a unit, the range allowed now, and when voting
 * would end. Controlled; shared by every proposal form (update-content, extend, finalize).
 */
export function VoteDurationField({
  id,
  value,
  onChange,
  error,
  context,
  inputRef,
  onBlur,
}: VoteDurationFieldProps) {
  const check = checkDuration(value, context);
  const ends = check.ok ? ` Voting would end on ${context.formatDate(check.endsAtUnix)}.` : '';
  return (
    <Field id={id} label="Voting lasts" description={`${rangeText(rangeOf(context))}${ends}`} error={error}>
      {(control) => (
        <div className="flex gap-2">
          <Input
            {...control}
            ref={inputRef}
            inputMode="numeric"
            autoComplete="off"
            className="w-28"
            value={value.amount}
            onBlur={onBlur}
            onChange={(e) => onChange({ ...value, amount: e.target.value })}
          />
          <select
            aria-label="Voting lasts: unit"
            aria-invalid={control['aria-invalid']}
            aria-describedby={control['aria-describedby']}
            className={cn(selectClass)}
            value={value.unit}
            onChange={(e) => onChange({ ...value, unit: e.target.value as DurationUnit })}
          >
            <DurationUnitOptions />
          </select>
        </div>
      )}
    </Field>
  );
}

/** The field bound to a proposal form's `duration` (extend, finalize). */
export function VoteDurationControl<T extends { duration: DurationValue }, R>({
  id,
  form,
  context,
}: {
  id: string;
  form: UseFormReturn<T, unknown, R>;
  context: DurationContext;
}) {
  return (
    <Controller
      control={form.control}
      name={'duration' as Path<T>}
      render={({ field, fieldState }) => (
        <VoteDurationField
          id={id}
          value={field.value as DurationValue}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
          context={context}
        />
      )}
    />
  );
}

/** The units a vote's duration is typed in, as a select's options. */
export function DurationUnitOptions() {
  return Object.keys(DURATION_UNITS).map((unit) => (
    <option key={unit} value={unit}>
      {unit}
    </option>
  ));
}
