'use client';

import type * as React from 'react';
import { get, useFormState, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Field, type FieldControlProps } from './field';

/** The message react-hook-form holds for `name` (a field, or a form-wide name such as "form"), if any. */
export function useFieldError<T extends FieldValues, C, B>(control: Control<T, C, B>, name: string) {
  const { errors } = useFormState({ control, name: name as Path<T> });
  const message: unknown = (get(errors, name) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/**
 * The one field of every form on react-hook-form: the ui Field (label, hint, the error announced to
 * assistive technology, the aria wiring), its error read from the form by the field's name. The control
 * is bound by the caller (`register`, or `setValue` for a control of its own).
 */
export function FormField<T extends FieldValues, C, B>({
  control,
  name,
  ...props
}: {
  control: Control<T, C, B>;
  name: Path<T>;
  id: string;
  label: React.ReactNode;
  description?: React.ReactNode;
  className?: string;
  children: (control: FieldControlProps) => React.ReactNode;
}) {
  const error = useFieldError(control, name);
  return <Field {...props} error={error} />;
}

/** A form-wide error (one no single field owns), announced when it appears. */
export function FormError<T extends FieldValues, C, B>({
  control,
  name = 'form',
  className = 'text-sm font-medium text-danger',
}: {
  control: Control<T, C, B>;
  name?: string;
  className?: string;
}) {
  const error = useFieldError(control, name);
  return error ? (
    <p className={className} role="alert">
      {error}
    </p>
  ) : null;
}
