import type * as React from 'react';
import { cn } from './cn';

const controlClass =
  'w-full rounded-lg border border-border bg-card px-3 text-sm text-foreground shadow-xs placeholder:text-muted-foreground/80 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger aria-invalid:focus-visible:outline-danger';

export function Label({ className, ...props }: React.ComponentProps<'label'>) {
  return <label className={cn('text-sm font-medium text-foreground', className)} {...props} />;
}

export function Input({ className, ...props }: React.ComponentProps<'input'>) {
  return <input className={cn(controlClass, 'h-10', className)} {...props} />;
}

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return <textarea className={cn(controlClass, 'min-h-24 py-2', className)} {...props} />;
}

/** What a control inside a field needs to be labelled, described and marked invalid. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
};

type FieldProps = {
  id: string;
  label: React.ReactNode;
  description?: React.ReactNode;
  error?: string | null;
  className?: string;
  children: (control: FieldControlProps) => React.ReactNode;
};

/** A labelled control with an optional hint and an error announced to assistive technology. */
export function Field({ id, label, description, error, className, children }: FieldProps) {
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {description ? (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      <p id={errorId} className="text-xs font-medium text-danger empty:hidden" aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}
