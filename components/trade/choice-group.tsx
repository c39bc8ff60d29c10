'use client';

import { cn } from '@/components/ui/cn';

export interface Choice<V extends string> {
  value: V;
  label: string;
  /** A second line under the label (e.g. a fee in SOL). */
  detail?: string;
}

/** A row of radio buttons drawn as a segmented control; a native radio group underneath. */
export function ChoiceGroup<V extends string>({
  name,
  legend,
  choices,
  value,
  onChange,
  className,
}: {
  name: string;
  legend: string;
  choices: readonly Choice<V>[];
  value: V | null;
  onChange: (value: V) => void;
  className?: string;
}) {
  return (
    <fieldset className={cn('grid gap-1.5', className)}>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-1.5">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'grid min-w-16 flex-1 cursor-pointer justify-items-center rounded-lg border px-2 py-1.5 text-center text-sm has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-ring has-disabled:cursor-not-allowed has-disabled:opacity-60',
              value === choice.value
                ? 'border-primary bg-primary/10 font-medium text-foreground'
                : 'border-border bg-card text-muted-foreground hover:bg-muted',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="sr-only"
            />
            <span>{choice.label}</span>
            {choice.detail ? (
              <span className="text-xs font-normal text-muted-foreground">{choice.detail}</span>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
