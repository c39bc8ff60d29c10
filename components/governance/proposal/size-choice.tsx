'use client';

import * as React from 'react';
import { cn } from '@/components/ui/cn';

/**
 * A segmented control of list sizes: native radio buttons, so arrows, Tab and touch all work. The page's
 * HTML shows it before its code has arrived; a size chosen then is checked by the browser, and React
 * keeps the browser's choice as it hydrates without telling anyone. So once the code runs, a checked
 * size other than `value` is taken as the person's choice.
 */
export function SizeChoice({
  sizes,
  value,
  onChange,
  name,
}: {
  sizes: readonly number[];
  value: number;
  onChange: (size: number) => void;
  name: string;
}) {
  const ref = React.useRef<HTMLFieldSetElement>(null);
  const chosenBefore = React.useRef({ value, onChange });
  React.useEffect(() => {
    const { value, onChange } = chosenBefore.current;
    const checked = ref.current?.querySelector<HTMLInputElement>('input:checked');
    if (checked && Number(checked.value) !== value) onChange(Number(checked.value));
  }, []);
  return (
    <fieldset ref={ref} className="flex items-center gap-2">
      <legend className="sr-only">Number of votes to list</legend>
      <span aria-hidden="true" className="text-sm text-muted-foreground">
        Show
      </span>
      <div className="inline-flex rounded-lg border border-border bg-muted p-0.5">
        {sizes.map((size) => (
          <label key={size} className="relative">
            <input
              type="radio"
              name={name}
              value={size}
              checked={size === value}
              onChange={() => onChange(size)}
              className="peer sr-only"
              aria-label={`${size} largest votes`}
            />
            <span
              className={cn(
                'block cursor-pointer rounded-md px-3 py-1 text-sm font-medium tabular-nums text-muted-foreground',
                'peer-checked:bg-card peer-checked:text-foreground peer-checked:shadow-xs',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-ring',
              )}
            >
              {size}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
